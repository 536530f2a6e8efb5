import { subscriptionStreamId, relationshipStreamId } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope, PackagePerks } from '@flirtwire/contracts';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import {
  entitlementId,
  type FeedEntitlementRow,
  feedEntitlementsProjection,
} from './feed-entitlements.projection.js';
import { testPerks } from '../testing/package-perks.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const customerId = '0190a0b0-0000-7000-8000-00000000c002';
const offeringId = '0190a0b0-0000-7000-8000-00000000c003';
const packageId = '0190a0b0-0000-7000-8000-00000000c004';
const cardId = '0190a0b0-0000-7000-8000-00000000c005';
const pair = { creatorId, customerId };
const period = { periodStart: '2026-01-01T00:00:00.000Z', periodEnd: '2026-02-01T00:00:00.000Z' };
const perks = (feedAccess: boolean): PackagePerks =>
  testPerks({ feedAccess, freeMinutes: false, freeVolleys: false });

let position = 1_000;
function stream(streamId: string) {
  let revision = 0;
  return (type: string, data: Record<string, unknown>): EventEnvelope => {
    position += 1;
    return envelope(
      type,
      { ...pair, ...data },
      {
        streamId,
        revision: revision++,
        position,
        occurredAt: new Date(Date.UTC(2026, 0, 1) + position * 60_000).toISOString(),
      },
    );
  };
}

function subscription(subscriptionId: string) {
  const e = stream(subscriptionStreamId(subscriptionId));
  const who = { subscriptionId };
  return {
    subscribed: (plan: Record<string, unknown>) =>
      e('Subscribed', { ...who, plan, rateCents: 1499, cardId, ...period }),
    charged: () =>
      e('SubscriptionCharged', {
        ...who,
        kind: 'feed',
        chargeId: cardId,
        amountCents: 1499,
        platformFeeCents: 450,
        renewal: false,
        gatewayReference: 'ref',
        ...period,
      }),
    failed: () =>
      e('SubscriptionChargeFailed', {
        ...who,
        chargeId: cardId,
        amountCents: 1499,
        reason: 'declined',
        attempt: 1,
        retryAt: null,
        ...period,
      }),
    cancelRequested: () =>
      e('SubscriptionCancellationRequested', { ...who, endsAt: period.periodEnd }),
    cancelled: () =>
      e('SubscriptionCancelled', { ...who, reason: 'customer', endedAt: period.periodEnd }),
    expired: () => e('SubscriptionExpired', { ...who, expiredAt: period.periodEnd }),
  };
}

async function row(events: readonly EventEnvelope[]) {
  const harness = new ProjectionHarness(feedEntitlementsProjection);
  await harness.run(events);
  return {
    harness,
    row: harness.doc<FeedEntitlementRow>('feed_entitlements', entitlementId(creatorId, customerId)),
  };
}

describe('feed-entitlements projection', () => {
  it('entitles a feed subscriber while active, pending_cancel or charge_failed, until cancelled', async () => {
    const s = subscription('0190a0b0-0000-7000-8000-0000000000a1');
    const subscribed = s.subscribed({ kind: 'feed', offeringId });
    const charged = s.charged();
    const failed = s.failed();
    const pending = s.cancelRequested();
    const cancelled = s.cancelled();
    expect((await row([subscribed])).row).toMatchObject({
      entitled: true,
      subscriber: true,
      entitledSince: subscribed.occurredAt,
    });
    expect((await row([subscribed, charged, failed])).row).toMatchObject({
      entitled: true,
      entitledSince: subscribed.occurredAt,
    });
    expect((await row([subscribed, charged, pending])).row).toMatchObject({ entitled: true });
    expect((await row([subscribed, charged, pending, cancelled])).row).toMatchObject({
      entitled: false,
      subscriber: false,
      entitledSince: null,
    });
  });

  it('ends the entitlement when a subscription expires', async () => {
    const s = subscription('0190a0b0-0000-7000-8000-0000000000a2');
    const { row: expired } = await row([
      s.subscribed({ kind: 'feed', offeringId }),
      s.charged(),
      s.cancelRequested(),
      s.expired(),
    ]);
    expect(expired).toMatchObject({ entitled: false, subscriber: false });
  });

  it('does not entitle when the first charge fails (incomplete)', async () => {
    const s = subscription('0190a0b0-0000-7000-8000-0000000000a3');
    const { row: incomplete } = await row([s.subscribed({ kind: 'feed', offeringId }), s.failed()]);
    expect(incomplete).toMatchObject({ entitled: false });
  });

  it('entitles a package subscriber only when the package includes feed access', async () => {
    const withFeed = subscription('0190a0b0-0000-7000-8000-0000000000a4');
    const withoutFeed = subscription('0190a0b0-0000-7000-8000-0000000000a5');
    expect(
      (await row([withFeed.subscribed({ kind: 'package', packageId, perks: perks(true) })])).row,
    ).toMatchObject({ entitled: true, subscriber: true });
    expect(
      (await row([withoutFeed.subscribed({ kind: 'package', packageId, perks: perks(false) })]))
        .row,
    ).toMatchObject({ entitled: false, subscriber: true });
  });

  it('gives a recurring tribute neither entitlement nor subscriber status', async () => {
    const s = subscription('0190a0b0-0000-7000-8000-0000000000a6');
    const { row: tribute } = await row([
      s.subscribed({ kind: 'tribute', message: 'hi', fromChat: false, parentTributeId: null }),
    ]);
    expect(tribute).toMatchObject({ entitled: false, subscriber: false });
  });

  it('follows, unfollows and records blocks by either side (a block ends the follow)', async () => {
    const r = stream(relationshipStreamId(creatorId, customerId));
    const followed = r('Followed', {});
    expect((await row([followed])).row).toMatchObject({ following: true, blocked: false });
    const blocked = r('CustomerBlocked', { by: 'customer' });
    const both = r('CustomerBlocked', { by: 'creator' });
    const unblockedByCustomer = r('CustomerUnblocked', { by: 'customer' });
    expect((await row([followed, blocked])).row).toMatchObject({
      following: false,
      blocked: true,
      blockedByCustomer: true,
    });
    expect((await row([followed, blocked, both, unblockedByCustomer])).row).toMatchObject({
      blocked: true,
      blockedByCreator: true,
      blockedByCustomer: false,
    });
    expect((await row([followed, r('Unfollowed', {})])).row).toMatchObject({ following: false });
  });

  it('changes nothing when the same events are replayed', async () => {
    const s = subscription('0190a0b0-0000-7000-8000-0000000000a7');
    const r = stream(relationshipStreamId(creatorId, customerId));
    const events = [
      r('Followed', {}),
      s.subscribed({ kind: 'feed', offeringId }),
      s.charged(),
      s.cancelRequested(),
      r('CustomerBlocked', { by: 'creator' }),
    ];
    const { harness } = await row(events);
    const once = harness.snapshot();
    await harness.run(events);
    expect(harness.snapshot()).toEqual(once);
  });
});
