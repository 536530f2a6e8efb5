import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CUSTOMER_MESSAGES,
  type CustomerSearchResponse,
  type ProvenanceResponse,
  type SegmentsResponse,
  type TagsResponse,
} from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ManualClock } from '../../test-support/clock.js';
import { tip } from '../../test-support/customers.js';
import { type TestSignIn, TestSessions } from '../../test-support/sessions.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const DAY = 86_400_000;

/**
 * My Customers as of a day (issue 35, docs/adr/0120): the grid a replay of the Flirt's events up
 * to the end of that day gives, in their time zone (New York, the default), is the grid the
 * Flirt saw at the end of that day; later events are absent; bad days are refused.
 */
describe('My Customers as of a past day', () => {
  // Noon in New York on 2 March.
  const clock = new ManualClock('2026-03-02T17:00:00.000Z');
  let t: TestApp;
  let store: EventStore;
  let flirt: TestSignIn;
  let auditor: TestSignIn;
  const ann = uuidv7();
  const bob = uuidv7();
  const cara = uuidv7();
  const FIRST_DAY = '2026-03-02';
  /** What the live grid showed in the last minute of 2 March, New York time. */
  const seen: Record<string, unknown> = {};
  const searches: Record<string, Record<string, unknown>> = {
    plain: {},
    sorted: { sort: [{ column: 'skr_90D_earnings', direction: 'desc' }] },
    highest: { filters: { value: ['Highest'] } },
    tagged: { filters: { hasTags: ['VIP'] } },
    recent: { filters: { contactedDaysAgo: { min: 0, max: 0 } } },
  };

  const after = async () => `after=${await store.headPosition()}`;
  const search = async (body: Record<string, unknown>) =>
    t.inject({
      method: 'POST',
      url: `/client_api/customers/search?${await after()}`,
      headers: flirt.headers,
      payload: body,
    });
  const get = async (path: string, who: TestSignIn = flirt) =>
    t.inject({ method: 'GET', url: path, headers: who.headers });
  const fieldsOf = (response: Awaited<ReturnType<typeof search>>) => {
    expect(response.statusCode).toBe(400);
    return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
  };

  beforeAll(async () => {
    t = await startTestApp({ clock });
    store = t.app.get(EVENT_STORE);
    const sessions = TestSessions.install(t);
    flirt = sessions.signIn(['customer', 'advisor']);
    auditor = sessions.signIn(['customer', 'auditor']);
    await t.app.get(Scheduler).tick();
    await tip(t, flirt.principal.userId, ann, 10_000, clock.now());
    await tip(t, flirt.principal.userId, bob, 3_000, clock.now());
    const tagged = await t.inject({
      method: 'POST',
      url: '/client_api/customers/tags',
      headers: flirt.headers,
      payload: { seekerIds: [ann], tags: ['VIP'] },
    });
    expect(tagged.statusCode).toBeLessThan(300);
    // 23:59 in New York: the last minute of 2 March there (already 3 March in UTC).
    clock.advance(11 * 3_600_000 + 59 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-03-03T04:59:00.000Z');
    await t.app.get(Scheduler).tick();
    for (const [name, body] of Object.entries(searches)) {
      const response = await search(body);
      expect(response.statusCode).toBe(200);
      seen[name] = response.json<CustomerSearchResponse>();
    }
    seen.tags = (await get(`/client_api/customers/tags?${await after()}`)).json<TagsResponse>();
    seen.segments = (
      await get(`/client_api/customers/segments?${await after()}`)
    ).json<SegmentsResponse>();
    // Two days later: Ann tips again, Cara arrives, Bob is tagged.
    clock.advance(2 * DAY);
    await t.app.get(Scheduler).tick();
    await tip(t, flirt.principal.userId, ann, 5_000, clock.now());
    await tip(t, flirt.principal.userId, cara, 2_000, clock.now());
    await t.inject({
      method: 'POST',
      url: '/client_api/customers/tags',
      headers: flirt.headers,
      payload: { seekerIds: [bob], tags: ['VIP', 'Later'] },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every search as the grid showed it at the end of that day', async () => {
    for (const [name, body] of Object.entries(searches)) {
      const response = await search({ ...body, as_of: FIRST_DAY });
      expect(response.statusCode).toBe(200);
      const answer = response.json<CustomerSearchResponse>();
      expect({ ...answer, as_of: null }).toEqual({ ...(seen[name] as object), as_of: null });
      expect(answer.as_of).toMatchObject({
        day: FIRST_DAY,
        until: '2026-03-03T05:00:00.000Z',
        timeZone: 'America/New_York',
      });
    }
  });

  it('leaves out what happened after that day, which the grid shows today', async () => {
    const past = (await search({ as_of: FIRST_DAY })).json<CustomerSearchResponse>();
    expect(past.customers.map((row) => row.seeker_id).sort()).toEqual([ann, bob].sort());
    expect(past.customers.find((row) => row.seeker_id === ann)).toMatchObject({
      skr_lt_earnings: 10_000,
      user_tags: ['VIP'],
    });
    const today = (await search({})).json<CustomerSearchResponse>();
    expect(today.total_row_count).toBe(3);
    expect(today.customers.find((row) => row.seeker_id === ann)).toMatchObject({
      skr_lt_earnings: 15_000,
    });
    expect(today.as_of).toBeNull();
  });

  it('gives the tags and their counts, and the tier cut-offs, as of that day', async () => {
    const tags = await get(`/client_api/customers/tags?as_of=${FIRST_DAY}`);
    expect(tags.statusCode).toBe(200);
    expect(tags.json<TagsResponse>()).toEqual(seen.tags);
    expect(tags.json<TagsResponse>().tags.map((tag) => tag.name)).not.toContain('Later');
    const segments = await get(`/client_api/customers/segments?as_of=${FIRST_DAY}`);
    expect(segments.statusCode).toBe(200);
    expect(segments.json<SegmentsResponse>()).toEqual(seen.segments);
  });

  it('refuses a day that is not a date, in the future or before the first event', async () => {
    expect(fieldsOf(await search({ as_of: '2026-02-30' }))).toEqual({
      as_of: CUSTOMER_MESSAGES.asOfFormat,
    });
    expect(fieldsOf(await search({ as_of: 'yesterday' }))).toEqual({
      as_of: CUSTOMER_MESSAGES.asOfFormat,
    });
    expect(fieldsOf(await search({ as_of: '2026-03-06' }))).toEqual({
      as_of: CUSTOMER_MESSAGES.asOfFuture,
    });
    expect(fieldsOf(await search({ as_of: '2026-03-01' }))).toEqual({
      as_of: CUSTOMER_MESSAGES.asOfBeforeFirst,
    });
    expect(fieldsOf(await get('/client_api/customers/tags?as_of=2026-13-01'))).toEqual({
      as_of: CUSTOMER_MESSAGES.asOfFormat,
    });
    expect(fieldsOf(await get('/client_api/customers/segments?as_of=2099-01-01'))).toEqual({
      as_of: CUSTOMER_MESSAGES.asOfFuture,
    });
  });

  it('is read-only: a search as of a past day cannot be saved', async () => {
    const response = await search({
      as_of: FIRST_DAY,
      filters: { saveThisSearch: true, nameForSavedSearch: 'Back then' },
    });
    expect(fieldsOf(response)).toEqual({ as_of: CUSTOMER_MESSAGES.asOfReadOnly });
    const saved = await get('/client_api/customers/saved_searches');
    expect(JSON.stringify(saved.json())).not.toContain('Back then');
  });

  it('traces an as-of figure to the events up to that day, whose replay gives it (auditor)', async () => {
    const id = `${flirt.principal.userId}:${ann}`;
    for (const field of ['lt', 'e90']) {
      const response = await get(
        `/audit/provenance?collection=customer_rows&id=${id}&field=${field}&as_of=${FIRST_DAY}`,
        auditor,
      );
      expect(response.statusCode).toBe(200);
      const trace = response.json<ProvenanceResponse>();
      expect(trace).toMatchObject({ displayed: 10_000, recomputed: 10_000, matches: true });
      expect(trace.events.length).toBeGreaterThan(0);
      for (const event of trace.events) {
        expect(event.occurredAt < '2026-03-03T05:00:00.000Z').toBe(true);
      }
    }
    const today = await get(
      `/audit/provenance?collection=customer_rows&id=${id}&field=lt`,
      auditor,
    );
    expect(today.json<ProvenanceResponse>()).toMatchObject({ displayed: 15_000, matches: true });
    const elsewhere = await get(
      `/audit/provenance?collection=tip_totals&id=x&field=totalCents&as_of=${FIRST_DAY}`,
      auditor,
    );
    expect(elsewhere.statusCode).toBe(400);
  });

  // Last: it adds a payment to the first day.
  it('takes in a payment reported late for that day, tier cut-offs included', async () => {
    const highest = async () =>
      (await search({ ...searches.highest, as_of: FIRST_DAY }))
        .json<CustomerSearchResponse>()
        .customers.map((row) => row.seeker_id);
    expect(await highest()).toEqual([ann]);
    // Reported now, made at 15:00 in New York on the first day: Bob becomes the top spender.
    await tip(t, flirt.principal.userId, bob, 50_000, new Date('2026-03-02T20:00:00.000Z'));
    expect(await highest()).toEqual([bob]);
  });
});
