import { expect } from '@jest/globals';
import type { ListingCommandResponse } from '@flirtwire/contracts';
import { type AuthzCase, describeAuthzMatrix } from '../../test-support/authz-matrix.js';
import { signInAdmin } from '../../test-support/identity.js';
import { makeFlirt } from '../../test-support/money.js';

interface Target {
  readonly listingId: string;
  readonly login: string;
}

const STAFF = ['moderator', 'admin'] as const;

/**
 * Every listing endpoint aimed at another Flirt's listing that is not accepted yet: nobody but
 * staff reads it, nobody but staff reviews or blocks it, and nobody at all edits it or switches
 * it for its owner.
 */
const cases: AuthzCase<Target>[] = [
  {
    name: 'GET /client_api/listings/:id',
    method: 'GET',
    url: (x) => `/client_api/listings/${x.listingId}`,
    othersAllowedFor: [...STAFF],
  },
  {
    name: 'GET /client_api/call_listings/:id',
    method: 'GET',
    url: (x) => `/client_api/call_listings/${x.listingId}`,
    othersAllowedFor: [...STAFF],
  },
  {
    name: 'GET /client_api/advisors/:login/listings',
    method: 'GET',
    url: (x) => `/client_api/advisors/${x.login}/listings`,
    othersAllowedFor: [...STAFF],
    selfScoped: true,
  },
  {
    name: 'PATCH /client_api/listings/:id',
    method: 'PATCH',
    url: (x) => `/client_api/listings/${x.listingId}`,
    body: () => ({ title: 'Hijacked listing' }),
  },
  {
    name: 'PATCH /client_api/availabilities (another’s listing)',
    method: 'PATCH',
    url: () => '/client_api/availabilities',
    body: (x) => ({ listings: [{ id: x.listingId, available: false }] }),
  },
  {
    name: 'POST /client_api/moderation/listings/:id/decision',
    method: 'POST',
    url: (x) => `/client_api/moderation/listings/${x.listingId}/decision`,
    body: () => ({ decision: 'accept' }),
    othersAllowedFor: [...STAFF],
  },
  {
    name: 'POST /client_api/moderation/listings/:id/block',
    method: 'POST',
    url: (x) => `/client_api/moderation/listings/${x.listingId}/block`,
    body: () => ({ blocked: true }),
    othersAllowedFor: [...STAFF],
  },
];

describeAuthzMatrix(
  'listing authorization',
  'lets nobody read an unreviewed listing of someone else or change it, staff review aside',
  {
    cases,
    victim: async (app) => {
      const flirt = await makeFlirt(app, await signInAdmin(app));
      const secret = `Secret ${flirt.userId.slice(-8)}`;
      const created = await app.inject({
        method: 'POST',
        url: '/client_api/listings',
        headers: flirt.headers,
        payload: {
          type: 1,
          title: secret,
          description: 'Private until reviewed',
          categoryId: 101,
          priceCents: 199,
        },
      });
      expect(created.statusCode).toBe(201);
      const { listingId, position } = created.json<ListingCommandResponse>();
      return {
        target: { listingId, login: flirt.login },
        secrets: [secret],
        snapshot: async () =>
          (
            await app.inject({
              method: 'GET',
              url: `/client_api/listings/${listingId}?after=${String(position)}`,
              headers: flirt.headers,
            })
          ).json<{ title: string; status: string; available: boolean; blocked: boolean }>(),
      };
    },
  },
);
