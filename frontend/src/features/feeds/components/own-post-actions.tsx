import type { PostResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type SyntheticEvent, useId, useState } from 'react';
import { ConfirmDialog, Dialog } from '@/components/dialog';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { feedKeys } from '../api/keys';
import { deletePost } from '../api/delete-post';
import { editPost } from '../api/edit-post';
import { pinPost } from '../api/pin-post';
import { unpinPost } from '../api/unpin-post';
import { useOwnPostCommand } from '../api/use-own-post-command';

const failureText = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.message
    : 'Sorry something went wrong. Please try again.';

/** The owner's Pin/Unpin, Edit and Delete on their own post. */
export function OwnPostActions({ post }: { readonly post: PostResponse }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const pin = useOwnPostCommand((pinned: boolean) =>
    pinned ? pinPost(post.id) : unpinPost(post.id),
  );
  const queryClient = useQueryClient();
  // Not refreshed through the shared hook: the refreshed page would drop this post (and these
  // actions) before the answer is handled; leave first, then refresh.
  const remove = useMutation({ mutationFn: () => deletePost(post.id) });
  return (
    <span className="own-post-actions">
      {post.published_at ? (
        <button
          type="button"
          className="button button--small"
          aria-pressed={post.pinned}
          disabled={pin.isPending}
          onClick={() => {
            pin.mutate(!post.pinned, {
              onError: (error) => {
                showSnackbar(failureText(error), 'error');
              },
            });
          }}
        >
          {post.pinned ? 'Unpin' : 'Pin'}
        </button>
      ) : null}
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setEditing(true);
        }}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        onClick={() => {
          setDeleting(true);
        }}
      >
        Delete
      </button>
      {editing ? (
        <EditPostDialog
          post={post}
          onClose={() => {
            setEditing(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title="Delete Post"
        danger
        message="Delete this post? It is removed from your feed for good."
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => {
          setDeleting(false);
        }}
        onConfirm={() => {
          remove
            .mutateAsync()
            .then(async () => {
              showSnackbar('Your post has been deleted.', 'success');
              await navigate({ to: '/$login/feed', params: { login: post.account.login } });
              await queryClient.invalidateQueries({ queryKey: feedKeys.all });
            })
            .catch((error: unknown) => {
              setDeleting(false);
              showSnackbar(failureText(error), 'error');
            });
        }}
      />
    </span>
  );
}

function EditPostDialog({
  post,
  onClose,
}: {
  readonly post: PostResponse;
  readonly onClose: () => void;
}) {
  const [body, setBody] = useState(post.body);
  const [paidBody, setPaidBody] = useState(post.paid_body ?? '');
  const save = useOwnPostCommand(() =>
    editPost(post.id, {
      body,
      ...(post.post_type === 'subscriber' ? { paid_body: paidBody } : {}),
    }),
  );
  const ids = { body: useId(), paid: useId() };
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    save.mutate(undefined, {
      onSuccess: () => {
        showSnackbar('Your changes were saved.', 'success');
        onClose();
      },
    });
  }
  const bodyError = fieldError(save.error, 'body');
  const paidError = fieldError(save.error, 'paid_body');
  return (
    <Dialog open title="Edit Post" onClose={onClose}>
      <form onSubmit={submit} className="own-post-actions__form">
        <label htmlFor={ids.body} className="field__label">
          {post.post_type === 'free' ? 'Caption' : 'Public caption'}
        </label>
        <textarea
          id={ids.body}
          className="input"
          rows={4}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            save.reset();
          }}
        />
        {bodyError ? (
          <p className="field__error" role="alert">
            {bodyError}
          </p>
        ) : null}
        {post.post_type === 'subscriber' ? (
          <>
            <label htmlFor={ids.paid} className="field__label">
              Subscriber caption
            </label>
            <textarea
              id={ids.paid}
              className="input"
              rows={3}
              value={paidBody}
              onChange={(event) => {
                setPaidBody(event.target.value);
                save.reset();
              }}
            />
            {paidError ? (
              <p className="field__error" role="alert">
                {paidError}
              </p>
            ) : null}
          </>
        ) : null}
        {save.error && !bodyError && !paidError ? (
          <p className="field__error" role="alert">
            {failureText(save.error)}
          </p>
        ) : null}
        <div className="dialog__actions dialog__actions--inline">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
