import { type BulkActionResult, type CustomerFiltersInput } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';
import { refreshCustomers } from './refresh';

/**
 * POST /client_api/customers/tags: creates the tags that are new and adds them all to the
 * customers (no customers: only creates them).
 */
export function setTags(body: {
  tags: readonly string[];
  seekerIds?: readonly string[];
  filters?: CustomerFiltersInput;
}): Promise<BulkActionResult> {
  return api<BulkActionResult>('/client_api/customers/tags', { method: 'POST', body });
}

/** POST /client_api/customers/tags/remove: takes tags off customers. */
export function removeTags(body: {
  tags: readonly string[];
  seekerIds?: readonly string[];
}): Promise<BulkActionResult> {
  return api<BulkActionResult>('/client_api/customers/tags/remove', { method: 'POST', body });
}

/** POST /client_api/customers/tags/rename: rename a user tag on every customer. */
export function renameTag(body: { name: string; newName: string }): Promise<unknown> {
  return api('/client_api/customers/tags/rename', { method: 'POST', body });
}

/** DELETE /client_api/customers/tags?name=: removes it from every customer and deletes it. */
export function deleteTag(name: string): Promise<unknown> {
  return api('/client_api/customers/tags', { method: 'DELETE', query: { name } });
}

export function useSetTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTags,
    onSuccess: () => refreshCustomers(queryClient),
  });
}

export function useRemoveTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTags,
    onSuccess: () => refreshCustomers(queryClient),
  });
}

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTag,
    meta: { silent: true },
    onSuccess: () => refreshCustomers(queryClient),
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: async () => {
      await refreshCustomers(queryClient);
      await queryClient.invalidateQueries({ queryKey: customerKeys.tags() });
    },
  });
}
