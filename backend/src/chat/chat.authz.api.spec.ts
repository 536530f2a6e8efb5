import { expect } from '@jest/globals';
import { type AuthzCase, describeAuthzMatrix } from '../test-support/authz-matrix.js';
import { signInAdmin } from '../test-support/identity.js';
import { makeCustomer, makeFlirt } from '../test-support/money.js';

interface Target {
  readonly flirtId: string;
  readonly flirtSlug: string;
  readonly customerId: string;
}

/**
 * Every chat endpoint aimed at a conversation of two other people. A URL names the other party,
 * so anyone naming the victim Flirt or customer reaches only their own conversation with them
 * (self-scoped): never the victims' messages, never a change to them.
 */
const cases: AuthzCase<Target>[] = [
  {
    name: 'GET /client_api/chats',
    method: 'GET',
    url: (x) => `/client_api/chats?user_id=${x.customerId}`,
    selfScoped: true,
  },
  ...(['flirtId', 'flirtSlug', 'customerId'] as const).flatMap((key): AuthzCase<Target>[] => [
    {
      name: `GET /client_api/chats/:${key}/messages`,
      method: 'GET',
      url: (x) => `/client_api/chats/${x[key]}/messages`,
      selfScoped: true,
    },
    {
      name: `POST /client_api/chats/:${key}/messages`,
      method: 'POST',
      url: (x) => `/client_api/chats/${x[key]}/messages`,
      body: () => ({ text: 'hijacked' }),
      selfScoped: true,
    },
    {
      name: `POST /client_api/chats/:${key}/read`,
      method: 'POST',
      url: (x) => `/client_api/chats/${x[key]}/read`,
      selfScoped: true,
    },
  ]),
];

describeAuthzMatrix(
  'chat authorization',
  'lets nobody read or change a conversation they are not a party of',
  {
    cases,
    victim: async (app) => {
      const flirt = await makeFlirt(app, await signInAdmin(app));
      const customer = await makeCustomer(app);
      const secret = `secret-${customer.userId.slice(-8)}`;
      const sent = await app.inject({
        method: 'POST',
        url: `/client_api/chats/${flirt.userId}/messages`,
        payload: { text: secret },
        headers: customer.headers,
      });
      expect(sent.statusCode).toBe(201);
      const position = sent.json<{ position: number }>().position;
      return {
        target: {
          flirtId: flirt.userId,
          flirtSlug: flirt.login.toLowerCase(),
          customerId: customer.userId,
        },
        secrets: [secret],
        snapshot: async () =>
          (
            await app.inject({
              method: 'GET',
              url: `/client_api/chats/${flirt.userId}/messages?after=${String(position)}`,
              headers: customer.headers,
            })
          ).json<{ messages: unknown[] }>().messages,
      };
    },
  },
);
