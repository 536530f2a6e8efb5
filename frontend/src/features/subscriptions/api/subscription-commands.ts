import {
  type SubscribeResult,
  SubscribeResultSchema,
  type SubscriptionView,
} from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/*
 * The recurring-payment commands (spec 000 §7), one per function. Each answers a SubscribeResult
 * (`charged`, `error` for a declined card); a feed subscription is addressed by its Flirt, a
 * package subscription by its id. Each takes its intent's Idempotency-Key (`key`, from
 * useMoneyCommand): a double click or a retry pays once.
 */

const parse = async (call: Promise<unknown>): Promise<SubscribeResult> =>
  SubscribeResultSchema.parse(await call);

type Target = Pick<SubscriptionView, 'id' | 'type' | 'advisor_id'>;

const feedPath = (advisorId: string) =>
  `/client_api/subscriptions/${encodeURIComponent(advisorId)}`;
const packagePath = (id: string) => `/client_api/package_subscriptions/${encodeURIComponent(id)}`;

/** POST /client_api/subscriptions/{advisorId}?offering_id= */
export function subscribe(
  advisorId: string,
  offeringId: string | undefined,
  key: string,
): Promise<SubscribeResult> {
  return parse(
    api<unknown>(feedPath(advisorId), {
      method: 'POST',
      headers: idempotencyHeaders(key),
      ...(offeringId ? { query: { offering_id: offeringId } } : {}),
    }),
  );
}

/** POST /client_api/package_subscriptions: buy a package (monthly). */
export function subscribePackage(packageId: string, key: string): Promise<SubscribeResult> {
  return parse(
    api<unknown>('/client_api/package_subscriptions', {
      method: 'POST',
      body: { package_id: packageId },
      headers: idempotencyHeaders(key),
    }),
  );
}

/** Renew: POST .../resubscribe (feed) or PUT package_subscriptions/{id} (package). */
export function resubscribe(target: Target, key: string): Promise<SubscribeResult> {
  const headers = idempotencyHeaders(key);
  return target.type === 'feed'
    ? parse(api<unknown>(`${feedPath(target.advisor_id)}/resubscribe`, { method: 'POST', headers }))
    : parse(
        api<unknown>(packagePath(target.id), {
          method: 'PUT',
          body: { action: 'renew' },
          headers,
        }),
      );
}

/** Unsubscribe at the end of the paid period: DELETE (feed, package). */
export function unsubscribe(target: Target, key: string): Promise<SubscribeResult> {
  const headers = idempotencyHeaders(key);
  return target.type === 'feed'
    ? parse(api<unknown>(feedPath(target.advisor_id), { method: 'DELETE', headers }))
    : parse(api<unknown>(packagePath(target.id), { method: 'DELETE', headers }));
}

/** Approve a new price: POST .../approve (feed) or PUT package_subscriptions/{id} (package). */
export function approvePriceChange(target: Target, key: string): Promise<SubscribeResult> {
  const headers = idempotencyHeaders(key);
  return target.type === 'feed'
    ? parse(
        api<unknown>(`${feedPath(target.advisor_id)}/approve`, {
          method: 'POST',
          body: {},
          headers,
        }),
      )
    : parse(
        api<unknown>(packagePath(target.id), {
          method: 'PUT',
          body: { action: 'approve' },
          headers,
        }),
      );
}
