import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { customerKeys } from '../api/keys';

/** A write of My Customers, named by what it changes. */
export type CustomersWrite =
  | { readonly kind: 'tags-changed' }
  | { readonly kind: 'tag-renamed-or-deleted' }
  | { readonly kind: 'blocking' }
  | { readonly kind: 'chat-sent' }
  | { readonly kind: 'note'; readonly login: string }
  | { readonly kind: 'saved-search' };

/**
 * The queries a write of this tab affects, and only those (the notice effect's twin for this
 * tab's own writes; the API client already makes these reads wait for the write). Tags on
 * customers change rows, details, the tag list (a new tag) and the tag segments; a renamed or
 * deleted tag also changes the saved searches that filter on it; a block changes rows, details
 * and the blocked segment; a chat message the rows' last contact and the history; a note that
 * customer's details and row; a saved search only the saved searches.
 */
export function customersWriteEffect(write: CustomersWrite): readonly QueryKey[] {
  switch (write.kind) {
    case 'tags-changed':
      return [
        customerKeys.search(),
        customerKeys.detailsAll(),
        customerKeys.tags(),
        customerKeys.segments(),
      ];
    case 'tag-renamed-or-deleted':
      return [
        customerKeys.search(),
        customerKeys.detailsAll(),
        customerKeys.tags(),
        customerKeys.segments(),
        customerKeys.savedSearches(),
      ];
    case 'blocking':
      return [customerKeys.search(), customerKeys.detailsAll(), customerKeys.segments()];
    case 'chat-sent':
      return [customerKeys.search(), customerKeys.detailsAll()];
    case 'note':
      return [customerKeys.search(), customerKeys.details(write.login)];
    case 'saved-search':
      return [customerKeys.savedSearches()];
    default: {
      const unhandled: never = write;
      return unhandled;
    }
  }
}

/** Refreshes what a write affects (see customersWriteEffect). */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  write: CustomersWrite,
): Promise<void> {
  await Promise.all(
    customersWriteEffect(write).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
