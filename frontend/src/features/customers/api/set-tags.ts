import { BulkActionResult, type CustomerFiltersInput } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '../lib/write-effects';

/**
 * POST /client_api/customers/tags: creates the tags that are new and adds them all to the
 * customers (no customers: only creates them).
 */
async function setTags(body: {
  tags: readonly string[];
  seekerIds?: readonly string[];
  filters?: CustomerFiltersInput;
}): Promise<BulkActionResult> {
  return BulkActionResult.parse(
    await api<unknown>('/client_api/customers/tags', { method: 'POST', body }),
  );
}

export function useSetTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTags,
    onSuccess: () => refreshAfterWrite(queryClient, { kind: 'tags-changed' }),
  });
}
