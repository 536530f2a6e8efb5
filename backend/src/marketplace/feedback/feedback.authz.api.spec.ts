import { expect } from '@jest/globals';
import { listingStreamId } from '@flirtwire/contracts';
import { type AuthzCase, describeAuthzMatrix } from '../../test-support/authz-matrix.js';
import { appendEvents, report } from '../../test-support/customers.js';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { makeCustomer, makeFlirt } from '../../test-support/money.js';

interface Target {
  readonly customerId: string;
  readonly openCallId: string;
  readonly listingId: string;
}

/**
 * Every feedback and favorites endpoint aimed at another customer's transactions and list:
 * nobody reads or rates someone else's purchase, reads a Flirt's feedback received but the
 * Flirt, or changes someone else's favorites.
 */
const cases: AuthzCase<Target>[] = [
  {
    name: 'GET /client_api/feedbacks',
    method: 'GET',
    url: (x) => `/client_api/feedbacks?user_id=${x.customerId}`,
    selfScoped: true,
  },
  {
    name: 'GET /client_api/feedbacks/new',
    method: 'GET',
    url: (x) => `/client_api/feedbacks/new?object_type=Conference&object_id=${x.openCallId}`,
  },
  {
    name: 'POST /client_api/feedbacks',
    method: 'POST',
    url: () => '/client_api/feedbacks',
    body: (x) => ({ object_type: 'Conference', object_id: x.openCallId, rating: -10 }),
  },
  {
    name: 'GET /client_api/account/feedbacks',
    method: 'GET',
    url: (x) => `/client_api/account/feedbacks?seekerId=${x.customerId}&perPage=100000`,
    selfScoped: true,
  },
  {
    name: 'GET /client_api/favorite_listings',
    method: 'GET',
    url: (x) => `/client_api/favorite_listings?user_id=${x.customerId}`,
    selfScoped: true,
  },
  {
    name: 'PATCH /client_api/favorite_listings/:id',
    method: 'PATCH',
    url: (x) => `/client_api/favorite_listings/${x.listingId}`,
    body: () => ({ position: 2 }),
    selfScoped: true,
  },
  {
    name: 'DELETE /client_api/favorite_listings/bulk_destroy',
    method: 'DELETE',
    url: () => '/client_api/favorite_listings/bulk_destroy',
    body: (x) => ({ listing_ids: [x.listingId] }),
    selfScoped: true,
  },
];

let serial = 0;
let admin: SignedInUser | undefined;

describeAuthzMatrix(
  'feedback and favorites authorization',
  'lets nobody rate, read or change another customer’s purchases and favorites',
  {
    cases,
    victim: async (app) => {
      admin ??= await signInAdmin(app);
      const flirt = await makeFlirt(app, admin);
      const customer = await makeCustomer(app);
      serial++;
      const tag = `${customer.userId.slice(-8)}-${String(serial)}`;
      const secret = `secret-${tag}`;
      const listingId = `7${String(Date.now()).slice(-7)}${String(serial).padStart(3, '0')}`;
      const at = new Date().toISOString();
      await appendEvents(app, listingStreamId(listingId), [
        {
          type: 'ListingCreated',
          data: {
            listingId,
            creatorId: flirt.userId,
            login: flirt.login,
            type: 1,
            title: 'Victim listing',
            description: '',
            categoryId: 501,
            priceCents: 199,
            photoMediaId: null,
            serviceExtension: null,
            at,
          },
        },
        {
          type: 'ListingAccepted',
          data: { listingId, creatorId: flirt.userId, moderatorId: admin.userId, at },
        },
      ]);
      const call = async (id: string) => {
        const ended = new Date(Date.now() - 60_000);
        const response = await report(app, 'calls', {
          call_id: id,
          creator_id: flirt.userId,
          customer_id: customer.userId,
          started_at: new Date(ended.getTime() - 600_000).toISOString(),
          ended_at: ended.toISOString(),
          minutes: 10,
          rate_cents: 199,
          amount_cents: 1_990,
        });
        expect(response.statusCode).toBe(201);
      };
      const openCallId = `open-${tag}`;
      await call(openCallId);
      await call(`rated-${tag}`);
      const rated = await app.inject({
        method: 'POST',
        url: '/client_api/feedbacks',
        payload: {
          object_type: 'Conference',
          object_id: `rated-${tag}`,
          rating: 5,
          comment: secret,
        },
        headers: customer.headers,
      });
      expect(rated.statusCode).toBe(201);
      let position = 0;
      for (let attempt = 0; attempt < 50 && position === 0; attempt++) {
        const added = await app.inject({
          method: 'POST',
          url: '/client_api/favorite_listings',
          payload: { listing_id: listingId },
          headers: customer.headers,
        });
        if (added.statusCode === 201) position = added.json<{ position: number }>().position;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(position).toBeGreaterThan(0);
      return {
        target: { customerId: customer.userId, openCallId, listingId },
        secrets: [secret, openCallId],
        snapshot: async () => {
          const read = async (url: string) =>
            (
              await app.inject({
                method: 'GET',
                url: `${url}?after=${String(position)}`,
                headers: customer.headers,
              })
            ).json<unknown>();
          return [await read('/client_api/favorite_listings'), await read('/client_api/feedbacks')];
        },
      };
    },
  },
);
