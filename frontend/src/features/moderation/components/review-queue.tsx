import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Loading } from '@/components/states';

/**
 * One section of the moderation console: a heading, the queue's loading, error and empty
 * states, then one card per item waiting for review (posts, profile images, listings).
 */
export function ReviewQueue<Data, Item>({
  id,
  title,
  query,
  items,
  itemKey,
  emptyTitle,
  listClassName = 'moderation__posts',
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly query: UseQueryResult<Data>;
  readonly items: (data: Data) => readonly Item[];
  readonly itemKey: (item: Item) => string;
  readonly emptyTitle: string;
  readonly listClassName?: string;
  readonly children: (item: Item) => ReactNode;
}) {
  const list = query.data === undefined ? undefined : items(query.data);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {list?.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      <ul className={listClassName}>
        {list?.map((item) => (
          <li key={itemKey(item)}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}
