import { expect } from '@jest/globals';
import { type GoodyBagCommandResult, goodyBagStreamId } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { type AuthzCase, describeAuthzMatrix } from '../test-support/authz-matrix.js';
import { uploadImage } from '../test-support/content.js';
import { signInAdmin } from '../test-support/identity.js';
import { makeFlirt } from '../test-support/money.js';

interface Target {
  /** A draft bag of the victim Flirt, whose title is the secret. */
  readonly draftId: string;
}

/** Every goody bag endpoint aimed at another Flirt's draft bag. */
const cases: AuthzCase<Target>[] = [
  {
    name: 'GET /goody_bags/:id (draft)',
    method: 'GET',
    url: (x) => `/client_api/goody_bags/${x.draftId}`,
  },
  {
    name: 'PATCH /goody_bags/:id',
    method: 'PATCH',
    url: (x) => `/client_api/goody_bags/${x.draftId}`,
    body: () => ({ title: 'hijacked', price: '2.00' }),
  },
  {
    name: 'POST /goody_bags/:id/publish',
    method: 'POST',
    url: (x) => `/client_api/goody_bags/${x.draftId}/publish`,
  },
  {
    name: 'POST /goody_bags/:id/unpublish',
    method: 'POST',
    url: (x) => `/client_api/goody_bags/${x.draftId}/unpublish`,
  },
  {
    name: 'DELETE /goody_bags/:id',
    method: 'DELETE',
    url: (x) => `/client_api/goody_bags/${x.draftId}`,
  },
  // A draft is not for sale: nobody can buy it (and so never see its files).
  {
    name: 'POST /goody_bags/:id/purchase',
    method: 'POST',
    url: (x) => `/client_api/goody_bags/${x.draftId}/purchase`,
  },
  {
    name: 'GET /goody_bags/manage',
    method: 'GET',
    url: () => '/client_api/goody_bags/manage',
    selfScoped: true,
  },
  {
    name: 'GET /goody_bags/purchased',
    method: 'GET',
    url: () => '/client_api/goody_bags/purchased',
    selfScoped: true,
  },
];

describeAuthzMatrix(
  'goody bags authorization',
  "lets nobody read, change or buy another Flirt's draft goody bag",
  {
    cases,
    noneAllowed: true,
    victim: async (app) => {
      const store = app.app.get<EventStore>(EVENT_STORE);
      const flirt = await makeFlirt(app, await signInAdmin(app));
      const secret = `Secret bag ${flirt.userId.slice(-8)}`;
      const created = await app.inject({
        method: 'POST',
        url: '/client_api/goody_bags',
        headers: flirt.headers,
        payload: {
          title: secret,
          price: '9.99',
          media_ids: [await uploadImage(app, flirt)],
          content_rating: 'tame',
        },
      });
      expect(created.statusCode).toBe(201);
      const draftId = created.json<GoodyBagCommandResult>().goody_bag_id;
      return {
        target: { draftId },
        secrets: [secret],
        snapshot: async () => (await store.readStream(goodyBagStreamId(draftId))).length,
      };
    },
  },
);
