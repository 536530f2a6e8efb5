import { expect } from '@jest/globals';
import {
  type CustomerRow,
  type CustomerSearchResponse,
  SERVICE_TOKEN_HEADER,
  type SearchCustomersBodyInput,
  tipStreamId,
} from '@flirtwire/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { DEVELOPMENT_SERVICE_API_TOKEN } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { completeFlirtSetup, type SignedInUser, signInAdmin, signUp } from './identity.js';
import type { TestApp } from './test-app.js';

/** Headers of an outside system calling the service API. */
export const serviceHeaders = { [SERVICE_TOKEN_HEADER]: DEVELOPMENT_SERVICE_API_TOKEN };

/** A Flirt made through the real sign-up and the whole setup wizard. */
export async function signUpFlirt(t: TestApp): Promise<SignedInUser> {
  const flirt = await signUp(t, { flirtSignup: true });
  await completeFlirtSetup(t, flirt, await signInAdmin(t));
  return flirt;
}

/** Reports activity through the service API; returns the response. */
export function report(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = serviceHeaders,
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: `/service_api/activity/${path}`,
    payload: body as object,
    headers,
  });
}

/**
 * Appends events straight to the store, as the money flows (tips, subscriptions, refunds)
 * and other contexts would; returns the last position.
 */
export async function appendEvents(
  t: TestApp,
  streamId: string,
  events: readonly { type: string; data: unknown; occurredAt?: string }[],
  now: Date = new Date(),
): Promise<number> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  const result = await store.appendToStream(
    streamId,
    events.map((event) => {
      const id = uuidv7();
      return {
        id,
        type: event.type,
        data: event.data,
        occurredAt: event.occurredAt ?? now.toISOString(),
        metadata: { correlationId: id, causationId: id, actor: { id: 'test', role: 'system' } },
      };
    }),
  );
  return result.position;
}

/** A tip from a customer to a Flirt at `at`; returns its position. */
export function tip(
  t: TestApp,
  creatorId: string,
  customerId: string,
  amountCents: number,
  at: Date = new Date(),
): Promise<number> {
  const tipId = uuidv7();
  return appendEvents(
    t,
    tipStreamId(customerId, creatorId),
    [
      {
        type: 'TipSent',
        occurredAt: at.toISOString(),
        data: {
          tipId,
          customerId,
          creatorId,
          amountCents,
          platformFeeCents: Math.round(amountCents * 0.3),
          message: '',
          listingId: null,
          fromChat: false,
        },
      },
    ],
    at,
  );
}

/** POST /client_api/customers/search as the Flirt, reading at least `after`. */
export async function search(
  t: TestApp,
  flirt: SignedInUser,
  body: SearchCustomersBodyInput = {},
  after?: number,
): Promise<CustomerSearchResponse> {
  const response = await t.inject({
    method: 'POST',
    url: `/client_api/customers/search${after === undefined ? '' : `?after=${after}`}`,
    payload: body,
    headers: flirt.headers,
  });
  expect({
    status: response.statusCode,
    body: response.statusCode === 200 ? null : response.body,
  }).toEqual({
    status: 200,
    body: null,
  });
  return response.json<CustomerSearchResponse>();
}

/** The Flirt's row for one customer (by login), after `after`. */
export async function rowOf(
  t: TestApp,
  flirt: SignedInUser,
  login: string,
  after?: number,
): Promise<CustomerRow | undefined> {
  const found = await search(t, flirt, { filters: { text: login } }, after);
  return found.customers.find((row) => row.seeker_name === login);
}

/** GET as the person, with ?after= when given; the parsed body and status. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- callers name the body they expect
export async function get<T>(
  t: TestApp,
  who: SignedInUser,
  url: string,
  after?: number,
): Promise<{ status: number; body: T }> {
  const separator = url.includes('?') ? '&' : '?';
  const response = await t.inject({
    method: 'GET',
    url: after === undefined ? url : `${url}${separator}after=${after}`,
    headers: who.headers,
  });
  return { status: response.statusCode, body: response.json<T>() };
}
