import type { BulkActionResult, CustomerFiltersInput } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCustomers } from './refresh';

export interface Selection {
  readonly ids?: readonly string[];
  readonly filters?: CustomerFiltersInput;
}

/** POST /client_api/customers/blockings: block (ends their subscriptions). */
export function blockCustomers(selection: Selection): Promise<BulkActionResult> {
  return api<BulkActionResult>('/client_api/customers/blockings', {
    method: 'POST',
    body: selection,
  });
}

/** POST /client_api/customers/blockings/unblock */
export function unblockCustomers(selection: Selection): Promise<BulkActionResult> {
  return api<BulkActionResult>('/client_api/customers/blockings/unblock', {
    method: 'POST',
    body: selection,
  });
}

export function useBlockCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, selection }: { block: boolean; selection: Selection }) =>
      block ? blockCustomers(selection) : unblockCustomers(selection),
    onSuccess: () => refreshCustomers(queryClient),
  });
}
