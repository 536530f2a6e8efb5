import { BulkActionResult, type CustomerFiltersInput } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '../lib/write-effects';
import { unblockCustomers } from './unblock-customers';

export interface Selection {
  readonly ids?: readonly string[];
  readonly filters?: CustomerFiltersInput;
}

/** POST /client_api/customers/blockings: block (ends their subscriptions). */
async function blockCustomers(selection: Selection): Promise<BulkActionResult> {
  return BulkActionResult.parse(
    await api<unknown>('/client_api/customers/blockings', {
      method: 'POST',
      body: selection,
    }),
  );
}

export function useBlockCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, selection }: { block: boolean; selection: Selection }) =>
      block ? blockCustomers(selection) : unblockCustomers(selection),
    onSuccess: () => refreshAfterWrite(queryClient, { kind: 'blocking' }),
  });
}
