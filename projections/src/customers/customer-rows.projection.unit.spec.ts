import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope, PackagePerks } from '@flirtwire/contracts';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { NO_ROLL, rolled } from './customer-row.js';
import {
  CUSTOMER_ROWS,
  CUSTOMER_STATS,
  CUSTOMER_TAGS,
  customerRowsProjection,
  tagDocId,
} from './customer-rows.projection.js';
import { testPerks } from '../testing/package-perks.js';

const flirt = '0190a000-0000-7000-8000-000000000001';
const ann = '0190a000-0000-7000-8000-00000000000a';
const bob = '0190a000-0000-7000-8000-00000000000b';
const annRow = `${flirt}:${ann}`;
const bobRow = `${flirt}:${bob}`;
const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const perks: PackagePerks = testPerks();

function setup() {
  const h = new ProjectionHarness(customerRowsProjection);
  const at = (day: string, time = '12:00:00') => `${day}T${time}.000Z`;
  return {
    h,
    at,
    signedUp: (userId: string, login: string, day = '2025-01-01') =>
      h.event(
        'UserSignedUp',
        {
          userId,
          login,
          sealedEmail: 'pd1.a.b',
          emailIndex: 'a'.repeat(64),
          sealedDateOfBirth: null,
          sealedPasswordHash: 'pd1.a.b',
          offersOptIn: false,
          flirtSignup: false,
        },
        at(day),
      ),
    tip: (customerId: string, cents: number, day: string, n = cents) =>
      h.event(
        'TipSent',
        {
          tipId: uuid(n),
          customerId,
          creatorId: flirt,
          amountCents: cents,
          platformFeeCents: Math.round(cents * 0.3),
          message: '',
          listingId: null,
          fromChat: false,
        },
        at(day),
      ),
    day: (date: string) => h.event('DayStarted', { date }, at(date, '00:00:01')),
  };
}

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

  it('keeps the system tags in step with every relationship event: a block by either side ends the follow', async () => {
    const { h, at } = setup();
    const pair = { creatorId: flirt, customerId: ann };
    // Each step: the relationship event, then the row's follow flag and system tags after it.
    const steps: [string, Record<string, unknown>, boolean, string[]][] = [
      ['Followed', pair, true, ['Free Followers']],
      ['CustomerBlocked', { ...pair, by: 'creator' }, false, ['Blocked']],
      ['CustomerUnblocked', { ...pair, by: 'creator' }, false, []],
      ['Followed', pair, true, ['Free Followers']],
      ['CustomerBlocked', { ...pair, by: 'customer' }, false, []],
      ['CustomerUnblocked', { ...pair, by: 'customer' }, false, []],
      ['Followed', pair, true, ['Free Followers']],
      ['Unfollowed', pair, false, []],
    ];
    let day = 1;
    for (const [type, data, following, systemTags] of steps) {
      await h.run([h.event(type, data, at(`2026-01-${String(day++).padStart(2, '0')}`))]);
      expect({ type, ...h.doc(CUSTOMER_ROWS, annRow) }).toMatchObject({
        type,
        following,
        systemTags,
      });
    }
  });

  it('counts messages both ways, keeps the latest contact when reports arrive late, and notes chat', async () => {
    const { h, at } = setup();
    const message = (
      id: string,
      direction: string,
      when: string,
      chatId: string | null = 'chat-1',
    ) =>
      h.event(
        'MessageExchanged',
        {
          messageId: id,
          creatorId: flirt,
          customerId: ann,
          direction,
          channel: chatId ? 'chat' : 'mail',
          chatId,
          at: when,
        },
        at('2026-01-10'),
      );
    await h.run([
      message('m1', 'to_advisor', at('2026-01-09')),
      message('m2', 'from_advisor', at('2026-01-09', '13:00:00')),
      message('m0', 'to_advisor', at('2026-01-08'), null),
      h.event(
        'ChatVolleyBilled',
        {
          volleyId: 'v1',
          chargeId: 'chat-volley-v1',
          creatorId: flirt,
          customerId: ann,
          chatId: 'chat-9',
          at: at('2026-01-09', '12:30:00'),
          amountCents: 199,
          platformFeeCents: 60,
        },
        at('2026-01-10'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      msgsToAdvisor: 2,
      msgsFromAdvisor: 1,
      lastContactAt: at('2026-01-09', '13:00:00'),
      lastContactId: 'm2',
      lastContactType: 'Chat',
      lastContactUrl: '/chat/chat-1',
      chatSlug: 'chat-9',
      hasChatEarnings: true,
      ltBy: { chat: 199 },
      customerSince: at('2026-01-08'),
    });
  });

  it('applies, removes, renames and deletes tags on every customer, counting them', async () => {
    const { h, tip, at } = setup();
    const tags = (type: string, data: unknown) => h.event(type, data, at('2026-01-20'));
    await h.run([
      tip(ann, 100, '2026-01-15'),
      tip(bob, 100, '2026-01-15', 101),
      tags('CustomerTagCreated', { creatorId: flirt, name: 'VIP' }),
      tags('CustomerTagCreated', { creatorId: flirt, name: 'Night owl' }),
      tags('CustomerTagsApplied', {
        creatorId: flirt,
        customerIds: [ann, bob, uuid(999)],
        tags: ['VIP'],
      }),
      tags('CustomerTagsApplied', {
        creatorId: flirt,
        customerIds: [ann],
        tags: ['VIP', 'Night owl'],
      }),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)?.userTags).toEqual(['VIP', 'Night owl']);
    expect(h.doc(CUSTOMER_ROWS, bobRow)?.userTags).toEqual(['VIP']);
    expect(h.doc(CUSTOMER_ROWS, `${flirt}:${uuid(999)}`)).toBeNull();
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'vip'))).toMatchObject({
      name: 'VIP',
      count: 2,
      type: 'user_tag',
    });
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'Night owl'))).toMatchObject({
      count: 1,
    });

    await h.run([
      tags('CustomerTagRenamed', { creatorId: flirt, name: 'VIP', newName: 'Big fan' }),
      tags('CustomerTagsRemoved', { creatorId: flirt, customerIds: [bob], tags: ['Big fan'] }),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)?.userTags).toEqual(['Big fan', 'Night owl']);
    expect(h.doc(CUSTOMER_ROWS, bobRow)?.userTags).toEqual([]);
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'VIP'))).toMatchObject({
      deleted: true,
      count: 0,
    });
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'Big fan'))).toMatchObject({
      name: 'Big fan',
      count: 1,
    });

    await h.run([tags('CustomerTagDeleted', { creatorId: flirt, name: 'Night owl' })]);
    expect(h.doc(CUSTOMER_ROWS, annRow)?.userTags).toEqual(['Big fan']);
    expect(h.doc(CUSTOMER_TAGS, tagDocId(flirt, 'user_tag', 'Night owl'))).toMatchObject({
      deleted: true,
    });
  });

  it('names customers from identity and follows deactivation and becoming a Flirt', async () => {
    const { h, signedUp, tip, at } = setup();
    await h.run([
      signedUp(ann, 'Ann_1'),
      tip(ann, 100, '2026-01-15'),
      h.event('FlirtSetupCompleted', { userId: ann }, at('2026-01-16')),
      h.event('UserDeactivated', { userId: ann, reason: 'asked' }, at('2026-01-17')),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      login: 'Ann_1',
      isFlirt: true,
      active: false,
    });
    await h.run([h.event('UserReactivated', { userId: ann }, at('2026-01-18'))]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({ active: true });
  });

  it('keeps notes, sent chat messages and redeemed offers on existing customers only', async () => {
    const { h, tip, at } = setup();
    await h.run([
      h.event(
        'CustomerNoteSet',
        { creatorId: flirt, customerId: ann, sealedNote: 'pd1.x.y' },
        at('2026-01-14'),
      ),
      tip(ann, 100, '2026-01-15'),
      h.event(
        'CustomerNoteSet',
        { creatorId: flirt, customerId: ann, sealedNote: 'pd1.a.b' },
        at('2026-01-16'),
      ),
      h.event(
        'ChatMessageSentToCustomers',
        { creatorId: flirt, messageId: uuid(50), customerIds: [ann, bob], message: 'Hi!' },
        at('2026-01-17'),
      ),
      h.event(
        'OfferMade',
        {
          offerId: 'o1',
          creatorId: flirt,
          customerId: ann,
          channel: 'Calls',
          amountCents: 999,
          description: '10 minutes',
          at: at('2026-01-17'),
          expiresAt: at('2026-01-24'),
        },
        at('2026-01-17'),
      ),
      h.event(
        'OfferRedeemed',
        {
          offerId: 'o1',
          chargeId: 'offer-o1',
          creatorId: flirt,
          customerId: ann,
          channel: 'Calls',
          amountCents: 999,
          platformFeeCents: 300,
          at: at('2026-01-18'),
        },
        at('2026-01-18'),
      ),
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      sealedNote: 'pd1.a.b',
      msgsFromAdvisor: 1,
      lastContactType: 'Offer',
      ltBy: { tributes: 100, calls: 999 },
      mainSpend: 'Calls',
    });
    expect(h.doc(CUSTOMER_ROWS, bobRow)).toBeNull();
    // The offer's own document is the customer-offers projection's.
    expect(customerRowsProjection.eventTypes).not.toContain('OfferMade');
  });

  it('writes an existing row as a $set of what changed: tags and day rolls touch only their fields', async () => {
    const { h, tip, day, at } = setup();
    await h.run([day('2026-01-15'), tip(ann, 1_000, '2026-01-15'), tip(bob, 700, '2026-01-15', 2)]);
    const rowWrites = (from: number) =>
      h.ops.slice(from).flatMap((op): object[] => {
        if (op.collection !== CUSTOMER_ROWS) return [];
        const write = op.write as { updateOne?: { filter: unknown; update: { $set?: object } } };
        if (!write.updateOne) return [{ write: Object.keys(op.write) }];
        return [
          {
            filter: write.updateOne.filter,
            fields: Object.keys(write.updateOne.update.$set ?? {}).sort(),
          },
        ];
      });

    let from = h.ops.length;
    await h.run([h.event('Followed', { creatorId: flirt, customerId: ann }, at('2026-01-16'))]);
    expect(rowWrites(from)).toEqual([
      {
        filter: { _id: annRow },
        fields: [
          'following',
          'lastContactAt',
          'lastContactId',
          'lastContactType',
          'lastContactUrl',
          'position',
        ].sort(),
      },
    ]);

    from = h.ops.length;
    await h.run([
      h.event('CustomerTagCreated', { creatorId: flirt, name: 'VIP' }, at('2026-01-16')),
      h.event(
        'CustomerTagsApplied',
        { creatorId: flirt, customerIds: [ann, bob], tags: ['VIP'] },
        at('2026-01-16'),
      ),
    ]);
    expect(rowWrites(from)).toEqual([
      { filter: { _id: annRow }, fields: ['position', 'userTags'] },
      { filter: { _id: bobRow }, fields: ['position', 'userTags'] },
    ]);

    from = h.ops.length;
    await h.run([day('2026-01-22')]);
    const rollFields = ['asOf', 'days', 'e30', 'e365', 'e7', 'e90', 'position', 'rollDay', 'sums'];
    expect(rowWrites(from)).toEqual([
      { filter: { _id: annRow }, fields: rollFields },
      { filter: { _id: bobRow }, fields: rollFields },
    ]);
    expect(h.doc(CUSTOMER_ROWS, annRow)).toMatchObject({
      e7: 0,
      e30: 1_000,
      userTags: ['VIP'],
      following: true,
      rollDay: '2026-01-29',
    });
  });

  it('changes nothing when the same events are delivered again', async () => {
    const { h, signedUp, tip, day, at } = setup();
    const events: EventEnvelope[] = [
      signedUp(ann, 'Ann_1'),
      day('2026-01-15'),
      tip(ann, 1_000, '2026-01-15'),
      h.event('CustomerTagCreated', { creatorId: flirt, name: 'VIP' }, at('2026-01-15')),
      h.event(
        'CustomerTagsApplied',
        { creatorId: flirt, customerIds: [ann], tags: ['VIP'] },
        at('2026-01-15'),
      ),
      h.event('Followed', { creatorId: flirt, customerId: bob }, at('2026-01-16')),
      day('2026-01-23'),
      h.event(
        'CustomerTagRenamed',
        { creatorId: flirt, name: 'VIP', newName: 'Top' },
        at('2026-01-23'),
      ),
    ];
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
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
