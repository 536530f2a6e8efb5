import { chargeStreamId, subscriptionStreamId, packageStreamId } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import type { ManagedPackageView, SubscribeResult } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import {
  amountSecrets,
  type AuthzCase,
  formatAuthzMatrix,
  runAuthzMatrix,
} from '../test-support/authz-matrix.js';
import { type SignedInUser, signInAdmin } from '../test-support/identity.js';
import {
  caughtUp,
  FLAGS_WITHOUT_PACKAGES,
  makeCustomer,
  makeFlirt,
  setPrice,
  subscribe,
} from '../test-support/money.js';
import { startTestApp } from '../test-support/test-app.js';

const SERVICE_TOKEN = 'service-token-for-money-authz-0123456789';
const SECRET_MESSAGE = 'Secret tribute message 77';

interface Target {
  readonly flirtId: string;
  readonly packageId: string;
  /** The victim customer's package subscription (flag on) or feed subscription (flag off). */
  readonly subscriptionId: string;
  /** The victim customer's recurring tribute (flag on), else the subscription again. */
  readonly tributeId: string;
  readonly tipId: string;
}

/** Every money endpoint, aimed at another person's Flirt, package, subscription, tribute, charge. */
const cases: AuthzCase<Target>[] = [
  {
    name: 'GET /subscriptions',
    method: 'GET',
    url: () => '/client_api/subscriptions?filter=all',
    selfScoped: true,
  },
  {
    name: 'GET /tributes',
    method: 'GET',
    url: () => '/client_api/tributes?filter=all',
    selfScoped: true,
  },
  {
    name: 'GET /subscriptions/:advisorId',
    method: 'GET',
    url: (x) => `/client_api/subscriptions/${x.flirtId}`,
    selfScoped: true,
  },
  {
    name: 'POST /subscriptions/:advisorId',
    method: 'POST',
    url: (x) => `/client_api/subscriptions/${x.flirtId}`,
    selfScoped: true,
  },
  {
    name: 'DELETE /subscriptions/:advisorId',
    method: 'DELETE',
    url: (x) => `/client_api/subscriptions/${x.flirtId}`,
    selfScoped: true,
  },
  {
    name: 'POST /subscriptions/:advisorId/resubscribe',
    method: 'POST',
    url: (x) => `/client_api/subscriptions/${x.flirtId}/resubscribe`,
    selfScoped: true,
  },
  {
    name: 'POST /subscriptions/:advisorId/approve (their subscription id)',
    method: 'POST',
    url: (x) => `/client_api/subscriptions/${x.flirtId}/approve`,
    body: (x) => ({ subscription_id: x.subscriptionId }),
  },
  {
    name: 'GET /subscriptions/offerings',
    method: 'GET',
    url: () => '/client_api/subscriptions/offerings',
    selfScoped: true,
  },
  {
    name: 'POST /subscriptions/offerings',
    method: 'POST',
    url: () => '/client_api/subscriptions/offerings',
    body: () => ({ rate: '45', confirm_increase: true }),
    selfScoped: true,
  },
  {
    name: 'GET /package_subscriptions',
    method: 'GET',
    url: () => '/client_api/package_subscriptions',
    selfScoped: true,
  },
  {
    name: 'GET /package_subscriptions/:id',
    method: 'GET',
    url: (x) => `/client_api/package_subscriptions/${x.subscriptionId}`,
  },
  {
    name: 'PUT /package_subscriptions/:id (renew)',
    method: 'PUT',
    url: (x) => `/client_api/package_subscriptions/${x.subscriptionId}`,
    body: () => ({ action: 'renew' }),
  },
  {
    name: 'PUT /package_subscriptions/:id (approve)',
    method: 'PUT',
    url: (x) => `/client_api/package_subscriptions/${x.subscriptionId}`,
    body: () => ({ action: 'approve' }),
  },
  {
    name: 'DELETE /package_subscriptions/:id',
    method: 'DELETE',
    url: (x) => `/client_api/package_subscriptions/${x.subscriptionId}`,
  },
  {
    name: 'POST /package_subscriptions (their package)',
    method: 'POST',
    url: () => '/client_api/package_subscriptions',
    body: (x) => ({ package_id: x.packageId }),
    selfScoped: true,
  },
  {
    name: 'POST /packages',
    method: 'POST',
    url: () => '/client_api/packages',
    body: () => ({ feedAccess: true, status: 'private_package' }),
    selfScoped: true,
  },
  {
    name: 'PATCH /packages/:id',
    method: 'PATCH',
    url: (x) => `/client_api/packages/${x.packageId}`,
    body: () => ({ rate: '4.99' }),
  },
  {
    name: 'PATCH /packages/:id (visibility)',
    method: 'PATCH',
    url: (x) => `/client_api/packages/${x.packageId}`,
    body: () => ({ status: 'public_package' }),
  },
  {
    name: 'DELETE /packages/:id',
    method: 'DELETE',
    url: (x) => `/client_api/packages/${x.packageId}`,
  },
  {
    name: 'GET /package_management',
    method: 'GET',
    url: () => '/client_api/package_management',
    selfScoped: true,
  },
  {
    name: 'GET /packages?advisor_ids=',
    method: 'GET',
    url: (x) => `/client_api/packages?advisor_ids=${x.flirtId}`,
    selfScoped: true,
  },
  {
    name: 'GET /packages/:id (their package, no statistics for others)',
    method: 'GET',
    url: (x) => `/client_api/packages/${x.packageId}`,
    selfScoped: true,
  },
  {
    name: 'POST /public_packages_for_advisors',
    method: 'POST',
    url: () => '/client_api/public_packages_for_advisors',
    body: (x) => ({ advisor_ids: [x.flirtId] }),
    selfScoped: true,
  },
  {
    name: 'POST /recurring_tributes/monetary_tributes',
    method: 'POST',
    url: () => '/client_api/recurring_tributes/monetary_tributes',
    body: (x) => ({ advisor_id: x.flirtId, rate: '5' }),
    selfScoped: true,
  },
  {
    name: 'PUT /recurring_tributes/monetary_tributes/:id',
    method: 'PUT',
    url: (x) => `/client_api/recurring_tributes/monetary_tributes/${x.tributeId}`,
    body: () => ({ rate: '999', message: 'hijacked' }),
  },
  {
    name: 'DELETE /recurring_tributes/monetary_tributes/:id',
    method: 'DELETE',
    url: (x) => `/client_api/recurring_tributes/monetary_tributes/${x.tributeId}`,
  },
  {
    name: 'POST /bonuses',
    method: 'POST',
    url: () => '/client_api/bonuses',
    body: (x) => ({ amount_text: '1', advisor_id: x.flirtId }),
    selfScoped: true,
  },
  {
    name: 'GET /finance/charges/:id',
    method: 'GET',
    url: (x) => `/finance/charges/${x.tipId}`,
    othersAllowedFor: ['finance', 'admin'],
  },
  {
    name: 'POST /finance/charges/:id/refunds',
    method: 'POST',
    url: (x) => `/finance/charges/${x.tipId}/refunds`,
    body: () => ({ amount_text: '0.01', reason: 'authz matrix' }),
    othersAllowedFor: ['finance', 'admin'],
  },
  {
    name: 'POST /service_api/perk_usages (a session, no token)',
    method: 'POST',
    url: () => '/service_api/perk_usages',
    body: (x) => ({
      subscription_id: x.subscriptionId,
      perk: 'call',
      quantity: 1,
      usage_id: 'u-1',
    }),
  },
  {
    name: 'POST /service_api/chargebacks (a session, no token)',
    method: 'POST',
    url: () => '/service_api/chargebacks',
    body: (x) => ({ charge_id: x.tipId, dispute_id: 'dp-authz', amount_cents: 100, reason: 'x' }),
  },
];

async function matrix(packagesOn: boolean): Promise<void> {
  const t = await startTestApp({
    env: {
      SERVICE_API_TOKEN: SERVICE_TOKEN,
      ...(packagesOn ? {} : { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES }),
    },
  });
  try {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const admin = await signInAdmin(t);
    let made: { target: Target; customer: SignedInUser } | null = null;
    const results = await runAuthzMatrix<Target>(t, {
      cases,
      victim: async () => {
        made ??= await (async () => {
          const flirt = await makeFlirt(t, admin);
          const customer = await makeCustomer(t);
          const created = await t.inject({
            method: 'POST',
            url: '/client_api/packages',
            headers: flirt.headers,
            payload: { feedAccess: true, rate: '7.77' },
          });
          expect(created.statusCode).toBe(201);
          const packageId = created.json<{ package: ManagedPackageView }>().package.id;
          const bought = await t.inject({
            method: 'POST',
            url: '/client_api/package_subscriptions',
            headers: customer.headers,
            payload: { package_id: packageId },
          });
          expect(bought.statusCode).toBe(200);
          let subscriptionId = bought.json<SubscribeResult>().subscription.id;
          let tributeId = subscriptionId;
          if (packagesOn) {
            const tribute = await t.inject({
              method: 'POST',
              url: '/client_api/recurring_tributes/monetary_tributes',
              headers: customer.headers,
              payload: { advisor_id: flirt.userId, rate: '13.13', message: SECRET_MESSAGE },
            });
            expect(tribute.statusCode).toBe(200);
            tributeId = tribute.json<SubscribeResult>().subscription.id;
          } else {
            expect((await setPrice(t, flirt, '11.11')).statusCode).toBe(200);
            const feed = await subscribe(t, customer, flirt.userId);
            expect(feed.statusCode).toBe(200);
            subscriptionId = feed.json<SubscribeResult>().subscription.id;
          }
          const tip = await t.inject({
            method: 'POST',
            url: '/client_api/bonuses',
            headers: customer.headers,
            payload: { amount_text: '43.21', advisor_id: flirt.userId },
          });
          expect(tip.statusCode).toBe(201);
          await caughtUp(t);
          return {
            customer,
            target: {
              flirtId: flirt.userId,
              packageId,
              subscriptionId,
              tributeId,
              tipId: tip.json<{ tipId: string }>().tipId,
            },
          };
        })();
        const { customer, target } = made;
        const streams = [
          subscriptionStreamId(target.subscriptionId),
          subscriptionStreamId(target.tributeId),
          packageStreamId(target.packageId),
          chargeStreamId(target.tipId),
        ];
        return {
          target,
          secrets: [
            customer.login,
            customer.userId,
            SECRET_MESSAGE,
            ...amountSecrets('43.21'),
            target.subscriptionId,
            target.tributeId,
          ],
          snapshot: async () =>
            Promise.all(streams.map(async (id) => (await store.readStream(id)).map((e) => e.type))),
        };
      },
    });
    const leaks = results.filter((r) => r.leaked.length > 0);
    console.log(`${packagesOn ? 'packages on' : 'packages off'}\n${formatAuthzMatrix(results)}`);
    expect(leaks).toEqual([]);
  } finally {
    await t.close();
  }
}

describe('authz matrix over the money endpoints: 0 leaks', () => {
  it('with recurring_package_tributes on (packages, package subscriptions, tributes)', async () => {
    await matrix(true);
  });
  it('with recurring_package_tributes off (feed subscriptions)', async () => {
    await matrix(false);
  });
});
