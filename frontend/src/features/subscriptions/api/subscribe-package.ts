import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** POST /client_api/package_subscriptions: buy a package (monthly), once per intent key. */
export async function subscribePackage(packageId: string, key: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>('/client_api/package_subscriptions', {
      method: 'POST',
      body: { package_id: packageId },
      headers: idempotencyHeaders(key),
    }),
  );
}
