import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** PUT /client_api/package_subscriptions/{id}: renew it now, or accept its new price. */
export async function updatePackageSubscription(
  id: string,
  action: 'renew' | 'approve',
  key: string,
): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`/client_api/package_subscriptions/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { action },
      headers: idempotencyHeaders(key),
    }),
  );
}
