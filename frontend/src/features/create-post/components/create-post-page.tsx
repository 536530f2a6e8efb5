import type { FileManagerItemResponse } from '@flirtwire/contracts';
import { useNavigate } from '@tanstack/react-router';
import { type SyntheticEvent, useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar, useSnackbars } from '@/lib/snackbar-store';
import { useCreatePost } from '../api/create-post';
import {
  addMedia,
  captionPlaceholder,
  type ChosenMedia,
  createBody,
  type EditablePostType,
  localToIso,
  mediaError,
  RECOMMENDED_FIRST_POSTS,
  SCHEDULED_FLASH_MS,
  scheduledText,
  submitDisabled,
  submitLabel,
  typeLocked,
  unknownTypeWarning,
} from '../lib/post-rules';
import { SelectFilesModal } from './select-files-modal';
import { SortableMediaList } from './sortable-media-list';
import './create-post.css';

type Fields = Readonly<Record<string, string>>;

/** Create Post (/feed/create_post, /{login}/feed/create_post). */
export function CreatePostPage() {
  const user = useCurrentUser().data;
  if (!user) return null;
  return (
    <CreatePostForm
      key={user.id}
      login={user.login}
      onboarded={user.onboarding_complete}
      timeZone={user.canonical_iana_timezone}
    />
  );
}

function CreatePostForm({
  login,
  onboarded,
  timeZone,
}: {
  readonly login: string;
  readonly onboarded: boolean;
  readonly timeZone: string;
}) {
  const navigate = useNavigate();
  const create = useCreatePost();
  // Before onboarding is complete every post is a welcome kit post (spec 000 §4).
  const [postType, setPostType] = useState<EditablePostType>(onboarded ? 'free' : 'welcome_kit');
  const [body, setBody] = useState('');
  const [paidBody, setPaidBody] = useState('');
  const [showPaid, setShowPaid] = useState(false);
  const [hide, setHide] = useState(false);
  const [media, setMedia] = useState<readonly ChosenMedia[]>([]);
  const [scheduledAt, setScheduledAt] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [picking, setPicking] = useState(false);
  const [fields, setFields] = useState<Fields>({});
  const [congrats, setCongrats] = useState<{ id: string; published: boolean } | null>(null);
  const ids = { body: useId(), paid: useId(), when: useId() };

  const draft = { postType, body, paidBody, media, scheduledAt };
  const clear = (...names: string[]) => {
    setFields((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== 'base' && !names.includes(key)),
      ),
    );
  };

  function changeType(next: EditablePostType) {
    setPostType(next);
    setMedia((current) => current.map((m) => ({ ...m, error: mediaError(m.item, next) })));
    clear('post_type');
  }

  function add(items: readonly FileManagerItemResponse[]) {
    const { media: next, skipped } = addMedia(media, items, postType);
    setMedia(next);
    clear('post_items');
    if (skipped.length > 0) showSnackbar(unknownTypeWarning(skipped), 'warning');
  }

  function reset() {
    setBody('');
    setPaidBody('');
    setShowPaid(false);
    setHide(false);
    setMedia([]);
    setScheduledAt(null);
    setFields({});
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    try {
      const answer = await create.mutateAsync(createBody(draft, hide));
      if (!onboarded) {
        setCongrats({ id: answer.id, published: answer.published_at !== null });
        return;
      }
      if (scheduledAt) {
        useSnackbars
          .getState()
          .show(
            `Your post is ${scheduledText(scheduledAt, timeZone).toLowerCase()}.`,
            'success',
            SCHEDULED_FLASH_MS,
          );
      }
      await navigate({
        to: '/feed/$login/$postId',
        params: { login, postId: answer.id },
        search: { fromCreate: true },
      });
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        const { scheduled_at: scheduleError, ...rest } = failure.fields;
        // Spec 000 §8: a scheduled_at error shows as a flash; the others under their fields.
        if (scheduleError) showSnackbar(scheduleError, 'error');
        setFields(Object.keys(rest).length > 0 || scheduleError ? rest : { base: failure.message });
      } else {
        showSnackbar('Sorry something went wrong. Please try again.', 'error');
      }
    }
  }

  const locked = typeLocked(draft);
  return (
    <section className="page page--narrow create-post">
      <h1>{onboarded ? 'Create Post' : 'Create Your First Post'}</h1>
      {!onboarded ? (
        <p className="create-post__advice">
          {`Your first post welcomes new subscribers. We recommend publishing at least ${String(
            RECOMMENDED_FIRST_POSTS,
          )} subscriber posts in total, so new subscribers have plenty to enjoy from day one.`}
        </p>
      ) : null}
      <form className="create-post__form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset disabled={create.isPending} className="create-post__fieldset">
          {onboarded ? (
            <fieldset className="create-post__type">
              <legend>Post type</legend>
              <label>
                <input
                  type="radio"
                  name="post_type"
                  checked={postType === 'free'}
                  disabled={locked && postType !== 'free'}
                  onChange={() => {
                    changeType('free');
                  }}
                />{' '}
                Free Post <span className="muted">(No nudity)</span>
              </label>
              <label>
                <input
                  type="radio"
                  name="post_type"
                  checked={postType === 'subscriber'}
                  disabled={locked && postType !== 'subscriber'}
                  onChange={() => {
                    changeType('subscriber');
                  }}
                />{' '}
                Subscriber Post
              </label>
              {fields.post_type ? (
                <p className="field__error" role="alert">
                  {fields.post_type}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {postType === 'subscriber' ? (
            <label className="field--checkbox create-post__hide">
              <input
                type="checkbox"
                checked={hide}
                onChange={(event) => {
                  setHide(event.target.checked);
                  clear('hide_from_future_subscribers');
                }}
              />{' '}
              Hide from future subscribers
            </label>
          ) : null}
          <div className={`field ${fields.body ? 'field--invalid' : ''}`}>
            <label htmlFor={ids.body} className="field__label">
              {postType === 'free' ? 'Caption' : 'Public caption'}
            </label>
            <textarea
              id={ids.body}
              className="input create-post__caption"
              placeholder={captionPlaceholder(postType)}
              value={body}
              rows={4}
              aria-invalid={fields.body ? true : undefined}
              onChange={(event) => {
                setBody(event.target.value);
                clear('body');
              }}
            />
            {fields.body ? (
              <p className="field__error" role="alert">
                {fields.body}
              </p>
            ) : null}
          </div>
          {postType === 'subscriber' ? (
            showPaid ? (
              <div className={`field ${fields.paid_body ? 'field--invalid' : ''}`}>
                <label htmlFor={ids.paid} className="field__label">
                  Subscriber caption
                </label>
                <textarea
                  id={ids.paid}
                  className="input create-post__caption"
                  placeholder="Compose subscriber caption"
                  value={paidBody}
                  rows={3}
                  autoFocus
                  onChange={(event) => {
                    setPaidBody(event.target.value);
                    clear('paid_body');
                  }}
                />
                {fields.paid_body ? (
                  <p className="field__error" role="alert">
                    {fields.paid_body}
                  </p>
                ) : null}
              </div>
            ) : (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setShowPaid(true);
                }}
              >
                Add Subscriber Caption
              </button>
            )
          ) : null}
          <SortableMediaList
            media={media}
            onChange={(next) => {
              setMedia(next);
              clear('post_items');
            }}
          />
          {fields.post_items ? (
            <p className="field__error" role="alert">
              {fields.post_items}
            </p>
          ) : null}
          {scheduledAt ? (
            <p className="create-post__scheduled">
              {scheduledText(scheduledAt, timeZone)}
              <button
                type="button"
                className="icon-button"
                aria-label="Remove schedule"
                onClick={() => {
                  setScheduledAt(null);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </p>
          ) : null}
          {scheduling && !scheduledAt ? (
            <div className="field create-post__when">
              <label htmlFor={ids.when} className="field__label">
                Publish at
              </label>
              <input
                id={ids.when}
                type="datetime-local"
                className="input"
                onChange={(event) => {
                  const at = localToIso(event.target.value);
                  if (at) {
                    setScheduledAt(at);
                    setScheduling(false);
                    clear('scheduled_at');
                  }
                }}
              />
            </div>
          ) : null}
          {fields.base ? (
            <p className="field__error" role="alert">
              {fields.base}
            </p>
          ) : null}
          <div className="create-post__toolbar">
            <button
              type="button"
              className="icon-button create-post__tool"
              aria-label="Add content"
              title="Add content"
              onClick={() => {
                setPicking(true);
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" fill="none" />
              </svg>
            </button>
            {onboarded ? (
              <button
                type="button"
                className="icon-button create-post__tool"
                aria-label="Schedule post"
                title="Schedule post"
                aria-expanded={scheduling}
                onClick={() => {
                  setScheduling((value) => !value);
                }}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" fill="none" />
                  <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              </button>
            ) : null}
            <span className="toolbar__spacer" />
            <button
              type="submit"
              className="button button--primary"
              disabled={submitDisabled(draft, create.isPending)}
            >
              {create.isPending ? 'Posting…' : submitLabel(draft)}
            </button>
          </div>
        </fieldset>
      </form>
      <SelectFilesModal
        purpose="posts"
        open={picking}
        onClose={() => {
          setPicking(false);
        }}
        onAdd={add}
      />
      <Dialog
        open={congrats !== null}
        title="Congratulations!"
        onClose={() => {
          setCongrats(null);
        }}
        actions={
          <>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                const id = congrats?.id;
                setCongrats(null);
                if (id)
                  void navigate({
                    to: '/feed/$login/$postId',
                    params: { login, postId: id },
                    search: { fromCreate: true },
                  });
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setCongrats(null);
                reset();
              }}
            >
              Create Another Post
            </button>
          </>
        }
      >
        <p>
          {/* A first post waits for a moderator (spec 001 §1) unless it was accepted at once. */}
          {congrats?.published === false
            ? 'Your first post is waiting for review: a moderator checks it before it is published.'
            : 'You published your first post.'}{' '}
          {`Keep going: we recommend at least ${String(
            RECOMMENDED_FIRST_POSTS,
          )} subscriber posts in total.`}
        </p>
      </Dialog>
    </section>
  );
}
