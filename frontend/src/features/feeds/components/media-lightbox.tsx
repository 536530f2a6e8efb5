import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Dialog } from '@/components/dialog';
import { LockIcon } from '@/components/lock-icon';
import { stepIndex } from '../lib/lightbox';

export interface LightboxItem {
  readonly key: string;
  readonly itemType: 'image' | 'video' | 'audio' | 'document' | 'archive' | 'other';
  /** Null when locked: a locked item shows a lock and links to its post. */
  readonly url: string | null;
  readonly title: string;
  readonly postHref: { readonly login: string; readonly postId: string };
}

const TYPE_LABEL: Record<LightboxItem['itemType'], string> = {
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
  document: 'File',
  archive: 'File',
  other: 'File',
};

/**
 * Spec 001 §2.3 media lightbox: next, previous and close; the arrow keys step and Escape closes
 * (the native dialog). Locked items show a lock with the media type and link to the post.
 */
export function MediaLightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  readonly items: readonly LightboxItem[];
  readonly index: number | null;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
}) {
  const open = index !== null && items.length > 0;
  const current = open ? items[index] : undefined;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex(stepIndex(index, 1, items.length));
      if (event.key === 'ArrowLeft') onIndex(stepIndex(index, -1, items.length));
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [open, index, items.length, onIndex]);
  if (!current || index === null) return null;
  const many = items.length > 1;
  return (
    <Dialog
      open
      title={`${TYPE_LABEL[current.itemType]} ${String(index + 1)} of ${String(items.length)}`}
      onClose={onClose}
      width={960}
      className="lightbox"
      actions={
        many ? (
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                onIndex(stepIndex(index, -1, items.length));
              }}
            >
              Previous
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onIndex(stepIndex(index, 1, items.length));
              }}
            >
              Next
            </button>
          </>
        ) : null
      }
    >
      <div className="lightbox__stage">
        {current.url === null ? (
          <div className="lightbox__locked">
            <LockIcon />
            <span>{TYPE_LABEL[current.itemType]} for subscribers</span>
            <Link
              to="/feed/$login/$postId"
              params={current.postHref}
              className="button button--primary"
            >
              View Post
            </Link>
          </div>
        ) : current.itemType === 'image' ? (
          <img src={current.url} alt={current.title || 'Photo'} className="lightbox__media" />
        ) : current.itemType === 'video' ? (
          <video
            src={current.url}
            controls
            className="lightbox__media"
            aria-label={current.title || 'Video'}
          />
        ) : current.itemType === 'audio' ? (
          <audio src={current.url} controls aria-label={current.title || 'Audio'} />
        ) : (
          <a href={current.url}>{current.title || 'Open file'}</a>
        )}
      </div>
    </Dialog>
  );
}
