import { expect } from '@jest/globals';
import type { ManualClock } from './clock.js';
import { addVerifiedPhone, type SignedInUser } from './identity.js';
import { caughtUp, makeCustomer } from './money.js';
import type { TestApp } from './test-app.js';

/** An accepted phone listing at `priceCents` a minute, its Flirt available for calls. */
export async function phoneListing(
  t: TestApp,
  owner: SignedInUser,
  admin: SignedInUser,
  priceCents: number,
): Promise<string> {
  const post = (who: SignedInUser, url: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url, headers: who.headers, payload });
  const created = await post(owner, '/client_api/listings', {
    type: 1,
    title: 'Late night talks',
    description: '<p>Call me tonight</p>',
    categoryId: 501,
    priceCents,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ listingId: string }>().listingId;
  const accepted = await post(admin, `/client_api/moderation/listings/${id}/decision`, {
    decision: 'accept',
  });
  expect(accepted.statusCode).toBeLessThan(300);
  const available = await t.inject({
    method: 'PATCH',
    url: '/client_api/availabilities',
    headers: owner.headers,
    payload: { available_for_calls: true },
  });
  expect(available.statusCode).toBeLessThan(300);
  await caughtUp(t);
  return id;
}

/** A customer who can call: a card on file and a verified phone. */
export async function makeCaller(t: TestApp): Promise<SignedInUser> {
  const person = await makeCustomer(t);
  await addVerifiedPhone(t, person);
  return person;
}

/**
 * Spends the caller's first-call offer (docs/adr/0118: a customer's first call has its first
 * minutes free) on a short call to `listingId`, so the calls a test bills next are charged in
 * full. With a manual clock the call lasts 30 s; with the real one, the few milliseconds between
 * the connect and the end (a started minute either way).
 */
export async function spendFirstCallOffer(
  t: TestApp,
  caller: SignedInUser,
  listingId: string,
  clock?: ManualClock,
): Promise<void> {
  const post = (url: string, payload?: Record<string, unknown>) =>
    t.inject({ method: 'POST', url, headers: caller.headers, ...(payload ? { payload } : {}) });
  const started = await post(`/client_api/listings/${listingId}/calls`);
  expect(started.statusCode).toBe(201);
  const { token } = started.json<{ token: string }>();
  expect((await post(`/sandbox-telephony/calls/${token}`, { action: 'connect' })).statusCode).toBe(
    200,
  );
  clock?.advance(30_000);
  const ended = await post(`/sandbox-telephony/calls/${token}`, { action: 'end' });
  expect(ended.statusCode).toBe(200);
  const { position } = ended.json<{ position: number }>();
  const view = await t.inject({
    method: 'GET',
    url: `/client_api/listings/${listingId}/calls/${token}?after=${String(position)}`,
    headers: caller.headers,
  });
  expect(view.json()).toMatchObject({
    state: 'ended',
    minutes: 1,
    free_minutes: 1,
    amount_cents: 0,
  });
}
