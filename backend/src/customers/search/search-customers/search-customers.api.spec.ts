import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CustomerRow,
  type CustomerSearchResponse,
  daysBetween,
  type PackagePerks,
  STALE_READ_HEADER,
  zonedDay,
  subscriptionStreamId,
  relationshipStreamId,
} from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_TIMEZONE } from '../../../identity/current-user/current-user.http.js';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../../../platform/scheduling/scheduler.js';
import { appendEvents, search, signUpFlirt, tip } from '../../../test-support/customers.js';
import { type SignedInUser, signUp } from '../../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

const DAY = 86_400_000;
/** Days since a moment, in the Flirt's time zone (the product default: they set none). */
const daysAgo = (at: Date) =>
  daysBetween(zonedDay(at, DEFAULT_TIMEZONE), zonedDay(new Date(), DEFAULT_TIMEZONE));
const perks: PackagePerks = {
  feedAccess: true,
  freeMinutes: true,
  callsPerSessionAmount: 3,
  callsLimitByPeriod: true,
  callsPerPeriodAmount: 10,
  freeVolleys: false,
  volleysPerPeriodAmount: 20,
};

describe('POST /client_api/customers/search', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let people: Record<'ann' | 'bob' | 'cat' | 'dan' | 'eve', SignedInUser>;
  let packageId: string;
  let last = 0;
  const ago = (days: number, minutes = 0) => new Date(Date.now() - days * DAY - minutes * 60_000);
  const names = (response: CustomerSearchResponse) =>
    response.customers.map((row) => row.seeker_name);
  const find = async (filters: Record<string, unknown>, sort?: unknown) =>
    names(await search(t, flirt, { filters, ...(sort ? { sort } : {}) } as never, last)).sort();
  const nameOf = (who: keyof typeof people) => people[who].login;

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await signUpFlirt(t);
    people = {
      ann: await signUp(t),
      bob: await signUp(t),
      cat: await signUp(t),
      dan: await signUp(t),
      eve: await signUp(t),
    };
    const f = flirt.userId;
    // ann: pays every couple of months, most of all lately (Active, Highest).
    await tip(t, f, people.ann.userId, 5_000, ago(60));
    last = await tip(t, f, people.ann.userId, 10_000, ago(0, 5));
    // bob: subscribed to a package this week (New, Subscribers).
    packageId = uuidv7();
    const subscriptionId = uuidv7();
    const who = { subscriptionId, customerId: people.bob.userId, creatorId: f };
    const period = {
      periodStart: ago(0, 10).toISOString(),
      periodEnd: new Date(Date.now() + 30 * DAY).toISOString(),
    };
    last = await appendEvents(t, subscriptionStreamId(subscriptionId), [
      {
        type: 'Subscribed',
        occurredAt: ago(0, 10).toISOString(),
        data: {
          ...who,
          plan: { kind: 'package', packageId, perks },
          rateCents: 1_499,
          cardId: uuidv7(),
          ...period,
        },
      },
      {
        type: 'SubscriptionCharged',
        occurredAt: ago(0, 10).toISOString(),
        data: {
          ...who,
          kind: 'package',
          chargeId: uuidv7(),
          amountCents: 1_499,
          platformFeeCents: 450,
          renewal: false,
          gatewayReference: 'sandbox',
          ...period,
        },
      },
      {
        type: 'PerkUsed',
        occurredAt: ago(0, 9).toISOString(),
        data: {
          ...who,
          packageId,
          perk: 'call',
          quantity: 2,
          periodStart: period.periodStart,
          usageId: 'u1',
        },
      },
    ]);
    // cat: follows, never paid (Free Followers, No spend).
    last = await appendEvents(t, relationshipStreamId(f, people.cat.userId), [
      {
        type: 'Followed',
        occurredAt: ago(0, 20).toISOString(),
        data: { creatorId: f, customerId: people.cat.userId },
      },
    ]);
    // dan: paid once, 200 days ago (1-day Only).
    last = await tip(t, f, people.dan.userId, 2_000, ago(200));
    // eve: paid on two days more than a year ago (Lapsed, $0 L365D).
    await tip(t, f, people.eve.userId, 300, ago(400));
    await tip(t, f, people.eve.userId, 200, ago(380));
    // The calendar starts today: rows of past events roll to today, as every midnight.
    await t.app.get(Scheduler).tick();
    last = await t.app.get<EventStore>(EVENT_STORE).headPosition();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers rows with every field of spec 002 §3, money in integer cents, 50 per page', async () => {
    const response = await search(t, flirt, {}, last);
    expect(response).toMatchObject({
      total_row_count: 5,
      page: 1,
      per_page: 50,
      saved_search: null,
    });
    const ann = response.customers.find(
      (row) => row.seeker_id === people.ann.userId,
    ) as CustomerRow;
    expect(ann).toEqual({
      seeker_id: people.ann.userId,
      seeker_name: nameOf('ann'),
      is_flirt: false,
      interval_earnings_group: 'Highest',
      lapse_status: 'Active',
      main_spend: 'Tributes',
      days_since_last_contact: daysAgo(ago(0, 5)),
      skr_7D_earnings: 10_000,
      skr_30D_earnings: 10_000,
      skr_90D_earnings: 15_000,
      skr_365D_earnings: 15_000,
      skr_lt_earnings: 15_000,
      system_tag_list: '',
      user_tag_list: '',
      system_tags: [],
      user_tags: [],
      total_row_count: 5,
      active: true,
      note: null,
      num_earn_days: 2,
      days_since_last_earn: daysAgo(ago(0, 5)),
      last_contact_date: expect.any(String),
      last_contact_type: 'Tribute',
      last_contact_id: expect.any(String),
      last_contact_link_info: {
        url: expect.stringMatching(/^\/transactions\/details\/.+\?btids=.+/),
        label: 'Tribute',
      },
      num_messages_sent_from_advisor: 0,
      num_messages_sent_to_advisor: 0,
      customer_since: expect.stringMatching(new RegExp(`^${ago(60).toISOString().slice(0, 10)}`)),
      nf_join_date: expect.any(String),
      chat_slug: null,
      has_chat_earnings: false,
      not_blocked: true,
      subscriptions: [],
      // No prediction before the Flirt's first model fit (customer-predictions.api.spec.ts).
      predicted_90D_earnings: null,
      lapse_risk: null,
      lapse_risk_level: null,
    });
    const bob = response.customers.find((row) => row.seeker_id === people.bob.userId);
    expect(bob).toMatchObject({
      interval_earnings_group: 'Low',
      lapse_status: 'New',
      main_spend: 'Recurring',
      system_tag_list: 'Subscribers',
      subscriptions: [
        {
          type: 'package_subscription',
          packageId,
          monetaryTributeId: null,
          rate: 1_499,
          status: 'Active',
          renewalDate: expect.any(String),
          expiration: null,
          perks: {
            freeMinutes: { minutesPerCall: 3, usedCalls: 2, totalCalls: 10, limited: true },
            chatVolleys: null,
            feedAccess: true,
          },
        },
      ],
    });
    const byName = Object.fromEntries(response.customers.map((row) => [row.seeker_name, row]));
    expect(byName[nameOf('cat')]).toMatchObject({
      interval_earnings_group: 'No spend',
      lapse_status: 'No spend',
      system_tags: ['Free Followers'],
      main_spend: null,
    });
    expect(byName[nameOf('dan')]).toMatchObject({
      interval_earnings_group: 'Medium',
      lapse_status: '1-day Only',
      days_since_last_contact: daysAgo(ago(200)),
    });
    expect(byName[nameOf('eve')]).toMatchObject({
      interval_earnings_group: '$0 L365D',
      lapse_status: 'Lapsed',
      skr_365D_earnings: 0,
      skr_lt_earnings: 500,
    });
  });

  it('sorts by Cntct Days Ago ascending, then Last 365D $ descending, by default', async () => {
    const response = await search(t, flirt, {}, last);
    expect(names(response)).toEqual([
      nameOf('ann'),
      nameOf('bob'),
      nameOf('cat'),
      nameOf('dan'),
      nameOf('eve'),
    ]);
    expect(response.sort).toEqual([
      { column: 'days_since_last_contact', direction: 'asc' },
      { column: 'skr_365D_earnings', direction: 'desc' },
    ]);
  });

  it('sorts by at most two columns, the newest first', async () => {
    const byLifetime = await search(
      t,
      flirt,
      { sort: [{ column: 'skr_lt_earnings', direction: 'desc' }] },
      last,
    );
    expect(names(byLifetime)).toEqual([
      nameOf('ann'),
      nameOf('dan'),
      nameOf('bob'),
      nameOf('eve'),
      nameOf('cat'),
    ]);
    const oldestContactFirst = await search(
      t,
      flirt,
      {
        sort: [
          { column: 'days_since_last_contact', direction: 'desc' },
          { column: 'skr_90D_earnings', direction: 'asc' },
        ],
      },
      last,
    );
    expect(names(oldestContactFirst)).toEqual([
      nameOf('eve'),
      nameOf('dan'),
      nameOf('cat'),
      nameOf('bob'),
      nameOf('ann'),
    ]);
    const by90ThenLifetime = await search(
      t,
      flirt,
      {
        sort: [
          { column: 'skr_90D_earnings', direction: 'desc' },
          { column: 'skr_lt_earnings', direction: 'desc' },
        ],
      },
      last,
    );
    expect(names(by90ThenLifetime)).toEqual([
      nameOf('ann'),
      nameOf('bob'),
      nameOf('dan'),
      nameOf('eve'),
      nameOf('cat'),
    ]);
  });

  it('filters by value tier, lapse status and main spend', async () => {
    expect(await find({ value: ['Highest'] })).toEqual([nameOf('ann')]);
    expect(await find({ value: ['Medium', 'Low'] })).toEqual([nameOf('bob'), nameOf('dan')].sort());
    expect(await find({ status: ['New'] })).toEqual([nameOf('bob')]);
    expect(await find({ status: ['1-day Only'] })).toEqual([nameOf('dan')]);
    expect(await find({ status: ['Active'] })).toEqual([nameOf('ann')]);
    expect(await find({ status: ['Lapsed', 'Lapsing'] })).toEqual([nameOf('eve')]);
    expect(await find({ mainSpend: ['Recurring'] })).toEqual([nameOf('bob')]);
    expect(await find({ mainSpend: ['Tributes'], value: ['Highest', 'High', 'Medium'] })).toEqual(
      [nameOf('ann'), nameOf('dan')].sort(),
    );
  });

  it('filters by days since contact and since earning (0 to 1090, 1090 meaning or more)', async () => {
    expect(await find({ contactedDaysAgo: { min: 0, max: 10 } })).toEqual(
      [nameOf('ann'), nameOf('bob'), nameOf('cat')].sort(),
    );
    expect(await find({ contactedDaysAgo: { min: 100, max: 1_090 } })).toEqual(
      [nameOf('dan'), nameOf('eve')].sort(),
    );
    const dan = daysAgo(ago(200));
    expect(await find({ contactedDaysAgo: { min: dan, max: dan } })).toEqual([nameOf('dan')]);
    expect(await find({ earnedDaysAgo: { min: 0, max: 30 } })).toEqual(
      [nameOf('ann'), nameOf('bob')].sort(),
    );
    expect(await find({ earnedDaysAgo: { min: 0, max: 1_090 } })).toEqual(
      [nameOf('ann'), nameOf('bob'), nameOf('dan'), nameOf('eve')].sort(),
    );
  });

  it('filters by packages, tags (user and system, has and excluded), text and zero spend', async () => {
    expect(await find({ packages: [packageId] })).toEqual([nameOf('bob')]);
    const tagged = await t.inject({
      method: 'POST',
      url: '/client_api/customers/tags',
      headers: flirt.headers,
      payload: { seekerIds: [people.ann.userId, people.dan.userId], tags: ['VIP'] },
    });
    expect(tagged.statusCode).toBe(200);
    last = tagged.json<{ position: number }>().position;
    expect(await find({ hasTags: ['vip'] })).toEqual([nameOf('ann'), nameOf('dan')].sort());
    expect(await find({ hasTags: ['Subscribers', 'free followers'] })).toEqual(
      [nameOf('bob'), nameOf('cat')].sort(),
    );
    expect(await find({ hasTags: ['VIP'], excludeTags: ['vip'] })).toEqual([]);
    expect(await find({ excludeTags: ['VIP', 'Free Followers'] })).toEqual(
      [nameOf('bob'), nameOf('eve')].sort(),
    );
    expect(await find({ hasTags: ['no such tag'] })).toEqual([]);
    expect(await find({ text: nameOf('cat').toUpperCase() })).toEqual([nameOf('cat')]);
    expect(await find({ text: '.*' })).toEqual([]);
    expect(await find({ includeZeroSpendCustomers: false })).toEqual(
      [nameOf('ann'), nameOf('bob'), nameOf('dan'), nameOf('eve')].sort(),
    );
    const row = (await search(t, flirt, { filters: { hasTags: ['VIP'] } }, last)).customers[0];
    expect(row?.user_tag_list).toBe('VIP');
  });

  it('filters by earnings details: at least minAmount (default $50) on a channel within a window', async () => {
    expect(await find({ earningsDetails: true })).toEqual([nameOf('ann')]);
    expect(
      await find({
        earningsDetails: true,
        minAmount: '10',
        earningsChannel: 'Recurring',
        earningsDateWindow: '7',
      }),
    ).toEqual([nameOf('bob')]);
    expect(
      await find({
        earningsDetails: true,
        minAmount: '0.01',
        earningsChannel: 'Tributes',
        earningsDateWindow: 'lifetime',
      }),
    ).toEqual([nameOf('ann'), nameOf('dan'), nameOf('eve')].sort());
    expect(
      await find({ earningsDetails: true, minAmount: '150', earningsDateWindow: '90' }),
    ).toEqual([nameOf('ann')]);
    expect(
      await find({ earningsDetails: true, minAmount: '150.01', earningsDateWindow: '90' }),
    ).toEqual([]);
  });

  it('refuses bad filters and sorts with 400, the field and the message', async () => {
    const bad = async (body: unknown) => {
      const response = await t.inject({
        method: 'POST',
        url: '/client_api/customers/search',
        headers: flirt.headers,
        payload: body as object,
      });
      expect(response.statusCode).toBe(400);
      return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await bad({ filters: { contactedDaysAgo: { min: 0, max: 1_091 } } })).toEqual({
      'filters.contactedDaysAgo.max': 'Days ago must be between 0 and 1090.',
    });
    expect(await bad({ filters: { earnedDaysAgo: { min: 5, max: 1 } } })).toEqual({
      'filters.earnedDaysAgo': 'The first number of days must not be more than the second.',
    });
    expect(await bad({ filters: { minAmount: '12.345' } })).toEqual({
      'filters.minAmount': 'Please enter an amount in dollars, with up to 2 decimals.',
    });
    const three = ['skr_lt_earnings', 'skr_90D_earnings', 'skr_365D_earnings'].map((column) => ({
      column,
      direction: 'asc',
    }));
    expect(await bad({ sort: three })).toEqual({ sort: 'Sort by at most two columns.' });
    expect(await bad({ sort: [three[0], three[0]] })).toEqual({
      sort: 'Sort by each column only once.',
    });
    expect(await bad({ filters: { value: ['Huge'] } })).toHaveProperty(['filters.value.0']);
    expect(await bad({ page: 0 })).toHaveProperty('page');
  });

  it('saves the search when asked (saveThisSearch, nameForSavedSearch)', async () => {
    const response = await search(t, flirt, {
      filters: { status: ['Lapsed'], saveThisSearch: true, nameForSavedSearch: '  Win back ' },
    });
    expect(response.saved_search).toEqual({ id: expect.any(String), name: 'Win back' });
    expect(names(response)).toEqual([nameOf('eve')]);
    const list = await t.inject({
      method: 'GET',
      url: '/client_api/customers/saved_searches',
      headers: flirt.headers,
    });
    expect(list.json<{ saved_searches: unknown[] }>().saved_searches[0]).toMatchObject({
      id: response.saved_search?.id,
      name: 'Win back',
      type: 'user_saved_search',
      do_not_auto_suggest: false,
      filters: { status: ['Lapsed'], saveThisSearch: false },
    });
    const again = await t.inject({
      method: 'POST',
      url: '/client_api/customers/search',
      headers: flirt.headers,
      payload: { filters: { saveThisSearch: true, nameForSavedSearch: 'WIN BACK' } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'search_name_taken',
        message: 'You already have a search with this name.',
        fields: { 'filters.nameForSavedSearch': 'You already have a search with this name.' },
      },
    });
    const unnamed = await t.inject({
      method: 'POST',
      url: '/client_api/customers/search',
      headers: flirt.headers,
      payload: { filters: { saveThisSearch: true } },
    });
    expect(unnamed.json()).toMatchObject({
      error: { fields: { 'filters.nameForSavedSearch': 'Please name this search.' } },
    });
  });

  it('saves a search without the control or bidi characters of its name (issue 17, S11)', async () => {
    const response = await search(t, flirt, {
      filters: { saveThisSearch: true, nameForSavedSearch: 'Big\u0000 ones\u202E\uDC00' },
    });
    expect(response.saved_search).toEqual({ id: expect.any(String), name: 'Big ones' });
  });

  it('pages 50 at a time with the count of every match, and answers every match for select-all', async () => {
    const other = await signUpFlirt(t);
    for (let i = 0; i < 120; i++)
      last = await tip(t, other.userId, uuidv7(), 100 + i, ago(0, 200 - i));
    const first = await search(t, other, {}, last);
    const third = await search(t, other, { page: 3 }, last);
    expect(first.customers).toHaveLength(50);
    expect(third.customers).toHaveLength(20);
    expect(first.total_row_count).toBe(120);
    expect(third.customers[0]?.total_row_count).toBe(120);
    const pages = [first, await search(t, other, { page: 2 }, last), third].flatMap((page) =>
      page.customers.map((row) => row.seeker_id),
    );
    expect(new Set(pages).size).toBe(120);
    expect(first.customers[0]?.skr_lt_earnings).toBe(219);
    const all = await t.inject({
      method: 'POST',
      url: `/client_api/customers/search_all?after=${last}`,
      headers: other.headers,
      payload: { filters: { earningsDetails: true, minAmount: '2', earningsDateWindow: '7' } },
    });
    expect(all.json<{ total_row_count: number }>().total_row_count).toBe(20);
    expect(new Set(all.json<{ seeker_ids: string[] }>().seeker_ids).size).toBe(20);
  });

  it('reads its own writes through ?after= like every query (a POST search waits, says when it could not, refuses a non-position)', async () => {
    const other = await signUpFlirt(t);
    const beyond = (await t.app.get<EventStore>(EVENT_STORE).headPosition()) + 1_000;
    for (const path of ['search', 'search_all']) {
      const stale = await t.inject({
        method: 'POST',
        url: `/client_api/customers/${path}?after=${beyond}`,
        headers: other.headers,
        payload: { filters: {} },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers[STALE_READ_HEADER]).toBe(String(beyond));
      const bad = await t.inject({
        method: 'POST',
        url: `/client_api/customers/${path}?after=soon`,
        headers: other.headers,
        payload: { filters: {} },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { after: expect.any(String) } },
      });
    }
  });
});
