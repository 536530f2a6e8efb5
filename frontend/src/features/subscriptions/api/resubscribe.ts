import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** POST /client_api/subscriptions/{advisorId}/resubscribe: renew a feed subscription now. */
export async function resubscribe(advisorId: string, key: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`/client_api/subscriptions/${encodeURIComponent(advisorId)}/resubscribe`, {
      method: 'POST',
      headers: idempotencyHeaders(key),
    }),
  );
}
