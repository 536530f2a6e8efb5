import type { GoodyBagMedia } from '@flirtwire/contracts';
import { useEffect } from 'react';
import { Dialog } from '@/components/dialog';

const LABEL: Record<GoodyBagMedia['item_type'], string> = {
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
};

/**
 * The media lightbox for a bought bag (spec 001 §2.3): next, previous, close; the arrow keys
 * step and Escape closes.
 */
export function GoodyLightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  readonly items: readonly GoodyBagMedia[];
  readonly index: number | null;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
}) {
  const count = items.length;
  const step = (by: number) => ((index ?? 0) + by + count) % count;
  useEffect(() => {
    if (index === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((((index + 1) % count) + count) % count);
      if (event.key === 'ArrowLeft') onIndex((((index - 1) % count) + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [index, count, onIndex]);
  const current = index === null ? undefined : items[index];
  if (!current || index === null) return null;
  const url = current.large_url ?? current.thumbnail_url;
  return (
    <Dialog
      open
      title={`${LABEL[current.item_type]} ${String(index + 1)} of ${String(count)}`}
      onClose={onClose}
      width={960}
      className="lightbox"
      actions={
        count > 1 ? (
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                onIndex(step(-1));
              }}
            >
              Previous
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onIndex(step(1));
              }}
            >
              Next
            </button>
          </>
        ) : null
      }
    >
      <div className="lightbox__stage">
        {url === null ? (
          <p>This file is still being prepared.</p>
        ) : current.item_type === 'image' ? (
          <img src={url} alt={`Photo ${String(index + 1)}`} className="lightbox__media" />
        ) : current.item_type === 'video' ? (
          <video
            src={url}
            controls
            className="lightbox__media"
            aria-label={`Video ${String(index + 1)}`}
          />
        ) : (
          <audio src={url} controls aria-label={`Audio ${String(index + 1)}`} />
        )}
      </div>
    </Dialog>
  );
}
