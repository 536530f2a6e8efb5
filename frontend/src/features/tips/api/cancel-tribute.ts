import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** DELETE .../monetary_tributes/{id}: stops at the end of the paid month. */
export async function cancelTribute(id: string, key: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(
      `/client_api/recurring_tributes/monetary_tributes/${encodeURIComponent(id)}`,
      {
        method: 'DELETE',
        headers: idempotencyHeaders(key),
      },
    ),
  );
}
