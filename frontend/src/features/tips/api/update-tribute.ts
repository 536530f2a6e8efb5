import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/** PUT .../monetary_tributes/{id}: a new amount or message from the next renewal. */
export async function updateTribute(
  input: {
    id: string;
    rate: string;
    message: string;
  },
  key: string,
): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(
      `/client_api/recurring_tributes/monetary_tributes/${encodeURIComponent(input.id)}`,
      {
        method: 'PUT',
        body: { rate: input.rate, message: input.message },
        headers: idempotencyHeaders(key),
      },
    ),
  );
}
