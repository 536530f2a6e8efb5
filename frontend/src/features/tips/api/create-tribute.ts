import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** POST .../monetary_tributes: a monthly tribute, charged now and every month. */
export async function createTribute(
  body: {
    advisor_id: string;
    rate: string;
    message: string;
  },
  key: string,
): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>('/client_api/recurring_tributes/monetary_tributes', {
      method: 'POST',
      body,
      headers: idempotencyHeaders(key),
    }),
  );
}
