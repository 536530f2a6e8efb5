import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/**
 * POST /client_api/subscriptions/{advisorId}?offering_id=: subscribe to a Flirt's feed (spec 000
 * §7). Sent with its intent's Idempotency-Key (`key`, from useMoneyCommand): a double click or a
 * retry pays once.
 */
export async function subscribe(
  advisorId: string,
  offeringId: string | undefined,
  key: string,
): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`/client_api/subscriptions/${encodeURIComponent(advisorId)}`, {
      method: 'POST',
      headers: idempotencyHeaders(key),
      ...(offeringId ? { query: { offering_id: offeringId } } : {}),
    }),
  );
}
