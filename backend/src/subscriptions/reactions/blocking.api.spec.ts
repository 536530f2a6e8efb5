import { subscriptionStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  ManagedPackageView,
  ProjectionsResponse,
  SubscriptionsPage,
} from '@flirtwire/contracts';
import { ManualClock } from '../../test-support/clock.js';
import { type SignedInUser, signIn, signInAdmin } from '../../test-support/identity.js';
import {
  caughtUp,
  makeCustomer,
  makeFlirt,
  result,
  reactAgain,
  reacted,
  runJob,
  sandboxCharges,
  streamTypes,
} from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { BILLING_JOB } from '../billing/renewal.job.js';
import { subscriptionIdFor } from '../subscription.decider.js';
import { SUBSCRIPTION_REACTIONS } from './subscription-reactions.reactor.js';

const START = '2026-05-10T08:00:00.000Z';

describe('blocking from My Customers ends the pair’s recurring payments', () => {
  let t: TestApp;
  let clock: ManualClock;
  let flirt: SignedInUser;
  let other: SignedInUser;
  let packageId: string;
  let otherPackageId: string;

  const post = (who: SignedInUser, url: string, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url, headers: who.headers, payload });
  const newPackage = async (owner: SignedInUser) => {
    const response = await post(owner, '/client_api/packages', { feedAccess: true, rate: '9.99' });
    expect(response.statusCode).toBe(201);
    return response.json<{ package: ManagedPackageView }>().package.id;
  };
  const list = async (who: SignedInUser) => {
    await caughtUp(t);
    const response = await t.inject({
      method: 'GET',
      url: '/client_api/tributes?filter=all',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<SubscriptionsPage>().subscriptions;
  };

  beforeAll(async () => {
    clock = new ManualClock(START);
    t = await startTestApp({ clock });
    const admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    other = await makeFlirt(t, admin);
    packageId = await newPackage(flirt);
    otherPackageId = await newPackage(other);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('cancels the package subscription and the tribute at once, never renews them, and refuses new purchases', async () => {
    const fan = await makeCustomer(t);
    result(await post(fan, '/client_api/package_subscriptions', { package_id: packageId }));
    result(await post(fan, '/client_api/package_subscriptions', { package_id: otherPackageId }));
    result(
      await post(fan, '/client_api/recurring_tributes/monetary_tributes', {
        advisor_id: flirt.userId,
        rate: '12',
      }),
    );

    const blocked = await post(flirt, '/client_api/customers/blockings', { ids: [fan.userId] });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ applied: 1 });
    await reacted(t, SUBSCRIPTION_REACTIONS.name);
    // A crash before the checkpoint moved would hand the block to the reactor again: nothing new.
    await reactAgain(t, SUBSCRIPTION_REACTIONS.name, 'CustomerBlocked');

    const packageStream = subscriptionStreamId(subscriptionIdFor.package(fan.userId, packageId));
    const tributeStream = subscriptionStreamId(subscriptionIdFor.tribute(fan.userId, flirt.userId));
    for (const stream of [packageStream, tributeStream]) {
      expect(await streamTypes(t, stream)).toEqual([
        'Subscribed',
        'SubscriptionChargeStarted',
        'SubscriptionCharged',
        'SubscriptionCancelled',
      ]);
    }
    const rows = await list(fan);
    const mine = rows.filter((row) => row.advisor_id === flirt.userId);
    expect(mine).toHaveLength(2);
    for (const row of mine) {
      expect(row).toMatchObject({
        status: 'cancelled',
        ended_reason: 'blocked',
        advisor_blocked: true,
      });
    }
    // Another Flirt's package is untouched.
    expect(rows.find((row) => row.advisor_id === other.userId)).toMatchObject({ status: 'active' });

    // A month later only the other Flirt's package renews.
    const before = sandboxCharges(t).length;
    await runJob(t, BILLING_JOB, new Date('2026-06-10T08:00:00.000Z'));
    expect(sandboxCharges(t).length).toBe(before + 1);
    expect((await streamTypes(t, packageStream)).at(-1)).toBe('SubscriptionCancelled');

    // Nothing more can be bought from, tipped to or subscribed at that Flirt.
    const buy = await post(fan, '/client_api/package_subscriptions', { package_id: packageId });
    expect(buy.statusCode).toBe(403);
    expect(buy.json()).toMatchObject({
      error: {
        message:
          "We're sorry, you are unable to subscribe this Flirt because this Flirt blocked you or you blocked this Flirt.",
      },
    });
    const tip = await post(fan, '/client_api/bonuses', {
      amount_text: '5',
      advisor_id: flirt.userId,
    });
    expect(tip.statusCode).toBe(403);
    const tribute = await post(fan, '/client_api/recurring_tributes/monetary_tributes', {
      advisor_id: flirt.userId,
      rate: '12',
    });
    expect(tribute.statusCode).toBe(403);
  });

  it('restores nothing on unblock; the customer may buy again', async () => {
    const fan = await makeCustomer(t);
    result(await post(fan, '/client_api/package_subscriptions', { package_id: packageId }));
    await post(flirt, '/client_api/customers/blockings', { ids: [fan.userId] });
    await reacted(t, SUBSCRIPTION_REACTIONS.name);
    const unblocked = await post(flirt, '/client_api/customers/blockings/unblock', {
      ids: [fan.userId],
    });
    expect(unblocked.statusCode).toBe(200);
    await reacted(t, SUBSCRIPTION_REACTIONS.name);
    const [row] = (await list(fan)).filter((r) => r.advisor_id === flirt.userId);
    expect(row).toMatchObject({
      status: 'cancelled',
      ended_reason: 'blocked',
      advisor_blocked: false,
    });

    const again = await signIn(t, fan.login, fan.password);
    const bought = result(
      await post(again, '/client_api/package_subscriptions', { package_id: packageId }),
    );
    expect(bought).toMatchObject({ charged: true, subscription: { status: 'active' } });
  });

  it('runs as a track of the projection runner: past events it does not react to, live, with no lag on /ops/projections', async () => {
    const fan = await makeCustomer(t);
    result(await post(fan, '/client_api/package_subscriptions', { package_id: otherPackageId }));
    await reacted(t, SUBSCRIPTION_REACTIONS.name);
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    const admin = await signInAdmin(t);
    const response = await t.inject({
      method: 'GET',
      url: '/ops/projections',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const row = response
      .json<ProjectionsResponse>()
      .projections.find((p) => p.name === SUBSCRIPTION_REACTIONS.name);
    expect(row).toMatchObject({ status: 'live', checkpoint: head, lag: 0, error: null });
  });
});
