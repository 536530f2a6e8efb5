import type { FileManagerItemResponse } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { type SyntheticEvent, useState } from 'react';
import { ConfirmDialog, Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import { FolderSelect } from '@/components/media/folder-select';
import { useAlbums, useItems } from '@/components/media/media-api';
import { MediaThumb } from '@/components/media/media-thumb';
import { type UploadEntry, UploadPanel } from '@/components/media/upload-panel';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { createAlbum } from '../api/create-album';
import { deleteItem } from '../api/delete-item';
import { editItem } from '../api/edit-item';
import { useFileCommand } from '../api/use-file-command';
import {
  FILE_MANAGER_TABS,
  type FileManagerTab,
  isPlayable,
  sizeText,
} from '../lib/file-manager-tabs';
import './file-manager.css';

type ItemAction = 'rename' | 'move' | 'delete';

/** What each file offers, in its order (Delete in red). */
const ITEM_ACTIONS: readonly { readonly kind: ItemAction; readonly label: string }[] = [
  { kind: 'rename', label: 'Rename' },
  { kind: 'move', label: 'Move' },
  { kind: 'delete', label: 'Delete' },
];

type Action =
  | { readonly kind: ItemAction; readonly item: FileManagerItemResponse }
  | { readonly kind: 'folder' }
  | null;

const failureText = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.message
    : 'Sorry something went wrong. Please try again.';

/** File Manager (/account/filemanager): folders, files with previews, rename, move, delete, upload. */
export function FileManagerPage({ tab }: { readonly tab: FileManagerTab }) {
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  return (
    <section className="page file-manager">
      <h1>File Manager</h1>
      <nav className="tabs" aria-label="File Manager">
        {FILE_MANAGER_TABS.map((t) => (
          <Link
            key={t.name}
            to="/account/filemanager"
            search={{ tab: t.name }}
            className="tabs__tab"
            aria-current={t.name === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'upload' ? (
        <UploadPanel
          entries={entries}
          onEntries={(update) => {
            setEntries(update);
          }}
        />
      ) : (
        <FilesTab />
      )}
    </section>
  );
}

function FilesTab() {
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [action, setAction] = useState<Action>(null);
  const { data, isPending, error, refetch } = useItems(albumId);
  const remove = useFileCommand((item: FileManagerItemResponse) => deleteItem(item.fm_item_id));
  const close = () => {
    setAction(null);
  };

  return (
    <>
      <div className="file-manager__toolbar">
        <FolderSelect label="Folder" value={albumId} onChange={setAlbumId} allowAll />
        <button
          type="button"
          className="button"
          onClick={() => {
            setAction({ kind: 'folder' });
          }}
        >
          New Folder
        </button>
      </div>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title="This folder is empty.">
          <p>
            <Link to="/account/filemanager" search={{ tab: 'upload' }}>
              Upload files
            </Link>{' '}
            to add them here.
          </p>
        </EmptyState>
      ) : (
        <ul className="media-grid file-manager__grid" aria-label="Files">
          {data.items.map((item) => {
            const name = item.title || item.file_name;
            return (
              <li key={item.fm_item_id} className="media-grid__item">
                <MediaThumb item={item} />
                <span className="media-grid__name">{name}</span>
                <span className="muted file-manager__facts">
                  {`${item.item_type} · ${sizeText(item.size_bytes)}${item.watermarked ? ' · watermarked' : ''}`}
                </span>
                <span className="file-manager__actions">
                  {isPlayable(item) ? (
                    <Link
                      to="/account/fileplayer"
                      search={{ id: item.fm_item_id, ...(albumId ? { album: albumId } : {}) }}
                      className="button button--small"
                      aria-label={`Open ${name}`}
                    >
                      Open
                    </Link>
                  ) : null}
                  {ITEM_ACTIONS.map(({ kind, label }) => (
                    <button
                      key={kind}
                      type="button"
                      className={`button button--small${kind === 'delete' ? ' button--danger' : ''}`}
                      aria-label={`${label} ${name}`}
                      onClick={() => {
                        setAction({ kind, item });
                      }}
                    >
                      {label}
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {action?.kind === 'rename' ? <RenameDialog item={action.item} onClose={close} /> : null}
      {action?.kind === 'move' ? <MoveDialog item={action.item} onClose={close} /> : null}
      {action?.kind === 'folder' ? <NewFolderDialog onClose={close} /> : null}
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title="Delete File"
        danger
        message="Delete this file? It is removed from your File Manager."
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (action?.kind !== 'delete') return;
          remove.mutate(action.item, {
            onSuccess: () => {
              showSnackbar('The file has been deleted.', 'success');
              close();
            },
            onError: (failure) => {
              showSnackbar(failureText(failure), 'error');
              close();
            },
          });
        }}
      />
    </>
  );
}

function RenameDialog({
  item,
  onClose,
}: {
  readonly item: FileManagerItemResponse;
  readonly onClose: () => void;
}) {
  return (
    <NameDialog
      title="Rename File"
      label="Name"
      field="title"
      initial={item.title || item.file_name}
      maxLength={100}
      submitLabel="Save"
      successMessage="Your changes were saved."
      save={(title) => editItem(item.fm_item_id, { title })}
      onClose={onClose}
    />
  );
}

function NewFolderDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <NameDialog
      title="New Folder"
      label="Folder name"
      field="name"
      initial=""
      maxLength={60}
      submitLabel="Create"
      successMessage="The folder has been created."
      save={createAlbum}
      onClose={onClose}
    />
  );
}

/** One name to type and save (a file's title, a new folder): the field's server error under it. */
function NameDialog({
  title,
  label,
  field,
  initial,
  maxLength,
  submitLabel,
  successMessage,
  save,
  onClose,
}: {
  readonly title: string;
  readonly label: string;
  /** The request field whose server error shows under the input. */
  readonly field: string;
  readonly initial: string;
  readonly maxLength: number;
  readonly submitLabel: string;
  readonly successMessage: string;
  readonly save: (name: string) => Promise<unknown>;
  readonly onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const command = useFileCommand(save);
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    command.mutate(name.trim(), {
      onSuccess: () => {
        showSnackbar(successMessage, 'success');
        onClose();
      },
    });
  }
  return (
    <Dialog open title={title} onClose={onClose}>
      <form onSubmit={submit} className="file-manager__form">
        <TextField
          label={label}
          value={name}
          autoFocus
          maxLength={maxLength}
          error={
            fieldError(command.error, field) ?? (command.error ? failureText(command.error) : null)
          }
          onChange={(event) => {
            setName(event.target.value);
            command.reset();
          }}
        />
        <div className="dialog__actions dialog__actions--inline">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={command.isPending || name.trim() === ''}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function MoveDialog({
  item,
  onClose,
}: {
  readonly item: FileManagerItemResponse;
  readonly onClose: () => void;
}) {
  const albums = useAlbums().data?.albums ?? [];
  const [albumId, setAlbumId] = useState(item.album_id);
  const move = useFileCommand((target: string) => editItem(item.fm_item_id, { album_id: target }));
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    move.mutate(albumId, {
      onSuccess: () => {
        showSnackbar('The file has been moved.', 'success');
        onClose();
      },
    });
  }
  return (
    <Dialog open title="Move File" onClose={onClose}>
      <form onSubmit={submit} className="file-manager__form">
        <div className="field">
          <label htmlFor="move-to" className="field__label">
            Move to
          </label>
          <select
            id="move-to"
            className="input"
            value={albumId}
            onChange={(event) => {
              setAlbumId(event.target.value);
              move.reset();
            }}
          >
            {albums.map((album) => (
              <option key={album.id} value={album.id}>
                {album.name}
              </option>
            ))}
          </select>
          {move.error ? (
            <p className="field__error" role="alert">
              {failureText(move.error)}
            </p>
          ) : null}
        </div>
        <div className="dialog__actions dialog__actions--inline">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={move.isPending || albumId === item.album_id}
          >
            Move
          </button>
        </div>
      </form>
    </Dialog>
  );
}
