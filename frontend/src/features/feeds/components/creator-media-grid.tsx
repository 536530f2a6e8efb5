import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/states';
import { type MediaFilter, useCreatorMedia } from '../api/get-creator-media';
import { LockIcon } from '@/components/lock-icon';
import { type LightboxItem, MediaLightbox } from './media-lightbox';

const FILTERS: readonly { readonly value: MediaFilter; readonly label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'photo', label: 'Photo' },
  { value: 'video', label: 'Video' },
  { value: 'audio', label: 'Audio' },
];
const TYPE_LABEL = { image: 'Photo', video: 'Video', audio: 'Audio' } as const;

/**
 * A Flirt's Media tab (spec 001 §2.2, §2.3): All/Photo/Video/Audio filters (a change starts
 * again from the newest item), unlocked items open the lightbox, locked ones show a lock and
 * their type and link to the post; Load More follows the published-at + sort-order cursor.
 */
export function CreatorMediaGrid({
  advisorId,
  login,
}: {
  readonly advisorId: string;
  readonly login: string;
}) {
  const [filter, setFilter] = useState<MediaFilter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const query = useCreatorMedia(advisorId, filter);
  const records = useMemo(
    () => query.data?.pages.flatMap((page) => page.records) ?? [],
    [query.data],
  );
  const unlocked = records.filter((record) => record.unlocked && record.large_url !== null);
  const items: LightboxItem[] = unlocked.map((record) => ({
    key: record.fm_item_id ?? `${record.post_id}-${String(record.sort_order)}`,
    itemType: record.item_type,
    url: record.large_url,
    title: '',
    postHref: { login, postId: record.post_id },
  }));

  return (
    <div className="media-tab">
      <div className="media-tab__filters" role="group" aria-label="Media type">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`button button--small ${option.value === filter ? 'button--primary' : ''}`}
            aria-pressed={option.value === filter}
            onClick={() => {
              setOpen(null);
              setFilter(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <p role="status">Loading...</p>
      ) : query.isError && records.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : records.length === 0 ? (
        <p className="empty-state">No media yet.</p>
      ) : (
        <ul className="media-tab__grid">
          {records.map((record, index) => {
            const label = TYPE_LABEL[record.item_type];
            const at = unlocked.indexOf(record);
            return (
              <li key={`${record.post_id}-${String(record.sort_order)}-${String(index)}`}>
                {at >= 0 ? (
                  <button
                    type="button"
                    className="media-tab__tile"
                    aria-label={`Open ${label.toLowerCase()} ${String(at + 1)}`}
                    onClick={() => {
                      setOpen(at);
                    }}
                  >
                    {record.thumbnail_url ? (
                      <img src={record.thumbnail_url} alt="" />
                    ) : (
                      <span className="media-tab__type">{label}</span>
                    )}
                  </button>
                ) : (
                  <Link
                    to="/feed/$login/$postId"
                    params={{ login, postId: record.post_id }}
                    className="media-tab__tile media-tab__tile--locked"
                    aria-label={`Locked ${label.toLowerCase()}: view the post`}
                  >
                    <LockIcon />
                    <span className="media-tab__type">{label}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className="button button--block"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load More
        </button>
      ) : null}
      <MediaLightbox
        items={items}
        index={open}
        onIndex={setOpen}
        onClose={() => {
          setOpen(null);
        }}
      />
    </div>
  );
}
