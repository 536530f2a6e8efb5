import type { FileManagerItemResponse } from '@flirtwire/contracts';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FolderSelect } from '@/components/media/folder-select';
import { useItems } from '@/components/media/media-api';
import { MediaThumb } from '@/components/media/media-thumb';
import {
  anyFailed,
  type UploadEntry,
  UploadPanel,
  uploadsSettled,
} from '@/components/media/upload-panel';
import { EmptyState, ErrorState, Loading } from '@/components/states';

type Tab = 'files' | 'upload';

/**
 * Select Files (spec 000 §2): the File Manager tab picks existing files, the Upload tab adds
 * new ones (each completed upload is picked). Cancel, Add to Post; Close alone once any upload
 * failed.
 */
export function SelectFilesModal({
  open,
  onClose,
  onAdd,
  addLabel = 'Add to Post',
  purpose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onAdd: (items: readonly FileManagerItemResponse[]) => void;
  /** The confirm button's label (goody bags pick files too). */
  readonly addLabel?: string;
  /** 'posts': uploads take only images, videos and audio. */
  readonly purpose?: 'posts';
}) {
  return open ? (
    <SelectFiles onClose={onClose} onAdd={onAdd} addLabel={addLabel} purpose={purpose} />
  ) : null;
}

function SelectFiles({
  onClose,
  onAdd,
  addLabel,
  purpose,
}: {
  readonly onClose: () => void;
  readonly onAdd: (items: readonly FileManagerItemResponse[]) => void;
  readonly addLabel: string;
  readonly purpose: 'posts' | undefined;
}) {
  const [tab, setTab] = useState<Tab>('files');
  const [picked, setPicked] = useState<readonly FileManagerItemResponse[]>([]);
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const uploaded = entries.flatMap((entry) => (entry.item ? [entry.item] : []));
  const chosen = [
    ...picked,
    ...uploaded.filter((item) => !picked.some((p) => p.fm_item_id === item.fm_item_id)),
  ];
  const settled = uploadsSettled(entries);
  const failed = settled && anyFailed(entries);

  function add() {
    onAdd(chosen);
    onClose();
  }

  return (
    <Dialog
      open
      title="Select Files"
      onClose={onClose}
      width={760}
      className="select-files"
      actions={
        failed ? (
          <button type="button" className="button button--primary" onClick={add}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="button button--quiet" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={chosen.length === 0 || !settled}
              onClick={add}
            >
              {addLabel}
            </button>
          </>
        )
      }
    >
      <div role="tablist" aria-label="Select Files" className="tabs">
        {(
          [
            ['files', 'File Manager'],
            ['upload', 'Upload'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`select-files-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`select-files-panel-${key}`}
            className={`tabs__tab ${tab === key ? 'is-active' : ''}`}
            onClick={() => {
              setTab(key);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`select-files-panel-${tab}`}
        aria-labelledby={`select-files-tab-${tab}`}
        className="select-files__panel"
      >
        {tab === 'files' ? (
          <FilePicker picked={picked} onPicked={setPicked} />
        ) : (
          <>
            <UploadPanel
              purpose={purpose}
              entries={entries}
              onEntries={(update) => {
                setEntries(update);
              }}
            />
            {failed ? (
              <p className="hint">Files that finished uploading are added to your post.</p>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}

function FilePicker({
  picked,
  onPicked,
}: {
  readonly picked: readonly FileManagerItemResponse[];
  readonly onPicked: (items: readonly FileManagerItemResponse[]) => void;
}) {
  const [albumId, setAlbumId] = useState<string | null>(null);
  const { data, isPending, error, refetch } = useItems(albumId);
  return (
    <>
      <FolderSelect label="Folder" value={albumId} onChange={setAlbumId} allowAll />
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title="This folder is empty." />
      ) : (
        <ul className="media-grid" aria-label="Files">
          {data.items.map((item) => {
            const selected = picked.some((p) => p.fm_item_id === item.fm_item_id);
            return (
              <li
                key={item.fm_item_id}
                className={`media-grid__item ${selected ? 'media-grid__item--selected' : ''}`}
              >
                <label className="media-grid__label">
                  <input
                    type="checkbox"
                    checked={selected}
                    onChange={(event) => {
                      onPicked(
                        event.target.checked
                          ? [...picked, item]
                          : picked.filter((p) => p.fm_item_id !== item.fm_item_id),
                      );
                    }}
                  />{' '}
                  <span className="media-grid__name">{item.title || item.file_name}</span>
                </label>
                <MediaThumb item={item} />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
