import { relationshipStreamId } from '@flirtwire/contracts';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import Database from 'better-sqlite3';
import type { SiteDollarsResponse, SubscribeResult } from '@flirtwire/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../platform/scheduling/scheduler.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { relationshipDecider } from '../relationships/relationship.decider.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { FLAGS_WITHOUT_PACKAGES_LIST } from './money-flags.js';
import { addCard, completeFlirtSetup, type SignedInUser, signUp } from './identity.js';
import type { TestApp } from './test-app.js';

/** Flags for an app where the plain subscription price is on sale (packages flag off). */
export const FLAGS_WITHOUT_PACKAGES = FLAGS_WITHOUT_PACKAGES_LIST;

/** A Flirt through the whole setup wizard (role advisor), signed in through the API. */
export async function makeFlirt(t: TestApp, admin: SignedInUser): Promise<SignedInUser> {
  const flirt = await signUp(t, { flirtSignup: true });
  await completeFlirtSetup(t, flirt, admin);
  return flirt;
}

/** A customer with a card on file (the sandbox's approving card unless another is given). */
export async function makeCustomer(t: TestApp, card?: string): Promise<SignedInUser> {
  const customer = await signUp(t);
  await addCard(t, customer, card);
  return customer;
}

export async function setPrice(
  t: TestApp,
  flirt: SignedInUser,
  rate: string,
  confirm = false,
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: '/client_api/subscriptions/offerings',
    headers: flirt.headers,
    payload: { rate, confirm_increase: confirm },
  });
}

export async function subscribe(
  t: TestApp,
  customer: SignedInUser,
  flirtId: string,
  query = '',
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: `/client_api/subscriptions/${flirtId}${query}`,
    headers: customer.headers,
  });
}

export function result(response: LightMyRequestResponse): SubscribeResult {
  expect(response.statusCode).toBe(200);
  return response.json<SubscribeResult>();
}

/** Appends a block through the shared relationship decider, as My Customers would. */
export async function block(
  t: TestApp,
  creatorId: string,
  customerId: string,
  by: 'creator' | 'customer' = 'creator',
  type: 'Block' | 'Unblock' = 'Block',
): Promise<number> {
  const outcome = await t.app.get(CommandProcessor).handle(
    relationshipStreamId(creatorId, customerId),
    relationshipDecider,
    { type, creatorId, customerId, by },
    {
      correlationId: 'test-block',
      causationId: 'test-block',
      actor: { id: creatorId, role: 'advisor' },
      now: new Date(),
    },
  );
  return outcome.position;
}

/** Waits for every projection to reach the head, then runs one scheduled job as of `now`. */
export async function runJob(t: TestApp, name: string, now: Date): Promise<void> {
  await caughtUp(t);
  await t.app.get(Scheduler).runJob(name, now);
  await caughtUp(t);
}

/** Waits for the named reactors to react to the whole log, and the projections to follow. */
export async function reacted(t: TestApp, ...reactors: string[]): Promise<void> {
  expect(await t.app.get(ProjectionHost).settled(reactors, 10_000)).toBe(true);
}

/**
 * Hands the last event of `type` to the named reactor's handler once more, as a restart before
 * its checkpoint moved would (its commands must change nothing the second time).
 */
export async function reactAgain(t: TestApp, reactor: string, type: string): Promise<void> {
  const registered = t.app.get(ProjectionHost).reactors.find((r) => r.name === reactor);
  const events = await t.app
    .get<EventStore>(EVENT_STORE)
    .readAll({ filter: { eventTypes: [type] }, maxCount: 100_000 });
  const last = events.at(-1);
  if (!registered || !last) throw new Error(`no ${reactor} reactor or no ${type} event`);
  await registered.handle(last);
  await reacted(t, reactor);
}

export async function caughtUp(t: TestApp): Promise<void> {
  const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
  expect(await t.app.get(ProjectionHost).waitFor(null, head, 10_000)).toBe(true);
}

/** The event types of a stream, in order. */
export async function streamTypes(t: TestApp, streamId: string): Promise<string[]> {
  return (await t.app.get<EventStore>(EVENT_STORE).readStream(streamId)).map((event) => event.type);
}

/** The sandbox processor's own charge records (its SQLite file), as an auditor would read them. */
export function sandboxCharges(
  t: TestApp,
): { idempotencyKey: string; chargeId: string; amountCents: number; status: string }[] {
  const db = new Database(join(t.dataDir, 'sandbox-gateway.db'), { readonly: true });
  try {
    return db
      .prepare<
        [],
        { idempotencyKey: string; chargeId: string; amountCents: number; result: string }
      >(
        'SELECT idempotency_key AS idempotencyKey, charge_id AS chargeId, amount_cents AS amountCents, result FROM charges',
      )
      .all()
      .map(({ result: text, ...row }) => ({
        ...row,
        status: (JSON.parse(text) as { status: string }).status,
      }));
  } finally {
    db.close();
  }
}

/** The customer's site-dollar balance and movements, once the read side caught up. */
export async function siteDollarsOf(t: TestApp, who: SignedInUser): Promise<SiteDollarsResponse> {
  await caughtUp(t);
  const response = await t.inject({
    method: 'GET',
    url: '/client_api/site_dollars',
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SiteDollarsResponse>();
}

/**
 * A tip (bonus) of `amountText` from `customer` to `creatorId` through POST /client_api/bonuses,
 * answered 201: its position and tip id.
 */
export async function sendBonus(
  t: TestApp,
  customer: SignedInUser,
  creatorId: string,
  amountText: string,
): Promise<{ position: number; tipId: string }> {
  const response = await t.inject({
    method: 'POST',
    url: '/client_api/bonuses',
    headers: customer.headers,
    payload: { amount_text: amountText, advisor_id: creatorId, bonus_message: 'hi' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ position: number; tipId: string }>();
}
