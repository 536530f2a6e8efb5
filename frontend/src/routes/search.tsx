import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { SEARCH_MIN_LENGTH, useRealtimeSearch } from '@/features/search/api/get-realtime-search';

export const Route = createFileRoute('/search')({
  validateSearch: z.object({ text: z.string().max(100).catch('') }),
  component: SearchPage,
});

function SearchPage() {
  const { text } = Route.useSearch();
  const trimmed = text.trim();
  const results = useRealtimeSearch(trimmed);
  return (
    <section className="page page--narrow">
      <h1>Search</h1>
      {trimmed.length < SEARCH_MIN_LENGTH ? (
        <p className="form-error" role="alert">
          Please enter at least 3 characters
        </p>
      ) : results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.length === 0 ? (
        <EmptyState title="No results found">
          We can&apos;t find any results based on your search. Try adjusting or resetting your
          filters to display better results.
        </EmptyState>
      ) : (
        <ul className="list">
          {results.data.map((hit) => (
            <li key={hit.login}>
              <a href={hit.url ?? `/${hit.login}`}>{hit.login}</a>
              {hit.title ? <span className="muted"> · {hit.title}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
