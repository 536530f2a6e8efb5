import { tipStreamId, chargeStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  CustomerOverviewResponse,
  EarningsResponse,
  FeedbackResponse,
  HistoryResponse,
  OffersResponse,
} from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { appendEvents, get, report, signUpFlirt, tip } from '../../../test-support/customers.js';
import { type SignedInUser, signUp } from '../../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

const DAY = 86_400_000;

describe('customer details and earnings', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let rival: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;
  let last = 0;
  let tipId = '';
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await signUpFlirt(t);
    rival = await signUpFlirt(t);
    ann = await signUp(t);
    bob = await signUp(t);
    const pair = { creator_id: flirt.userId, customer_id: ann.userId };
    await report(t, 'chat_volleys', {
      volley_id: 'v1',
      ...pair,
      chat_id: 'chat-ann',
      at: ago(60_000),
      amount_cents: 250,
    });
    await report(t, 'calls', {
      call_id: 'c1',
      ...pair,
      started_at: ago(3_600_000),
      ended_at: ago(3_000_000),
      minutes: 10,
      free_minutes: 0,
      rate_cents: 300,
      amount_cents: 3_000,
    });
    await report(t, 'offers', {
      offer_id: 'o-live',
      ...pair,
      channel: 'Calls',
      amount_cents: 900,
      description: 'Call special',
      at: ago(120_000),
      expires_at: new Date(Date.now() + DAY).toISOString(),
    });
    await report(t, 'offers', {
      offer_id: 'o-old',
      ...pair,
      channel: 'Chat',
      amount_cents: 400,
      description: 'Chat special',
      at: ago(DAY),
      expires_at: ago(60_000),
    });
    // A tip 17 months ago: outside the 16 months of history.
    await tip(t, flirt.userId, ann.userId, 1_111, new Date(Date.now() - 520 * DAY));
    tipId = uuidv7();
    await appendEvents(t, tipStreamId(ann.userId, flirt.userId), [
      {
        type: 'TipSent',
        data: {
          tipId,
          customerId: ann.userId,
          creatorId: flirt.userId,
          amountCents: 5_000,
          platformFeeCents: 1_500,
          message: 'hi',
          listingId: null,
          fromChat: false,
        },
      },
    ]);
    last = await appendEvents(t, chargeStreamId(tipId), [
      {
        type: 'PaymentRefunded',
        data: {
          refundId: uuidv7(),
          chargeId: tipId,
          source: 'tip',
          customerId: ann.userId,
          creatorId: flirt.userId,
          amountCents: 2_000,
          originalAmountCents: 5_000,
          originalPaidAt: new Date().toISOString(),
          reason: 'asked',
        },
      },
    ]);
    await tip(t, flirt.userId, bob.userId, 700);
    last = await tip(t, rival.userId, bob.userId, 900);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the overview: the row, the note, subscriptions, and whether Go to Chat shows', async () => {
    const { status, body } = await get<CustomerOverviewResponse>(
      t,
      flirt,
      `/client_api/customers/${ann.login}/overview`,
      last,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      customer: {
        seeker_id: ann.userId,
        has_chat_earnings: true,
        not_blocked: true,
        skr_lt_earnings: 250 + 3_000 + 1_111 + 5_000 - 2_000,
      },
      note: null,
      subscriptions: [],
      can_chat: true,
    });
    const bobs = await get<CustomerOverviewResponse>(
      t,
      flirt,
      `/client_api/customers/${bob.login}/overview`,
      last,
    );
    expect(bobs.body.can_chat).toBe(false);
    expect((await get(t, flirt, `/client_api/customers/${bob.login}/packages`, last)).body).toEqual(
      { subscriptions: [] },
    );
  });

  it('lists offers, expired once their time has passed', async () => {
    const { body } = await get<OffersResponse>(
      t,
      flirt,
      `/client_api/customers/${ann.login}/details_offers`,
      last,
    );
    expect(body.message).toBeNull();
    expect(
      body.offers.map((offer) => [offer.id, offer.amount_string, offer.redeemed, offer.expired]),
    ).toEqual([
      ['o-live', '$9.00', false, false],
      ['o-old', '$4.00', false, true],
    ]);
    const none = await get<OffersResponse>(
      t,
      flirt,
      `/client_api/customers/${bob.login}/details_offers`,
      last,
    );
    expect(none.body).toEqual({ offers: [], message: 'No offers found' });
  });

  it('lists 16 months of history, newest first, linking each transaction', async () => {
    const { body } = await get<HistoryResponse>(
      t,
      flirt,
      `/client_api/customers/${ann.login}/details_history`,
      last,
    );
    expect(body.total_entries).toBe(4);
    expect(body.history.map((row) => [row.title, row.amount])).toEqual([
      ['Refund', -2_000],
      ['Tribute', 5_000],
      ['Chat', 250],
      ['Call', 3_000],
    ]);
    expect(body.history[1]).toMatchObject({
      id: tipId,
      btids: tipId,
      link: `/transactions/details/${tipId}?btids=${tipId}`,
      seeker_name: ann.login,
    });
    expect(body.history[0]?.btids).toMatch(new RegExp(`^${tipId},`));
    const none = await get<HistoryResponse>(
      t,
      rival,
      `/client_api/customers/${bob.login}/details_history?per_page=1&page=2`,
      last,
    );
    expect(none.body).toMatchObject({ history: [], total_entries: 1, message: null });
  });

  it('shows the feedback tab’s empty state, and 404 for customers who are not the Flirt’s', async () => {
    const { body } = await get<FeedbackResponse>(
      t,
      flirt,
      `/client_api/customers/${ann.login}/feedback`,
      last,
    );
    expect(body).toEqual({ feedbacks: [], message: 'No feedback found' });
    for (const tab of ['overview', 'details_offers', 'details_history', 'feedback', 'packages']) {
      const other = await get(t, rival, `/client_api/customers/${ann.login}/${tab}`, last);
      expect({ tab, status: other.status, body: other.body }).toEqual({
        tab,
        status: 404,
        body: { error: { code: 'customer_not_found', message: 'Customer not found.' } },
      });
    }
  });

  it('sums earnings per channel over a window, gross and net, as a series and totals', async () => {
    const { status, body } = await get<EarningsResponse>(
      t,
      flirt,
      '/client_api/earnings?window=7&granularity=day',
      last,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ window: '7', granularity: 'day', time_zone: 'UTC' });
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1)?.period).toBe(body.to);
    const today = body.series.reduce((sum, point) => sum + point.gross.total, 0);
    expect(today).toBe(250 + 3_000 + 5_000 + 700);
    expect(body.totals.gross).toEqual({
      Calls: 3_000,
      Chat: 250,
      Tributes: 5_700,
      'Paid Mail': 0,
      Goodies: 0,
      Recurring: 0,
      total: 8_950,
    });
    expect(body.totals.fees).toBe(900 + 75 + 1_500 + 210);
    expect(body.totals.reversals).toBe(2_000);
    expect(body.totals.net.total).toBe(8_950 - (900 + 75 + 1_500 + 210) - 2_000);
    expect(body.totals.net.Tributes).toBe(5_700 - 1_500 - 210 - 2_000);

    const lifetime = await get<EarningsResponse>(
      t,
      flirt,
      '/client_api/earnings?window=lifetime&granularity=month',
      last,
    );
    expect({ status: lifetime.status, from: lifetime.body.from }).toEqual({
      status: 200,
      from: null,
    });
    expect(lifetime.body.totals.gross.total).toBe(8_950 + 1_111);
    expect(lifetime.body.series.length).toBeGreaterThanOrEqual(17);
    expect(lifetime.body.series.every((point) => point.period.endsWith('-01'))).toBe(true);
    const weeks = await get<EarningsResponse>(
      t,
      flirt,
      '/client_api/earnings?window=30&granularity=week',
      last,
    );
    expect(
      weeks.body.series.every((point) => new Date(`${point.period}T00:00:00Z`).getUTCDay() === 1),
    ).toBe(true);
    expect((await get(t, flirt, '/client_api/earnings?window=8')).status).toBe(400);
    expect(
      (await get<EarningsResponse>(t, rival, '/client_api/earnings?window=7', last)).body.totals
        .gross.total,
    ).toBe(900);
  });

  it('lists the Flirt’s earnings history across customers', async () => {
    const { body } = await get<HistoryResponse>(t, flirt, '/client_api/earnings/history', last);
    expect(body.total_entries).toBe(5);
    expect(body.history.map((row) => row.seeker_name)).toContain(bob.login);
    expect(body.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
