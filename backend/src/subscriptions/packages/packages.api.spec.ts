import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ManagedPackageView,
  type PackageManagementResponse,
  packageStreamId,
  type PackageView,
  type SubscriptionView,
  subscriptionStreamId,
} from '@flirtwire/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import {
  block,
  caughtUp,
  makeCustomer,
  makeFlirt,
  reactAgain,
  result,
  reacted,
  runJob,
  sandboxCharges,
  streamTypes,
} from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { BILLING_JOB } from '../billing/renewal.job.js';
import { subscriptionIdFor } from '../subscription.decider.js';
import { SUBSCRIPTION_REACTIONS } from '../reactions/subscription-reactions.reactor.js';
import { ONBOARDED_PACKAGES } from '../reactions/onboarded-packages.reactor.js';
import { ONBOARDING_REACTOR } from '../../content/onboarding/onboarding.process.js';

const SERVICE_TOKEN = 'service-token-for-tests-0123456789';

describe('packages (recurring_package_tributes on)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let flirt: SignedInUser;

  const create = (who: SignedInUser, body: Record<string, unknown> = {}) =>
    t.inject({
      method: 'POST',
      url: '/client_api/packages',
      headers: who.headers,
      payload: { feedAccess: true, ...body },
    });
  const patch = (who: SignedInUser, id: string, body: Record<string, unknown>) =>
    t.inject({
      method: 'PATCH',
      url: `/client_api/packages/${id}`,
      headers: who.headers,
      payload: body,
    });
  const idOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(201);
    return response.json<{ package: ManagedPackageView }>().package.id;
  };
  const management = async (who: SignedInUser) => {
    await caughtUp(t);
    const response = await t.inject({
      method: 'GET',
      url: '/client_api/package_management',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PackageManagementResponse>();
  };
  const buy = (who: SignedInUser, packageId: string) =>
    t.inject({
      method: 'POST',
      url: '/client_api/package_subscriptions',
      headers: who.headers,
      payload: { package_id: packageId },
    });
  const usePerk = (
    subscriptionId: string,
    perk: 'call' | 'volley',
    usageId: string,
    quantity = 1,
    token = SERVICE_TOKEN,
  ) =>
    t.inject({
      method: 'POST',
      url: '/service_api/perk_usages',
      headers: { 'x-service-token': token },
      payload: { subscription_id: subscriptionId, perk, quantity, usage_id: usageId },
    });

  beforeAll(async () => {
    t = await startTestApp({ env: { SERVICE_API_TOKEN: SERVICE_TOKEN } });
    admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('creates a package with the defaults of spec 000 §5 and the success message', async () => {
    const response = await create(flirt, { freeMinutes: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Your package has been created successfully!',
      package: {
        rate: 1499,
        status: 'public_package',
        formattedStatus: 'Public',
        feedPerk: true,
        callPerk: { minutesPerCall: 3, callsPerPeriod: 10, limitByPeriod: true },
        volleyPerk: null,
        activeSubscribersCount: 0,
        cancellationRate: 0,
      },
    });
  });

  it('tells the form the price ceiling, the volley perk and whether there is content to sell', async () => {
    const other = await makeFlirt(t, admin);
    expect(await management(other)).toMatchObject({
      packages: [],
      public_count: 0,
      public_limit: 6,
      max_rate: 99_900,
      volleys_available: true,
      content_available: false,
    });
  });

  it('keeps the price between $3.99 and $999, with the spec messages', async () => {
    const other = await makeFlirt(t, admin);
    for (const [rate, message] of [
      ['3.98', 'Minimum $3.99 USD'],
      ['999.01', 'Maximum $999 USD'],
      [3.98, 'Minimum $3.99 USD'],
    ] as const) {
      const response = await create(other, { rate });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { rate: message } } });
    }
    const format = await create(other, { rate: '12.345' });
    expect(format.statusCode).toBe(400);
    expect((await create(other, { rate: '999' })).statusCode).toBe(201);
    expect((await create(other, { rate: 3.99, status: 'private_package' })).statusCode).toBe(201);
  });

  it('checks the perks: at least one, their ranges, volleys only with the flag', async () => {
    const other = await makeFlirt(t, admin);
    const none = await create(other, { feedAccess: false });
    expect(none.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { base: 'Please choose at least one perk.' } },
    });
    for (const [field, value, message] of [
      ['callsPerPeriodAmount', 31, 'Please enter between 1 and 30 calls.'],
      ['callsPerPeriodAmount', 0, 'Please enter between 1 and 30 calls.'],
      ['volleysPerPeriodAmount', 1000, 'Please enter between 1 and 999 volleys.'],
      ['callsPerSessionAmount', 6, 'Please enter between 1 and 5 minutes.'],
    ] as const) {
      const response = await create(other, { freeMinutes: true, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { [field]: message } } });
    }
    const volleys = await create(other, { freeVolleys: true, volleysPerPeriodAmount: 50 });
    expect(volleys.json()).toMatchObject({ package: { volleyPerk: { volleysPerPeriod: 50 } } });
  });

  it('allows at most 6 public packages (pending_onboarding counts), private ones beyond', async () => {
    const other = await makeFlirt(t, admin);
    const ids = [idOf(await create(other, { status: 'pending_onboarding' }))];
    for (let i = 0; i < 5; i++) ids.push(idOf(await create(other)));
    const seventh = await create(other);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toMatchObject({
      error: {
        code: 'public_package_limit',
        message: 'You can have at most 6 public packages. Please make one of them private first.',
      },
    });
    const hidden = idOf(await create(other, { status: 'private_package' }));
    expect((await patch(other, hidden, { status: 'public_package' })).statusCode).toBe(409);
    const toPrivate = await patch(other, ids[1] ?? '', { status: 'private_package' });
    expect(toPrivate.json()).toMatchObject({ message: 'Your package is now private.' });
    const toPublic = await patch(other, hidden, { status: 'public_package' });
    expect(toPublic.json()).toMatchObject({
      message: 'Your package is now public.',
      package: { status: 'public_package' },
    });
    const listed = await management(other);
    expect(listed).toMatchObject({ public_count: 6, public_limit: 6 });
    expect(listed.packages).toHaveLength(7);
  });

  it('concurrent creations never pass the public limit', async () => {
    const other = await makeFlirt(t, admin);
    const responses = await Promise.all(Array.from({ length: 9 }, () => create(other)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });

  it('edits the price and perks; only the owner may, and only an advisor creates', async () => {
    const id = idOf(await create(flirt));
    const edited = await patch(flirt, id, { rate: '19.99', freeVolleys: true });
    expect(edited.json()).toMatchObject({
      message: 'Your changes were saved.',
      package: { rate: 1999, volleyPerk: { volleysPerPeriod: 20 }, feedPerk: true },
    });
    const someoneElse = await makeFlirt(t, admin);
    expect((await patch(someoneElse, id, { rate: '5' })).statusCode).toBe(404);
    expect((await patch(flirt, uuidv7(), { rate: '5' })).statusCode).toBe(404);
    const customer = await makeCustomer(t);
    expect((await create(customer)).statusCode).toBe(403);
    const bad = await patch(flirt, id, { rate: '1000' });
    expect(bad.json()).toMatchObject({ error: { fields: { rate: 'Maximum $999 USD' } } });
  });

  it('puts the onboarding package on sale when onboarding completes (spec 000 §4)', async () => {
    const newcomer = await makeFlirt(t, admin);
    const terms = await t.inject({
      method: 'POST',
      url: '/client_api/legal_liability_acceptance',
      headers: newcomer.headers,
    });
    expect(terms.statusCode).toBeLessThan(300);
    const wizard = idOf(await create(newcomer, { rate: '9.99', status: 'pending_onboarding' }));
    const onboarded = async () => {
      // The onboarding process completes onboarding as a reaction, and the packages react to that.
      await reacted(t, ONBOARDING_REACTOR.name);
      await reacted(t, ONBOARDING_REACTOR.name, ONBOARDED_PACKAGES.name);
    };
    await onboarded();
    const storefront = async () =>
      (
        await t.inject({
          method: 'GET',
          url: `/client_api/packages?advisor_ids=${newcomer.userId}`,
        })
      )
        .json<{ packages: PackageView[] }>()
        .packages.map((p) => p.id);
    expect((await management(newcomer)).packages).toEqual([
      expect.objectContaining({ id: wizard, formattedStatus: 'Pending Onboarding' }),
    ]);
    expect(await storefront()).toEqual([]);

    const first = await t.inject({
      method: 'POST',
      url: '/feeds/posts',
      headers: newcomer.headers,
      payload: { post_type: 'welcome_kit', body: 'My first post' },
    });
    expect(first.statusCode).toBe(201);
    await onboarded();
    const onSale = await management(newcomer);
    expect(onSale.packages).toEqual([
      expect.objectContaining({ id: wizard, status: 'public_package', formattedStatus: 'Public' }),
    ]);
    expect(onSale.public_count).toBe(1);
    expect(await storefront()).toEqual([wizard]);
    expect((await buy(await makeCustomer(t), wizard)).statusCode).toBe(200);

    // A pending package made once onboarding is complete goes on sale too; a repeat changes nothing.
    const late = idOf(await create(newcomer, { status: 'pending_onboarding' }));
    await onboarded();
    expect(await storefront()).toEqual(expect.arrayContaining([wizard, late]));
    const before = await streamTypes(t, packageStreamId(wizard));
    await reactAgain(t, ONBOARDED_PACKAGES.name, 'OnboardingCompleted');
    expect(await streamTypes(t, packageStreamId(wizard))).toEqual(before);
  });

  it('shows public packages on the storefront; a private one by its link; a deleted one to nobody else', async () => {
    const other = await makeFlirt(t, admin);
    const shown = idOf(await create(other, { rate: '5' }));
    const hidden = idOf(await create(other, { status: 'private_package' }));
    const gone = idOf(await create(other, { rate: '7' }));
    const removed = await t.inject({
      method: 'DELETE',
      url: `/client_api/packages/${gone}`,
      headers: other.headers,
    });
    expect(removed.json()).toMatchObject({ message: 'Your package has been deleted.' });
    await caughtUp(t);
    const storefront = await t.inject({
      method: 'GET',
      url: `/client_api/packages?advisor_ids=${other.userId},${uuidv7()}`,
    });
    expect(storefront.json<{ packages: PackageView[] }>().packages.map((p) => p.id)).toEqual([
      shown,
    ]);
    expect(storefront.body).not.toContain('activeSubscribersCount');
    const byAdvisor = await t.inject({
      method: 'POST',
      url: '/client_api/public_packages_for_advisors',
      payload: { advisor_ids: [other.userId] },
    });
    expect(byAdvisor.json()).toEqual({
      packages: { [other.userId]: [expect.objectContaining({ id: shown })] },
    });
    const byLink = await t.inject({ method: 'GET', url: `/client_api/packages/${hidden}` });
    expect(byLink.json()).toMatchObject({ id: hidden, status: 'private_package' });
    // Statistics are for the package's Flirt only.
    expect(byLink.body).not.toContain('activeSubscribersCount');
    const byCustomer = await t.inject({
      method: 'GET',
      url: `/client_api/packages/${shown}`,
      headers: (await makeCustomer(t)).headers,
    });
    expect(byCustomer.json()).toMatchObject({ id: shown });
    expect(byCustomer.body).not.toContain('activeSubscribersCount');
    expect(
      (await t.inject({ method: 'GET', url: `/client_api/packages/${gone}` })).statusCode,
    ).toBe(404);
    const own = await t.inject({
      method: 'GET',
      url: `/client_api/packages/${gone}`,
      headers: other.headers,
    });
    expect(own.json()).toMatchObject({ status: 'deleted_package', formattedStatus: 'Deleted' });
  });

  it("lists the signed-in Flirt's own packages without advisor_ids (My Customers packages filter)", async () => {
    const other = await makeFlirt(t, admin);
    const shown = idOf(await create(other, { rate: '5' }));
    const hidden = idOf(await create(other, { status: 'private_package' }));
    const gone = idOf(await create(other, { rate: '7' }));
    await t.inject({
      method: 'DELETE',
      url: `/client_api/packages/${gone}`,
      headers: other.headers,
    });
    idOf(await create(flirt, { rate: '9' }));
    await caughtUp(t);
    const own = await t.inject({
      method: 'GET',
      url: '/client_api/packages',
      headers: other.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ packages: PackageView[] }>().packages.map((p) => [p.id, p.status])).toEqual([
      [shown, 'public_package'],
      [hidden, 'private_package'],
      [gone, 'deleted_package'],
    ]);
    for (const who of [await makeCustomer(t), null]) {
      const refused = await t.inject({
        method: 'GET',
        url: '/client_api/packages',
        ...(who ? { headers: who.headers } : {}),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { fields: { advisor_ids: 'Please name the Flirts whose packages to list.' } },
      });
    }
  });

  it('sells a package: not to its Flirt, charged monthly, counted in the statistics', async () => {
    const other = await makeFlirt(t, admin);
    const id = idOf(
      await create(other, { rate: '20', freeMinutes: true, callsPerPeriodAmount: 2 }),
    );
    const own = await buy(other, id);
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({
      error: {
        code: 'cannot_purchase_own_package',
        message: "We're sorry, you cannot purchase your own package.",
      },
    });
    const loyal = await makeCustomer(t);
    const leaving = await makeCustomer(t);
    const bought = result(await buy(loyal, id));
    expect(bought).toMatchObject({
      charged: true,
      subscription: {
        type: 'package',
        status: 'active',
        rate: 2000,
        package: { id },
        perks_used_available: true,
        current_charge: {
          feed_benefit: true,
          callBenefit: { periodCallsUsed: 0, totalCallLimit: 2, limitByPeriod: true },
        },
      },
    });
    result(await buy(leaving, id));
    const cancel = await t.inject({
      method: 'DELETE',
      url: `/client_api/package_subscriptions/${result(await buy(leaving, id)).subscription.id}`,
      headers: leaving.headers,
    });
    expect(result(cancel).subscription.status).toBe('pending_cancel');
    expect((await management(other)).packages[0]).toMatchObject({
      activeSubscribersCount: 1,
      pendingExpirationCount: 1,
      expiredCount: 0,
    });
    await runJob(t, BILLING_JOB, new Date(result(cancel).subscription.billingPeriodEnd ?? ''));
    expect((await management(other)).packages[0]).toMatchObject({
      activeSubscribersCount: 1,
      pendingExpirationCount: 0,
      expiredCount: 1,
      cancellationRate: 50,
    });
    const mine = await t.inject({
      method: 'GET',
      url: `/client_api/package_subscriptions?advisor_login=${other.login}`,
      headers: loyal.headers,
    });
    expect(
      mine.json<{ subscriptions: SubscriptionView[] }>().subscriptions.map((s) => s.id),
    ).toEqual([bought.subscription.id]);
  });

  it('turns 20 concurrent purchases of one package by one customer into one subscription and one charge', async () => {
    const other = await makeFlirt(t, admin);
    const id = idOf(await create(other, { rate: '6.66' }));
    const customer = await makeCustomer(t);
    const chargesBefore = sandboxCharges(t).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => buy(customer, id)));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    const subscriptionId = subscriptionIdFor.package(customer.userId, id);
    for (const response of responses) {
      expect(response.json()).toMatchObject({
        charged: true,
        subscription: { id: subscriptionId },
      });
    }
    expect(await streamTypes(t, subscriptionStreamId(subscriptionId))).toEqual([
      'Subscribed',
      'SubscriptionChargeStarted',
      'SubscriptionCharged',
    ]);
    const charges = sandboxCharges(t);
    expect(charges).toHaveLength(chargesBefore + 1);
    expect(charges[charges.length - 1]).toMatchObject({ status: 'approved', amountCents: 666 });
  });

  it('refuses buying across a block, a deleted package, and an unknown one', async () => {
    const other = await makeFlirt(t, admin);
    const id = idOf(await create(other));
    const blocked = await makeCustomer(t);
    await block(t, other.userId, blocked.userId, 'customer');
    expect((await buy(blocked, id)).statusCode).toBe(403);
    expect((await buy(blocked, uuidv7())).statusCode).toBe(404);
    await t.inject({ method: 'DELETE', url: `/client_api/packages/${id}`, headers: other.headers });
    const late = await makeCustomer(t);
    const response = await buy(late, id);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      error: { message: 'This package is no longer available.' },
    });
  });

  it('counts free calls and volleys per billing period through the service API', async () => {
    const other = await makeFlirt(t, admin);
    const id = idOf(
      await create(other, {
        freeMinutes: true,
        callsPerPeriodAmount: 2,
        freeVolleys: true,
        volleysPerPeriodAmount: 3,
      }),
    );
    const customer = await makeCustomer(t);
    const subscriptionId = result(await buy(customer, id)).subscription.id;
    expect(
      (await usePerk(subscriptionId, 'call', 'call-1', 1, 'wrong-token-wrong-token-wrong'))
        .statusCode,
    ).toBe(401);
    const first = await usePerk(subscriptionId, 'call', 'call-1');
    expect(first.statusCode).toBe(201);
    expect((await usePerk(subscriptionId, 'call', 'call-1')).statusCode).toBeLessThan(300);
    const conflicting = await usePerk(subscriptionId, 'volley', 'call-1');
    expect(conflicting.statusCode).toBe(409);
    expect(conflicting.json()).toMatchObject({
      error: {
        code: 'usage_conflict',
        message: 'This usage was already reported with other details.',
      },
    });
    await usePerk(subscriptionId, 'call', 'call-2');
    const third = await usePerk(subscriptionId, 'call', 'call-3');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      error: { message: 'There are no free calls left on this package.' },
    });
    const volleys = await usePerk(subscriptionId, 'volley', 'v-1', 3);
    expect(volleys.json()).toMatchObject({
      subscription: {
        current_charge: {
          callBenefit: { periodCallsUsed: 2, totalCallLimit: 2 },
          volleyBenefit: { periodVolleysUsed: 3, totalVolleyLimit: 3 },
        },
      },
    });
    expect((await usePerk(uuidv7(), 'call', 'x')).statusCode).toBe(404);
  });

  it('asks package subscribers to approve a higher price, and runs a deleted package to the period end', async () => {
    const other = await makeFlirt(t, admin);
    const id = idOf(await create(other, { rate: '10' }));
    const customer = await makeCustomer(t);
    const subscription = result(await buy(customer, id)).subscription;
    await patch(other, id, { rate: '12' });
    await reacted(t, SUBSCRIPTION_REACTIONS.name);
    const pending = await t.inject({
      method: 'GET',
      url: `/client_api/package_subscriptions/${subscription.id}`,
      headers: customer.headers,
    });
    expect(pending.json()).toMatchObject({ status: 'needs_approval', new_rate: 1200 });
    const approved = await t.inject({
      method: 'PUT',
      url: `/client_api/package_subscriptions/${subscription.id}`,
      headers: customer.headers,
      payload: { action: 'approve' },
    });
    expect(result(approved).subscription).toMatchObject({ status: 'active', rate: 1200 });

    await t.inject({ method: 'DELETE', url: `/client_api/packages/${id}`, headers: other.headers });
    await reacted(t, SUBSCRIPTION_REACTIONS.name);
    const ending = await t.inject({
      method: 'GET',
      url: `/client_api/package_subscriptions/${subscription.id}`,
      headers: customer.headers,
    });
    expect(ending.json()).toMatchObject({
      status: 'pending_cancel',
      subscription_ends_at: subscription.billingPeriodEnd,
    });
    const renew = await t.inject({
      method: 'PUT',
      url: `/client_api/package_subscriptions/${subscription.id}`,
      headers: customer.headers,
      payload: { action: 'renew' },
    });
    expect(renew.statusCode).toBe(410);
    expect((await management(other)).packages[0]).toMatchObject({
      status: 'deleted_package',
      deletionDate: subscription.billingPeriodEnd,
    });
    await runJob(t, BILLING_JOB, new Date(subscription.billingPeriodEnd ?? ''));
    const ended = await t.inject({
      method: 'GET',
      url: `/client_api/package_subscriptions/${subscription.id}`,
      headers: customer.headers,
    });
    expect(ended.json()).toMatchObject({ status: 'cancelled', ended_reason: 'expired' });
  });
});
