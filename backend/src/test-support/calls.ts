import { expect } from '@jest/globals';
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
