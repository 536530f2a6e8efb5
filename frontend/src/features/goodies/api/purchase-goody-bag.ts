import { GoodyBagPurchaseResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/**
 * POST /client_api/goody_bags/{id}/purchase: charged to the default card, once per buyer; sent
 * with the buy dialog's key (see useIntentKey).
 */
export async function purchaseGoodyBag(id: string, key: string): Promise<GoodyBagPurchaseResult> {
  return GoodyBagPurchaseResult.parse(
    await api<unknown>(`/client_api/goody_bags/${encodeURIComponent(id)}/purchase`, {
      method: 'POST',
      headers: idempotencyHeaders(key),
    }),
  );
}
