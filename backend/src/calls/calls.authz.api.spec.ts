import { expect } from '@jest/globals';
import { type AuthzCase, describeAuthzMatrix } from '../test-support/authz-matrix.js';
import { makeCaller, phoneListing } from '../test-support/calls.js';
import { signInAdmin } from '../test-support/identity.js';
import { makeFlirt } from '../test-support/money.js';

interface Target {
  readonly listingId: string;
  readonly token: string;
}

/**
 * Every call endpoint aimed at a call between two other people: nobody else reads it or presses
 * its sandbox controls. Starting a call on the victim's listing is anyone's own new call
 * (self-scoped): it never touches the victim's call.
 */
const cases: AuthzCase<Target>[] = [
  {
    name: 'GET /client_api/listings/:id/calls/:token',
    method: 'GET',
    url: (x) => `/client_api/listings/${x.listingId}/calls/${x.token}`,
  },
  {
    name: 'POST /client_api/listings/:id/calls',
    method: 'POST',
    url: (x) => `/client_api/listings/${x.listingId}/calls`,
    selfScoped: true,
  },
  ...(['connect', 'fail'] as const).map((action): AuthzCase<Target> => ({
    name: `POST /sandbox-telephony/calls/:token (${action})`,
    method: 'POST',
    url: (x) => `/sandbox-telephony/calls/${x.token}`,
    body: () => ({ action }),
  })),
];

describeAuthzMatrix(
  'call authorization',
  'lets nobody read or steer a call they are not a party of',
  {
    cases,
    victim: async (app) => {
      const admin = await signInAdmin(app);
      const flirt = await makeFlirt(app, admin);
      const listingId = await phoneListing(app, flirt, admin, 250);
      const customer = await makeCaller(app);
      const started = await app.inject({
        method: 'POST',
        url: `/client_api/listings/${listingId}/calls`,
        headers: customer.headers,
      });
      expect(started.statusCode).toBe(201);
      const { token, position } = started.json<{ token: string; position: number }>();
      return {
        target: { listingId, token },
        secrets: [customer.login],
        snapshot: async () =>
          (
            await app.inject({
              method: 'GET',
              url: `/client_api/listings/${listingId}/calls/${token}?after=${String(position)}`,
              headers: flirt.headers,
            })
          ).json<{ state: string }>().state,
      };
    },
  },
);
