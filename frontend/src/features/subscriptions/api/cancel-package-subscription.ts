import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** DELETE /client_api/package_subscriptions/{id}: a package ends with its paid period. */
export async function cancelPackageSubscription(id: string, key: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`/client_api/package_subscriptions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: idempotencyHeaders(key),
    }),
  );
}
