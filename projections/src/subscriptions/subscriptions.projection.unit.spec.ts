import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { SUBSCRIPTIONS, subscriptionsProjection } from './subscriptions.projection.js';
import { testPerks } from '../testing/package-perks.js';

const who = { subscriptionId: 'sub-1', customerId: 'cus-1', creatorId: 'cre-1' };
const STREAM = 'subscription-sub-1';
const JAN = '2026-01-10T12:00:00.000Z';
const FEB = '2026-02-10T12:00:00.000Z';
const MAR = '2026-03-10T12:00:00.000Z';
const perks = testPerks();

function paidPackage(h: ProjectionHarness): EventEnvelope[] {
  return [
    h.streamEvent(
      STREAM,
      'Subscribed',
      {
        ...who,
        plan: { kind: 'package', packageId: 'pkg-1', perks },
        rateCents: 1499,
        cardId: 'card-1',
        periodStart: JAN,
        periodEnd: FEB,
      },
      JAN,
    ),
    h.streamEvent(
      STREAM,
      'SubscriptionChargeStarted',
      {
        ...who,
        chargeId: 'ch-1',
        amountCents: 1499,
        renewal: false,
        cardId: 'card-1',
        periodStart: JAN,
        periodEnd: FEB,
      },
      JAN,
    ),
    h.streamEvent(
      STREAM,
      'SubscriptionCharged',
      {
        ...who,
        kind: 'package',
        chargeId: 'ch-1',
        amountCents: 1499,
        platformFeeCents: 450,
        renewal: false,
        gatewayReference: 'sbx-1',
        periodStart: JAN,
        periodEnd: FEB,
      },
      JAN,
    ),
  ];
}

/** The projection after a package subscription, subscribed and its first charge paid. */
async function withPaidPackage(): Promise<ProjectionHarness> {
  const h = new ProjectionHarness(subscriptionsProjection);
  await h.run(paidPackage(h));
  return h;
}

describe('subscriptions projection', () => {
  it('shows a paid subscription active, renewing at its period end', async () => {
    const h = await withPaidPackage();
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      kind: 'package',
      packageId: 'pkg-1',
      status: 'active',
      rateCents: 1499,
      periodStart: JAN,
      periodEnd: FEB,
      renewalDate: FEB,
      nextActionAt: FEB,
      firstSubscribedAt: JAN,
    });
  });

  it('a first charge that fails leaves it incomplete with nothing due', async () => {
    const h = new ProjectionHarness(subscriptionsProjection);
    const [subscribed, started] = paidPackage(h);
    await h.run([
      subscribed as EventEnvelope,
      started as EventEnvelope,
      h.streamEvent(
        STREAM,
        'SubscriptionChargeFailed',
        {
          ...who,
          chargeId: 'ch-1',
          amountCents: 1499,
          reason: 'declined',
          attempt: 1,
          retryAt: null,
          periodStart: JAN,
          periodEnd: FEB,
        },
        JAN,
      ),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'incomplete',
      nextActionAt: null,
    });
  });

  it('a failed renewal is charge_failed with its retry, then cancelled when the last retry fails', async () => {
    const h = new ProjectionHarness(subscriptionsProjection);
    const failed = (attempt: number, retryAt: string | null, at: string) =>
      h.streamEvent(
        STREAM,
        'SubscriptionChargeFailed',
        {
          ...who,
          chargeId: `ch-r${attempt}`,
          amountCents: 1499,
          reason: 'insufficient_funds',
          attempt,
          retryAt,
          periodStart: FEB,
          periodEnd: MAR,
        },
        at,
      );
    await h.run([...paidPackage(h), failed(1, '2026-02-11T12:00:00.000Z', FEB)]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'charge_failed',
      retryAt: '2026-02-11T12:00:00.000Z',
      expiresAt: '2026-02-13T12:00:00.000Z',
      nextActionAt: '2026-02-11T12:00:00.000Z',
      renewalDate: null,
    });
    await h.run([
      failed(2, '2026-02-13T12:00:00.000Z', '2026-02-11T12:00:00.000Z'),
      h.streamEvent(STREAM, 'SubscriptionCancelled', {
        ...who,
        reason: 'charge_failed',
        endedAt: '2026-02-13T12:00:00.000Z',
      }),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'cancelled',
      endedReason: 'charge_failed',
      endsAt: '2026-02-13T12:00:00.000Z',
      nextActionAt: null,
    });
  });

  it('pending_cancel runs to the period end, Renew resumes, expiry ends it', async () => {
    const h = await withPaidPackage();
    await h.run([
      h.streamEvent(STREAM, 'SubscriptionCancellationRequested', { ...who, endsAt: FEB }),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'pending_cancel',
      endsAt: FEB,
      nextActionAt: FEB,
    });
    await h.run([h.streamEvent(STREAM, 'SubscriptionResumed', { ...who })]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'active',
      renewalDate: FEB,
      endsAt: null,
    });
    await h.run([
      h.streamEvent(STREAM, 'SubscriptionCancellationRequested', { ...who, endsAt: FEB }),
      h.streamEvent(STREAM, 'SubscriptionExpired', { ...who, expiredAt: FEB }, FEB),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'cancelled',
      endedReason: 'expired',
      endsAt: FEB,
    });
  });

  it('a price increase waits in needs_approval; the approval sets the new rate', async () => {
    const h = await withPaidPackage();
    await h.run([
      h.streamEvent(STREAM, 'SubscriptionPriceChangeRequested', {
        ...who,
        rateCents: 1999,
        previousRateCents: 1499,
      }),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'needs_approval',
      rateCents: 1499,
      newRateCents: 1999,
    });
    await h.run([
      h.streamEvent(STREAM, 'SubscriptionPriceChangeApproved', { ...who, rateCents: 1999 }),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      status: 'active',
      rateCents: 1999,
      newRateCents: null,
    });
  });

  it('counts perk usage per billing period, total calls across periods', async () => {
    const h = new ProjectionHarness(subscriptionsProjection);
    const used = (
      perk: 'call' | 'volley',
      quantity: number,
      periodStart: string,
      usageId: string,
    ) =>
      h.streamEvent(STREAM, 'PerkUsed', {
        ...who,
        packageId: 'pkg-1',
        perk,
        quantity,
        periodStart,
        usageId,
      });
    await h.run([
      ...paidPackage(h),
      used('call', 1, JAN, 'u1'),
      used('call', 2, JAN, 'u2'),
      used('volley', 5, JAN, 'u3'),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      usage: { periodStart: JAN, periodCalls: 3, periodVolleys: 5, totalCalls: 3 },
    });
    await h.run([used('call', 1, FEB, 'u4')]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      usage: { periodStart: FEB, periodCalls: 1, periodVolleys: 0, totalCalls: 4 },
    });
  });

  it('keeps a tribute’s message and its updates', async () => {
    const h = new ProjectionHarness(subscriptionsProjection);
    await h.run([
      h.streamEvent(
        STREAM,
        'Subscribed',
        {
          ...who,
          plan: { kind: 'tribute', message: 'Hi', fromChat: true, parentTributeId: null },
          rateCents: 500,
          cardId: 'card-1',
          periodStart: JAN,
          periodEnd: FEB,
        },
        JAN,
      ),
      h.streamEvent(STREAM, 'SubscriptionUpdated', { ...who, rateCents: 900, message: 'More' }),
    ]);
    expect(h.doc(SUBSCRIPTIONS, 'sub-1')).toMatchObject({
      kind: 'tribute',
      rateCents: 900,
      message: 'More',
      fromChat: true,
    });
  });

  it('replaying the same events twice changes nothing', async () => {
    const h = new ProjectionHarness(subscriptionsProjection);
    const events = [
      ...paidPackage(h),
      h.streamEvent(STREAM, 'PerkUsed', {
        ...who,
        packageId: 'pkg-1',
        perk: 'call',
        quantity: 1,
        periodStart: JAN,
        usageId: 'u1',
      }),
      h.streamEvent(STREAM, 'SubscriptionCancellationRequested', { ...who, endsAt: FEB }),
    ];
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
