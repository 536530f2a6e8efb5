import type { SavedSearchEntry } from '@flirtwire/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { showSnackbar } from '@/lib/snackbar-store';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';

export interface SavedSearchesPageProps {
  /** Applies the search and opens the grid (with Advanced Search open when editing). */
  readonly onOpen: (entry: SavedSearchEntry, edit: boolean) => void;
}

function SearchRow({
  entry,
  onOpen,
  onDelete,
}: {
  readonly entry: SavedSearchEntry;
  readonly onOpen: SavedSearchesPageProps['onOpen'];
  readonly onDelete?: (entry: SavedSearchEntry) => void;
}) {
  const update = useUpdateSavedSearch();
  return (
    <li className="manage__row">
      <button
        type="button"
        className="link-button manage__name"
        onClick={() => {
          onOpen(entry, false);
        }}
      >
        {entry.name}
      </button>
      <label className="switch" title="Suggest this search while typing in the customer search box">
        <input
          type="checkbox"
          checked={!entry.do_not_auto_suggest}
          onChange={(event) => {
            update.mutate({ id: entry.id, doNotAutoSuggest: !event.target.checked });
          }}
        />
        <span>Auto-suggest</span>
      </label>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onOpen(entry, true);
        }}
        aria-label={`Edit ${entry.name}`}
      >
        Edit
      </button>
      {onDelete ? (
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => {
            onDelete(entry);
          }}
          aria-label={`Delete ${entry.name}`}
        >
          Delete
        </button>
      ) : null}
    </li>
  );
}

/** Manage Searches (spec 002): 'Your Searches' and 'System Searches'. */
export function SavedSearchesPage({ onOpen }: SavedSearchesPageProps) {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearchEntry | null>(null);
  if (searches.isPending) return <Loading />;
  if (searches.isError)
    return <ErrorState error={searches.error} onRetry={() => void searches.refetch()} />;
  const all = searches.data.saved_searches;
  const mine = all.filter((entry) => entry.type === 'user_saved_search');
  const system = all.filter((entry) => entry.type === 'system_saved_search');
  return (
    <div className="manage">
      <section className="manage__panel" aria-labelledby="your-searches">
        <div className="manage__header">
          <h2 id="your-searches">Your Searches</h2>
        </div>
        {mine.length === 0 ? (
          <EmptyState title="You have no saved searches yet.">
            <p>
              Open <strong>Filters</strong> (Advanced Search) on the Search tab, choose what you
              want, tick <strong>Save this search</strong>, give it a name and search. It will be
              listed here and suggested as you type.
            </p>
          </EmptyState>
        ) : (
          <ul className="list">
            {mine.map((entry) => (
              <SearchRow key={entry.id} entry={entry} onOpen={onOpen} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </section>
      <section className="manage__panel" aria-labelledby="system-searches">
        <div className="manage__header">
          <h2 id="system-searches">System Searches</h2>
        </div>
        {system.length === 0 ? (
          <EmptyState title="No system searches." />
        ) : (
          <ul className="list">
            {system.map((entry) => (
              <SearchRow key={entry.id} entry={entry} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm delete search"
        message={<p>Really delete this search?</p>}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSnackbar('The search was deleted.', 'success');
              setDeleting(null);
            },
          });
        }}
      />
    </div>
  );
}
