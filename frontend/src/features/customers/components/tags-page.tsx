import { normalizeTagName, TAG_NAME_MAX, type TagEntry } from '@flirtwire/contracts';
import { useState } from 'react';
import { ConfirmDialog, Dialog, DialogActions } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { cappedCount } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { useTags } from '../api/get-tags';
import { useDeleteTag } from '../api/delete-tag';
import { useRenameTag } from '../api/rename-tag';
import { useSetTags } from '../api/set-tags';

/** Spec 002: counts beyond 999 show as '999+'. */
const TAG_COUNT_CAP = 999;

function formMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && Object.keys(error.fields).length === 0
    ? error.message
    : null;
}

/** A one-field dialog: Enter submits, Escape closes (spec 002 Create New Tag). */
function TagNameDialog({
  title,
  label,
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  readonly title: string;
  readonly label: string;
  readonly initial: string;
  readonly submitLabel: string;
  readonly busy: boolean;
  readonly error: unknown;
  readonly onSubmit: (name: string) => void;
  readonly onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [local, setLocal] = useState<string | null>(null);
  const submit = () => {
    const clean = normalizeTagName(name);
    if (!clean) {
      setLocal('Please enter a tag name.');
      return;
    }
    setLocal(null);
    onSubmit(clean);
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      width={420}
      actions={
        <DialogActions
          onCancel={onClose}
          confirmLabel={submitLabel}
          pending={busy}
          onConfirm={submit}
        />
      }
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={label}
          autoFocus
          maxLength={TAG_NAME_MAX}
          value={name}
          onChange={(event) => {
            setName(
              event.target.value.replace(/[^\x20-\x5d\x5f-\x7e]/g, '').slice(0, TAG_NAME_MAX),
            );
          }}
          hint={`${String(name.length)} / ${String(TAG_NAME_MAX)}`}
          error={local ?? fieldError(error, 'tags', 'tags.0', 'newName', 'name')}
        />
        <FormError message={formMessage(error)} />
      </form>
    </Dialog>
  );
}

export function TagRow({
  tag,
  onOpen,
  onRename,
  onDelete,
}: {
  readonly tag: TagEntry;
  readonly onOpen: (name: string) => void;
  readonly onRename?: (tag: TagEntry) => void;
  readonly onDelete?: (tag: TagEntry) => void;
}) {
  return (
    <li className="manage__row">
      <button
        type="button"
        className="link-button manage__name"
        onClick={() => {
          onOpen(tag.name);
        }}
        {...(tag.description ? { title: tag.description } : {})}
      >
        {tag.name}
      </button>
      <span className="manage__count" aria-label={`${String(tag.count)} customers`}>
        {cappedCount(tag.count, TAG_COUNT_CAP)}
      </span>
      {onRename ? (
        <button
          type="button"
          className="button button--small"
          aria-label={`Rename ${tag.name}`}
          onClick={() => {
            onRename(tag);
          }}
        >
          Rename
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="button button--small button--quiet"
          aria-label={`Delete ${tag.name}`}
          onClick={() => {
            onDelete(tag);
          }}
        >
          Delete
        </button>
      ) : null}
    </li>
  );
}

/** Manage Tags (spec 002): 'Your Tags' and 'System Tags', add, rename and delete. */
export function TagsPage({ onOpenTag }: { readonly onOpenTag: (name: string) => void }) {
  const tags = useTags();
  const create = useSetTags();
  const rename = useRenameTag();
  const remove = useDeleteTag();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<TagEntry | null>(null);
  const [deleting, setDeleting] = useState<TagEntry | null>(null);
  if (tags.isPending) return <Loading />;
  if (tags.isError) return <ErrorState error={tags.error} onRetry={() => void tags.refetch()} />;
  const mine = tags.data.tags.filter((tag) => tag.type === 'user_tag');
  const system = tags.data.tags.filter((tag) => tag.type === 'system_tag');
  return (
    <div className="manage">
      <section className="manage__panel" aria-labelledby="your-tags">
        <div className="manage__header">
          <h2 id="your-tags">Your Tags</h2>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => {
              create.reset();
              setAdding(true);
            }}
          >
            + Add Tag
          </button>
        </div>
        {mine.length === 0 ? (
          <EmptyState title="You have no tags yet.">
            <p>Tags help you find groups of customers again. A few guidelines:</p>
            <ul className="guidelines">
              <li>Use tags for facts that do not change (“Night owl”, “Likes audio”).</li>
              <li>Keep them distinct: one tag per idea, no near-duplicates.</li>
              <li>Keep them short: 25 characters at most.</li>
            </ul>
          </EmptyState>
        ) : (
          <ul className="list">
            {mine.map((tag) => (
              <TagRow
                key={tag.name}
                tag={tag}
                onOpen={onOpenTag}
                onRename={(entry) => {
                  rename.reset();
                  setRenaming(entry);
                }}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="manage__panel" aria-labelledby="system-tags">
        <div className="manage__header">
          <h2 id="system-tags">System Tags</h2>
        </div>
        <ul className="list">
          {system.map((tag) => (
            <TagRow key={tag.name} tag={tag} onOpen={onOpenTag} />
          ))}
        </ul>
      </section>
      {adding ? (
        <TagNameDialog
          title="Create New Tag"
          label="Tag name"
          initial=""
          submitLabel="Create"
          busy={create.isPending}
          error={create.error}
          onClose={() => {
            setAdding(false);
          }}
          onSubmit={(name) => {
            create.mutate(
              { tags: [name], seekerIds: [] },
              {
                onSuccess: () => {
                  setAdding(false);
                  showSnackbar(`Tag “${name}” created.`, 'success');
                },
              },
            );
          }}
        />
      ) : null}
      {renaming ? (
        <TagNameDialog
          title="Rename Tag"
          label="New tag name"
          initial={renaming.name}
          submitLabel="Rename"
          busy={rename.isPending}
          error={rename.error}
          onClose={() => {
            setRenaming(null);
          }}
          onSubmit={(newName) => {
            rename.mutate(
              { name: renaming.name, newName },
              {
                onSuccess: () => {
                  setRenaming(null);
                  showSnackbar('Tag renamed.', 'success');
                },
              },
            );
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete tag"
        message={<p>Tag will be removed from all customers and deleted. Really delete this tag?</p>}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.name, {
            onSuccess: () => {
              showSnackbar('Tag deleted.', 'success');
              setDeleting(null);
            },
          });
        }}
      />
    </div>
  );
}
