import { describe, expect, it } from '@jest/globals';
import { NO_ROLL, rolled } from './customer-row.js';
import {
  CUSTOMER_ROWS,
  CUSTOMER_STATS,
  CUSTOMER_TAGS,
  tagDocId,
} from './customer-rows.projection.js';
import { flirt, ann, bob, annRow, bobRow, uuid, perks, setup } from './customer-rows.fixtures.js';

describe('customer-rows projection', () => {
  it('builds a row from a tip: spend, windows, contact, main spend and the Flirt’s counts', async () => {
    const { h, signedUp, tip } = setup();
    await h.run([signedUp(ann, 'Ann_1'), tip(ann, 1_250, '2026-01-15')]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      creatorId: flirt,
      customerId: ann,
      login: 'Ann_1',
      loginLower: 'ann_1',
      joinedAt: '2025-01-01T12:00:00.000Z',
      customerSince: '2026-01-15T12:00:00.000Z',
      lt: 1_250,
      ltBy: { tributes: 1_250 },
      mainSpend: 'Tributes',
      e7: 1_250,
      e30: 1_250,
      e90: 1_250,
      e365: 1_250,
      sums: { all: { d7: 1_250, d14: 1_250, d365: 1_250 }, tributes: { d60: 1_250 } },
      earnDays: 1,
      paid: true,
      firstEarnAt: '2026-01-15T12:00:00.000Z',
      lastContactType: 'Tribute',
      lastContactUrl: `/transactions/details/${uuid(1_250)}?btids=${uuid(1_250)}`,
      rollDay: '2026-01-22',
      systemTags: [],
    });
    expect(h.doc(CUSTOMER_STATS, flirt)).toMatchObject({ rows: 1, spenders365: 1 });
    expect(
      h.ops.every(
        (op) => op.owner === null || op.owner === undefined || op.owner === `creator:${flirt}`,
      ),
    ).toBe(true);
    expect(h.ops.filter((op) => op.collection === CUSTOMER_ROWS).map((op) => op.owner)).toEqual([
      `creator:${flirt}`,
    ]);
  });

  it('rolls the windows as days start with no other events, and counts spenders down', async () => {
    const { h, tip, day } = setup();
    await h.run([day('2026-01-15'), tip(ann, 1_000, '2026-01-15'), tip(ann, 500, '2026-01-20', 2)]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({ e7: 1_500, e30: 1_500, earnDays: 2 });

    await h.run([day('2026-01-21'), day('2026-01-22')]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      asOf: '2026-01-22',
      e7: 500,
      e30: 1_500,
      rollDay: '2026-01-27',
    });
    await h.run([day('2026-01-27')]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({ e7: 0, e30: 1_500 });
    await h.run([day('2026-02-14')]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({ e30: 500, e90: 1_500 });
    await h.run([day('2027-01-15')]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({ e365: 500, lt: 1_500 });
    await h.run([day('2027-01-20')]);
    const row = h.doc(CUSTOMER_ROWS, annRow);
    expect(row).toMatchObject({ e365: 0, lt: 1_500, days: {}, sums: {}, rollDay: NO_ROLL });
    expect(h.doc(CUSTOMER_STATS, flirt)).toMatchObject({ rows: 1, spenders365: 0 });
  });

  it('takes refunds and chargebacks off lifetime spend and off the day of the payment', async () => {
    const { h, tip, at } = setup();
    await h.run([
      tip(ann, 2_000, '2026-01-10'),
      h.event(
        'PaymentRefunded',
        {
          refundId: uuid(900),
          chargeId: uuid(2_000),
          source: 'tip',
          customerId: ann,
          creatorId: flirt,
          amountCents: 500,
          originalAmountCents: 2_000,
          originalPaidAt: at('2026-01-10'),
          reason: 'asked',
        },
        at('2026-01-12'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      lt: 1_500,
      ltBy: { tributes: 1_500 },
      e7: 1_500,
      days: { '2026-01-10': { tributes: 1_500 } },
      earnDays: 1,
    });
  });

  it('follows subscriptions through their statuses, with perks, system tags and live packages', async () => {
    const { h, at } = setup();
    const sub = uuid(7);
    const pkg = uuid(8);
    const who = { subscriptionId: sub, customerId: ann, creatorId: flirt };
    const period = { periodStart: at('2026-01-01'), periodEnd: at('2026-02-01') };
    await h.run([
      h.event(
        'Subscribed',
        {
          ...who,
          plan: { kind: 'package', packageId: pkg, perks },
          rateCents: 1_499,
          cardId: uuid(9),
          ...period,
        },
        at('2026-01-01'),
      ),
      h.event(
        'SubscriptionCharged',
        {
          ...who,
          kind: 'package',
          chargeId: uuid(10),
          amountCents: 1_499,
          platformFeeCents: 450,
          renewal: false,
          gatewayReference: 'g',
          ...period,
        },
        at('2026-01-01'),
      ),
      h.event(
        'PerkUsed',
        {
          ...who,
          packageId: pkg,
          perk: 'call',
          quantity: 2,
          periodStart: period.periodStart,
          usageId: 'u1',
        },
        at('2026-01-05'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      subscriptions: [
        {
          id: sub,
          kind: 'package',
          packageId: pkg,
          status: 'Active',
          rateCents: 1_499,
          renewalDate: period.periodEnd,
          usedCalls: 2,
          perks: { callsPerPeriodAmount: 10 },
        },
      ],
      livePackageIds: [pkg],
      systemTags: ['Subscribers'],
      mainSpend: 'Recurring',
      lastContactType: 'Subscription',
    });

    await h.run([
      h.event(
        'SubscriptionCancellationRequested',
        { ...who, endsAt: period.periodEnd },
        at('2026-01-10'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      subscriptions: [
        { status: 'Pending Expiration', expiration: period.periodEnd, renewalDate: null },
      ],
      systemTags: ['Subscribers', 'Pending Expirations'],
    });
    await h.run([
      h.event('SubscriptionExpired', { ...who, expiredAt: period.periodEnd }, at('2026-02-01')),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      subscriptions: [{ status: 'Expired', expiration: period.periodEnd }],
      systemTags: ['Expired Subscribers'],
      livePackageIds: [],
    });
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'system_tag', 'Subscribers'))).toMatchObject({
      count: 0,
    });
    expect(
      h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'system_tag', 'Expired Subscribers')),
    ).toMatchObject({ count: 1 });
  });

  it('marks recurring tributes, failed renewals, blocks, free followers and affiliate referrals', async () => {
    const { h, at, tip } = setup();
    const who = { subscriptionId: uuid(20), customerId: bob, creatorId: flirt };
    const period = { periodStart: at('2026-01-01'), periodEnd: at('2026-02-01') };
    await h.run([
      h.event('Followed', { creatorId: flirt, customerId: ann }, at('2026-01-02')),
      h.event(
        'AffiliateReferralRecorded',
        { creatorId: flirt, customerId: ann, at: at('2026-01-01') },
        at('2026-01-02'),
      ),
      h.event(
        'Subscribed',
        {
          ...who,
          plan: { kind: 'tribute', message: 'hi', fromChat: false, parentTributeId: null },
          rateCents: 2_000,
          cardId: uuid(21),
          ...period,
        },
        at('2026-01-01'),
      ),
      h.event(
        'SubscriptionChargeFailed',
        {
          ...who,
          chargeId: uuid(22),
          amountCents: 2_000,
          reason: 'declined',
          attempt: 1,
          retryAt: null,
          ...period,
        },
        at('2026-01-01'),
      ),
      h.event(
        'CustomerBlocked',
        { creatorId: flirt, customerId: bob, by: 'customer' },
        at('2026-01-03'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      following: true,
      affiliate: true,
      systemTags: ['Free Followers', 'Affiliate Referral'],
      customerSince: at('2026-01-01'),
      lastContactType: 'Follow',
    });
    expect(h.doc(CUSTOMER_ROWS, bobRow)).toMatchObject({
      subscriptions: [{ status: 'Charge Failed', expiration: period.periodEnd }],
      systemTags: ['Recurring Tributes', 'Pending Expirations'],
      blockedByCustomer: true,
      blockedByCreator: false,
    });

    await h.run([
      tip(ann, 300, '2026-01-04'),
      h.event(
        'CustomerBlocked',
        { creatorId: flirt, customerId: ann, by: 'creator' },
        at('2026-01-05'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      systemTags: ['Blocked', 'Affiliate Referral'],
      blockedByCreator: true,
    });
    await h.run([
      h.event(
        'CustomerUnblocked',
        { creatorId: flirt, customerId: ann, by: 'creator' },
        at('2026-01-06'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)?.systemTags).toEqual(['Affiliate Referral']);
  });

  it('rolls a row’s buckets: the same object while none leaves, without the ones past a year after', () => {
    const days = {
      '2025-01-01': { tributes: 100 },
      '2025-03-01': { tributes: 50, calls: 25 },
    };
    const kept = rolled({ days, asOf: '2025-03-01' }, '2025-03-05');
    expect(kept.days).toBe(days);
    expect(kept).toMatchObject({ asOf: '2025-03-05', e7: 75, e30: 75, e90: 175, e365: 175 });
    expect(kept.sums).toEqual({
      tributes: { d7: 50, d14: 50, d30: 50, d60: 50, d90: 150, d180: 150, d365: 150 },
      all: { d7: 75, d14: 75, d30: 75, d60: 75, d90: 175, d180: 175, d365: 175 },
      calls: { d7: 25, d14: 25, d30: 25, d60: 25, d90: 25, d180: 25, d365: 25 },
    });
    expect(kept.rollDay).toBe('2025-03-08');
    const later = rolled({ days, asOf: '2025-03-05' }, '2026-01-01');
    expect(later.days).toEqual({ '2025-03-01': { tributes: 50, calls: 25 } });
    expect(later.days['2025-03-01']).toBe(days['2025-03-01']);
    expect(later).toMatchObject({ e90: 0, e365: 75, rollDay: '2026-03-01' });
    expect(rolled({ days: {}, asOf: '2025-01-01' }, '2025-02-01')).toMatchObject({
      days: {},
      sums: {},
      rollDay: NO_ROLL,
    });
  });
});
