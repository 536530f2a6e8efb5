import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** DELETE /client_api/subscriptions/{advisorId}: a feed subscription ends with its paid period. */
export async function unsubscribe(advisorId: string, key: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`/client_api/subscriptions/${encodeURIComponent(advisorId)}`, {
      method: 'DELETE',
      headers: idempotencyHeaders(key),
    }),
  );
}
