import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  CustomerRow,
  HistoryResponse,
  SavedSearchesResponse,
  TagsResponse,
} from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import {
  amountSecrets,
  type AuthzCase,
  formatAuthzMatrix,
  runAuthzMatrix,
} from '../test-support/authz-matrix.js';
import { get, report, search, signUpFlirt, tip } from '../test-support/customers.js';
import { type SignedInUser, signUp } from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

interface Target {
  readonly login: string;
  readonly customerId: string;
  readonly tag: string;
  readonly searchId: string;
  // transaction details
  readonly historyId: string;
}

const all = { filters: {} };

/** Every My Customers endpoint, aimed at another Flirt's customers, tags and searches. */
const cases: AuthzCase<Target>[] = [
  {
    name: 'POST /customers/search (their customer’s login)',
    method: 'POST',
    url: () => '/client_api/customers/search',
    body: (x) => ({ filters: { text: x.login } }),
    selfScoped: true,
  },
  {
    name: 'POST /customers/search_all',
    method: 'POST',
    url: () => '/client_api/customers/search_all',
    body: () => all,
    selfScoped: true,
  },
  {
    name: 'GET /customers/logins',
    method: 'GET',
    url: (x) => `/client_api/customers/logins?login=${x.login.slice(0, 6)}`,
    selfScoped: true,
  },
  {
    name: 'GET /customers/segments',
    method: 'GET',
    url: () => '/client_api/customers/segments',
    selfScoped: true,
  },
  {
    name: 'GET /customers/tags',
    method: 'GET',
    url: () => '/client_api/customers/tags',
    selfScoped: true,
  },
  {
    name: 'POST /customers/tags (their customers)',
    method: 'POST',
    url: () => '/client_api/customers/tags',
    body: (x) => ({ seekerIds: [x.customerId], tags: ['intruder'] }),
    selfScoped: true,
  },
  {
    name: 'POST /customers/tags/remove (their tag)',
    method: 'POST',
    url: () => '/client_api/customers/tags/remove',
    body: (x) => ({ seekerIds: [x.customerId], tags: [x.tag] }),
  },
  {
    name: 'POST /customers/tags/rename (their tag)',
    method: 'POST',
    url: () => '/client_api/customers/tags/rename',
    body: (x) => ({ name: x.tag, newName: 'renamed' }),
  },
  {
    name: 'DELETE /customers/tags?name= (their tag)',
    method: 'DELETE',
    url: (x) => `/client_api/customers/tags?name=${encodeURIComponent(x.tag)}`,
  },
  {
    name: 'GET /customers/saved_searches',
    method: 'GET',
    url: () => '/client_api/customers/saved_searches',
    selfScoped: true,
  },
  {
    name: 'PATCH /customers/saved_searches/:id',
    method: 'PATCH',
    url: (x) => `/client_api/customers/saved_searches/${x.searchId}`,
    body: () => ({ do_not_auto_suggest: true }),
  },
  {
    name: 'DELETE /customers/saved_searches/:id',
    method: 'DELETE',
    url: (x) => `/client_api/customers/saved_searches/${x.searchId}`,
  },
  {
    name: 'PATCH /customers/:login (note)',
    method: 'PATCH',
    url: (x) => `/client_api/customers/${x.login}`,
    body: (x) => ({ seekerId: x.customerId, note: 'overwritten' }),
  },
  {
    name: 'GET /customers/:login/overview',
    method: 'GET',
    url: (x) => `/client_api/customers/${x.login}/overview`,
  },
  {
    name: 'GET /customers/:login/packages',
    method: 'GET',
    url: (x) => `/client_api/customers/${x.login}/packages`,
  },
  {
    name: 'GET /customers/:login/details_offers',
    method: 'GET',
    url: (x) => `/client_api/customers/${x.login}/details_offers`,
  },
  {
    name: 'GET /customers/:login/details_history',
    method: 'GET',
    url: (x) => `/client_api/customers/${x.login}/details_history`,
  },
  {
    name: 'GET /customers/:login/feedback',
    method: 'GET',
    url: (x) => `/client_api/customers/${x.login}/feedback`,
  },
  {
    name: 'POST /customers/blockings (their customer)',
    method: 'POST',
    url: () => '/client_api/customers/blockings',
    body: (x) => ({ ids: [x.customerId] }),
    selfScoped: true,
  },
  {
    name: 'POST /customers/blockings (select-all)',
    method: 'POST',
    url: () => '/client_api/customers/blockings',
    body: () => all,
    selfScoped: true,
  },
  {
    name: 'POST /customers/blockings/unblock',
    method: 'POST',
    url: () => '/client_api/customers/blockings/unblock',
    body: (x) => ({ ids: [x.customerId] }),
    selfScoped: true,
  },
  {
    name: 'POST /customers/chat_messages',
    method: 'POST',
    url: () => '/client_api/customers/chat_messages',
    body: (x) => ({ ids: [x.customerId], message: 'hello from elsewhere' }),
    selfScoped: true,
  },
  {
    name: 'POST /customers/mail_recipients',
    method: 'POST',
    url: () => '/client_api/customers/mail_recipients',
    body: () => all,
    selfScoped: true,
  },
  {
    name: 'GET /customers/chat_messages/suggestion',
    method: 'GET',
    url: () => '/client_api/customers/chat_messages/suggestion',
    selfScoped: true,
  },
  {
    name: 'GET /earnings',
    method: 'GET',
    url: () => '/client_api/earnings?window=lifetime',
    selfScoped: true,
  },
  {
    name: 'GET /earnings/history',
    method: 'GET',
    url: () => '/client_api/earnings/history',
    selfScoped: true,
  },
  // transaction details
  {
    name: 'GET /transactions/details/:id',
    method: 'GET',
    url: (x) => `/client_api/transactions/details/${x.historyId}?btids=${x.historyId}`,
  },
  {
    name: 'POST /service_api/activity/calls (a session, no token)',
    method: 'POST',
    url: () => '/service_api/activity/calls',
    body: () => ({}),
  },
];

describe('authz matrix: no Flirt reads or acts on another Flirt’s customers', () => {
  let t: TestApp;
  let store: EventStore;
  let victim: { flirt: SignedInUser; customer: SignedInUser; target: Target } | null = null;

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses or scopes every endpoint for every role, leaking nothing and changing nothing', async () => {
    const results = await runAuthzMatrix<Target>(t, {
      cases,
      victim: async () => {
        victim ??= await (async () => {
          const flirt = await signUpFlirt(t);
          const customer = await signUp(t, { login: `Victim_${Date.now() % 1_000_000}` });
          await tip(t, flirt.userId, customer.userId, 4_321);
          await report(t, 'offers', {
            offer_id: 'secret-offer',
            creator_id: flirt.userId,
            customer_id: customer.userId,
            channel: 'Calls',
            amount_cents: 777,
            description: 'Secret special offer',
            at: new Date().toISOString(),
            expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          });
          const tag = 'Secret tag 77';
          await t.inject({
            method: 'POST',
            url: '/client_api/customers/tags',
            headers: flirt.headers,
            payload: { seekerIds: [customer.userId], tags: [tag] },
          });
          await t.inject({
            method: 'PATCH',
            url: `/client_api/customers/${customer.login}`,
            headers: flirt.headers,
            payload: { note: 'Secret note about them' },
          });
          const saved = await search(t, flirt, {
            filters: { saveThisSearch: true, nameForSavedSearch: 'Secret search 77' },
          });
          const history = await get<HistoryResponse>(
            t,
            flirt,
            '/client_api/earnings/history',
            await store.headPosition(),
          );
          const row = history.body.history[0];
          if (!row) throw new Error('the victim has no history row');
          return {
            flirt,
            customer,
            target: {
              login: customer.login,
              customerId: customer.userId,
              tag,
              searchId: saved.saved_search?.id ?? '',
              historyId: row.id,
            },
          };
        })();
        const { flirt, customer, target } = victim;
        return {
          target,
          secrets: [
            customer.login,
            customer.userId,
            target.tag,
            'Secret search 77',
            'Secret note about them',
            'Secret special offer',
            ...amountSecrets('43.21'),
          ],
          snapshot: async () => {
            const after = await store.headPosition();
            const rows = (await search(t, flirt, {}, after)).customers.map((row: CustomerRow) => ({
              id: row.seeker_id,
              tags: row.user_tag_list,
              note: row.note,
              blocked: !row.not_blocked,
              messages: row.num_messages_sent_from_advisor,
            }));
            const tags = (await get<TagsResponse>(t, flirt, '/client_api/customers/tags', after))
              .body.tags;
            const searches = (
              await get<SavedSearchesResponse>(t, flirt, '/client_api/customers/saved_searches')
            ).body;
            return {
              rows,
              tags: tags.map((entry) => [entry.name, entry.count]),
              searches: searches.saved_searches.map((s) => [s.id, s.do_not_auto_suggest]),
            };
          },
        };
      },
    });
    console.log(formatAuthzMatrix(results));
    expect(results.filter((row) => row.leaked.length > 0)).toEqual([]);
    expect(results.filter((row) => row.status >= 500)).toEqual([]);
    expect(results.filter((row) => row.role !== 'advisor' && row.status < 400)).toEqual([]);
  }, 120_000);
});
