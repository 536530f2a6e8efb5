import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { cancellationRate, PACKAGES, packagesProjection } from './packages.projection.js';
import { testPerks } from '../testing/package-perks.js';

const JAN = '2026-01-10T12:00:00.000Z';
const FEB = '2026-02-10T12:00:00.000Z';
const perks = testPerks({ freeMinutes: false, freeVolleys: false });

function created(h: ProjectionHarness): EventEnvelope {
  return h.streamEvent(
    'package-pkg-1',
    'PackageCreated',
    {
      packageId: 'pkg-1',
      creatorId: 'cre-1',
      rateCents: 1499,
      status: 'public_package',
      perks,
    },
    JAN,
  );
}

function subscriber(h: ProjectionHarness, n: number): EventEnvelope[] {
  const who = { subscriptionId: `sub-${n}`, customerId: `cus-${n}`, creatorId: 'cre-1' };
  const stream = `subscription-sub-${n}`;
  return [
    h.streamEvent(
      stream,
      'Subscribed',
      {
        ...who,
        plan: { kind: 'package', packageId: 'pkg-1', perks },
        rateCents: 1499,
        cardId: 'c',
        periodStart: JAN,
        periodEnd: FEB,
      },
      JAN,
    ),
    h.streamEvent(
      stream,
      'SubscriptionCharged',
      {
        ...who,
        kind: 'package',
        chargeId: `ch-${n}`,
        amountCents: 1499,
        platformFeeCents: 450,
        renewal: false,
        gatewayReference: 'sbx',
        periodStart: JAN,
        periodEnd: FEB,
      },
      JAN,
    ),
  ];
}

describe('packages projection', () => {
  it('creates the package with empty statistics; edits and visibility change it', async () => {
    const h = new ProjectionHarness(packagesProjection);
    await h.run([
      created(h),
      h.streamEvent('package-pkg-1', 'PackageUpdated', {
        packageId: 'pkg-1',
        creatorId: 'cre-1',
        rateCents: 1999,
        perks,
      }),
      h.streamEvent('package-pkg-1', 'PackageVisibilityChanged', {
        packageId: 'pkg-1',
        creatorId: 'cre-1',
        status: 'private_package',
      }),
    ]);
    expect(h.doc(PACKAGES, 'pkg-1')).toMatchObject({
      creatorId: 'cre-1',
      rateCents: 1999,
      status: 'private_package',
      activeSubscribers: 0,
      pendingExpiration: 0,
      expired: 0,
    });
  });

  it('counts active, pending expiration and expired subscribers, and the cancellation rate', async () => {
    const h = new ProjectionHarness(packagesProjection);
    await h.run([created(h), ...subscriber(h, 1), ...subscriber(h, 2), ...subscriber(h, 3)]);
    // An unpaid subscriber does not count.
    await h.run([
      h.streamEvent('subscription-sub-4', 'Subscribed', {
        subscriptionId: 'sub-4',
        customerId: 'cus-4',
        creatorId: 'cre-1',
        plan: { kind: 'package', packageId: 'pkg-1', perks },
        rateCents: 1499,
        cardId: 'c',
        periodStart: JAN,
        periodEnd: FEB,
      }),
    ]);
    await h.run([
      h.streamEvent('subscription-sub-2', 'SubscriptionCancellationRequested', {
        subscriptionId: 'sub-2',
        customerId: 'cus-2',
        creatorId: 'cre-1',
        endsAt: FEB,
      }),
      h.streamEvent('subscription-sub-3', 'SubscriptionCancelled', {
        subscriptionId: 'sub-3',
        customerId: 'cus-3',
        creatorId: 'cre-1',
        reason: 'blocked',
        endedAt: JAN,
      }),
    ]);
    const doc = h.doc(PACKAGES, 'pkg-1');
    expect(doc).toMatchObject({ activeSubscribers: 1, pendingExpiration: 1, expired: 1 });
    expect(cancellationRate({ activeSubscribers: 1, pendingExpiration: 1, expired: 1 })).toBe(33.3);
    expect(cancellationRate({ activeSubscribers: 0, pendingExpiration: 0, expired: 0 })).toBe(0);
  });

  it('a deleted package keeps its deletion date at the last paid period end', async () => {
    const h = new ProjectionHarness(packagesProjection);
    await h.run([
      created(h),
      ...subscriber(h, 1),
      h.streamEvent(
        'package-pkg-1',
        'PackageDeleted',
        { packageId: 'pkg-1', creatorId: 'cre-1' },
        '2026-01-20T00:00:00.000Z',
      ),
    ]);
    expect(h.doc(PACKAGES, 'pkg-1')).toMatchObject({
      status: 'deleted_package',
      deletedAt: '2026-01-20T00:00:00.000Z',
      deletionDate: FEB,
    });
  });

  it('replaying the same events twice changes nothing', async () => {
    const h = new ProjectionHarness(packagesProjection);
    const events = [
      created(h),
      ...subscriber(h, 1),
      h.streamEvent('subscription-sub-1', 'SubscriptionExpired', {
        subscriptionId: 'sub-1',
        customerId: 'cus-1',
        creatorId: 'cre-1',
        expiredAt: FEB,
      }),
    ];
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
    expect(h.doc(PACKAGES, 'pkg-1')).toMatchObject({ activeSubscribers: 0, expired: 1 });
  });
});
