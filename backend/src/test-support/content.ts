import { subscriptionStreamId, offeringStreamId } from '@flirtwire/contracts';
import { expect } from '@jest/globals';
import type { GoodyBagCommandResult, PackagePerks } from '@flirtwire/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { ONBOARDING_REACTOR } from '../content/onboarding/onboarding.process.js';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { idFromKey } from '../shared/domain/ids.js';
import { testMetadata } from './events.js';
import { addCard, completeFlirtSetup, type SignedInUser, signUp } from './identity.js';
import type { TestApp } from './test-app.js';

/** Waits until every projection has applied everything appended so far. */
export async function settle(t: TestApp): Promise<void> {
  const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
  const host = t.app.get(ProjectionHost);
  expect(await host.waitFor(null, head, 10_000)).toBe(true);
  // The reactors too (the search index among them): what a reader reads without `?after=`.
  const reactors = host.reactors.map((reactor) => reactor.name);
  if (reactors.length > 0) expect(await host.waitFor(reactors, head, 10_000)).toBe(true);
}

/** Appends events as another module (money flows) would, for facts the content module reads. */
export async function appendAs(
  t: TestApp,
  streamId: string,
  events: readonly { type: string; data: unknown }[],
  occurredAt = new Date().toISOString(),
): Promise<number> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const result = await store.appendToStream(
    streamId,
    events.map((event) => ({
      id: uuidv7(),
      type: event.type,
      data: event.data,
      occurredAt,
      metadata: testMetadata({ actor: { id: 'money-flows', role: 'system' } }),
    })),
  );
  return result.position;
}

const PERIOD = {
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2099-01-01T00:00:00.000Z',
};

export const packagePerks = (feedAccess: boolean): PackagePerks => ({
  feedAccess,
  freeMinutes: false,
  callsPerSessionAmount: 3,
  callsLimitByPeriod: true,
  callsPerPeriodAmount: 10,
  freeVolleys: false,
  volleysPerPeriodAmount: 20,
});

export type TestPlan = 'feed' | 'package-with-feed' | 'package-without-feed' | 'tribute';

/**
 * Subscribes a customer to a Flirt the way the money flows will: `Subscribed` then a successful
 * charge in `subscription-<id>` (until that branch merges, these events are the contract).
 * Returns the subscription id.
 */
export async function subscribe(
  t: TestApp,
  customerId: string,
  creatorId: string,
  plan: TestPlan = 'feed',
  occurredAt = new Date().toISOString(),
): Promise<string> {
  const subscriptionId = idFromKey('test-subscription', customerId, creatorId, plan);
  const who = { subscriptionId, customerId, creatorId };
  const planData =
    plan === 'feed'
      ? { kind: 'feed', offeringId: idFromKey('offering', creatorId) }
      : plan === 'tribute'
        ? { kind: 'tribute', message: '', fromChat: false, parentTributeId: null }
        : {
            kind: 'package',
            packageId: idFromKey('package', creatorId),
            perks: packagePerks(plan === 'package-with-feed'),
          };
  await appendAs(
    t,
    subscriptionStreamId(subscriptionId),
    [
      {
        type: 'Subscribed',
        data: { ...who, plan: planData, rateCents: 1499, cardId: uuidv7(), ...PERIOD },
      },
      {
        type: 'SubscriptionCharged',
        data: {
          ...who,
          kind: plan === 'feed' ? 'feed' : plan === 'tribute' ? 'tribute' : 'package',
          chargeId: uuidv7(),
          amountCents: 1499,
          platformFeeCents: 450,
          renewal: false,
          gatewayReference: 'test',
          ...PERIOD,
        },
      },
    ],
    occurredAt,
  );
  return subscriptionId;
}

export async function endSubscription(
  t: TestApp,
  subscriptionId: string,
  customerId: string,
  creatorId: string,
): Promise<void> {
  await appendAs(t, subscriptionStreamId(subscriptionId), [
    {
      type: 'SubscriptionCancelled',
      data: {
        subscriptionId,
        customerId,
        creatorId,
        reason: 'customer',
        endedAt: new Date().toISOString(),
      },
    },
  ]);
}

/** A Flirt through the setup wizard (role advisor), with a card on file. */
export async function newFlirt(t: TestApp, admin: SignedInUser): Promise<SignedInUser> {
  const flirt = await signUp(t, { flirtSignup: true });
  await completeFlirtSetup(t, flirt, admin);
  return flirt;
}

/** A customer with a card on file. */
export async function newCustomer(t: TestApp, withCard = true): Promise<SignedInUser> {
  const customer = await signUp(t);
  if (withCard) await addCard(t, customer);
  return customer;
}

export function post(
  t: TestApp,
  who: SignedInUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A Flirt's first two onboarding steps: the legal terms accepted and a price set ($14.99). */
export async function acceptTermsAndSetPrice(t: TestApp, flirt: SignedInUser): Promise<void> {
  const accepted = await post(t, flirt, 'POST', '/client_api/legal_liability_acceptance');
  expect(accepted.statusCode).toBe(200);
  await appendAs(t, offeringStreamId(flirt.userId), [
    {
      type: 'SubscriptionPriceSet',
      data: {
        creatorId: flirt.userId,
        offeringId: idFromKey('offering', flirt.userId),
        rateCents: 1499,
        previousRateCents: null,
      },
    },
  ]);
}

/** Onboards a Flirt: legal terms, a price (SubscriptionPriceSet), a first published post. */
export async function onboard(t: TestApp, flirt: SignedInUser): Promise<void> {
  await acceptTermsAndSetPrice(t, flirt);
  await settle(t);
  expect(await t.app.get(ProjectionHost).settled([ONBOARDING_REACTOR.name], 10_000)).toBe(true);
  const first = await post(t, flirt, 'POST', '/feeds/posts', {
    post_type: 'welcome_kit',
    body: 'Welcome!',
  });
  expect(first.statusCode).toBe(201);
  await settle(t);
  expect(await t.app.get(ProjectionHost).settled([ONBOARDING_REACTOR.name], 10_000)).toBe(true);
  const user = await post(t, flirt, 'GET', '/client_api/user');
  expect(user.json()).toMatchObject({ onboarding_step: 'complete', onboarding_complete: true });
}

export async function follow(t: TestApp, customer: SignedInUser, creatorId: string): Promise<void> {
  const response = await post(t, customer, 'POST', '/feeds/follows', { advisor_id: creatorId });
  expect(response.statusCode).toBe(201);
}

/** A small JPEG (or PNG) made on the spot. */
export function image(width = 640, height = 480, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } },
  });
  return format === 'jpeg' ? base.jpeg().toBuffer() : base.png().toBuffer();
}

/** A multipart/form-data body, as a browser builds it. */
function multipart(
  fields: Record<string, string>,
  file: { name: string; data: Buffer; type?: string } | null,
): { payload: Buffer; contentType: string } {
  const boundary = `----flirtwire${uuidv7()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file to the file manager; returns the response. */
export function upload(
  t: TestApp,
  who: SignedInUser,
  file: { name: string; data: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, file);
  return t.inject({
    method: 'POST',
    url: '/fm/client_api/uploads',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads an image and returns its file id. */
export async function uploadImage(
  t: TestApp,
  who: SignedInUser,
  fields: Record<string, string> = {},
): Promise<string> {
  const response = await upload(t, who, { name: 'photo.jpg', data: await image() }, fields);
  expect(response.statusCode).toBe(201);
  return response.json<{ item: { fm_item_id: string } }>().item.fm_item_id;
}

/** A published goody bag of one uploaded photo ('Beach day', $12.99); returns its id. */
export async function publishGoodyBag(t: TestApp, flirt: SignedInUser): Promise<string> {
  const photos = [await uploadImage(t, flirt)];
  const composed = await t.inject({
    method: 'POST',
    url: '/client_api/goody_bags',
    headers: flirt.headers,
    payload: {
      title: 'Beach day',
      price: '12.99',
      media_ids: photos,
      content_rating: 'tame',
      dominance_tags: ['woman_neutral'],
      publish: true,
    },
  });
  expect(composed.statusCode).toBe(201);
  return composed.json<GoodyBagCommandResult>().goody_bag_id;
}
