import { BulkActionResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import type { Selection } from './block-customers';

/** POST /client_api/customers/blockings/unblock */
export async function unblockCustomers(selection: Selection): Promise<BulkActionResult> {
  return BulkActionResult.parse(
    await api<unknown>('/client_api/customers/blockings/unblock', {
      method: 'POST',
      body: selection,
    }),
  );
}
