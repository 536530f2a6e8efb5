import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** POST /client_api/subscriptions/{advisorId}/approve: accept a feed's new price. */
export async function approvePriceChange(advisorId: string, key: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`/client_api/subscriptions/${encodeURIComponent(advisorId)}/approve`, {
      method: 'POST',
      body: {},
      headers: idempotencyHeaders(key),
    }),
  );
}
