import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { DEMO_SIGN_INS } from '../seed/identity.seed.js';
import { post } from '../test-support/content.js';
import { seededCopy } from '../test-support/seeded.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const PAGE = 1_000;

async function allEvents(store: EventStore): Promise<EventEnvelope[]> {
  const events: EventEnvelope[] = [];
  let from = 0;
  for (;;) {
    const page = await store.readAll({ fromPosition: from, maxCount: PAGE });
    const last = page.at(-1);
    if (!last) return events;
    events.push(...page);
    from = last.position;
  }
}

/**
 * The demo marketplace on the `ci` population (seconds to seed): seeded calls go through their
 * Flirt's phone listing, so the demo listing drawers show the calls' feedback.
 */
describe('seeded marketplace demo data', () => {
  let t: TestApp;
  let events: EventEnvelope[];

  beforeAll(async () => {
    const seeded = await seededCopy('ci');
    t = await startTestApp({ dataDir: seeded.dataDir });
    events = await allEvents(t.app.get<EventStore>(EVENT_STORE));
  }, 600_000);
  afterAll(async () => {
    await t.close();
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  it("gives every seeded call its Flirt's live phone listing", () => {
    const listings = new Map<string, { creatorId: string; type: number }>();
    for (const { type, data } of events) {
      if (type !== 'ListingCreated') continue;
      const {
        listingId,
        creatorId,
        type: listingType,
      } = data as {
        listingId: string;
        creatorId: string;
        type: number;
      };
      listings.set(listingId, { creatorId, type: listingType });
    }
    const calls = events
      .filter((event) => event.type === 'CallCompleted')
      .map((event) => event.data as { creatorId: string; listingId?: string });
    expect(calls.length).toBeGreaterThan(0);
    const astray = calls.filter((call) => {
      const listing = call.listingId === undefined ? undefined : listings.get(call.listingId);
      return listing?.creatorId !== call.creatorId || listing.type !== 1;
    });
    expect(astray).toEqual([]);
  });

  it("shows call feedback in the demo Flirt's phone listing drawer", async () => {
    const demo = events.find(
      (event) =>
        event.type === 'UserSignedUp' &&
        (event.data as { login?: string }).login === DEMO_SIGN_INS.flirt.login,
    );
    const demoId = (demo?.data as { userId?: string } | undefined)?.userId;
    expect(demoId).toBeDefined();
    const listingIds = new Set(
      events
        .filter((event) => event.type === 'CallCompleted')
        .map((event) => event.data as { creatorId: string; listingId?: string })
        .filter((call) => call.creatorId === demoId)
        .map((call) => call.listingId),
    );
    expect(listingIds.size).toBe(1);
    const [listingId] = [...listingIds];
    const answer = await post(
      t,
      null,
      'GET',
      `/client_api/listings/${String(listingId)}/feedbacks`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ totalCount: number }>().totalCount).toBeGreaterThan(0);
  });
});
