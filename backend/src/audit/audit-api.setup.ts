import { expect } from '@jest/globals';
import { type AuditRunView, tipStreamId } from '@flirtwire/contracts';
import { earningsProjection } from '@flirtwire/projections';
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../shared/domain/ids.js';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { tipTotalsWithFigures } from '../test-support/audit-projections.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../test-support/identity.js';
import { makeCustomer, makeFlirt } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { myTipsProjection } from '../test-support/tip-projections.js';
import { AuditRuns } from './runs/audit-runs.js';

/** The correlation id the second of the set-up's tips carries (unique to this run). */
export const correlationId = newId();

interface Answer<T> {
  readonly status: number;
  readonly body: T;
  readonly raw: LightMyRequestResponse;
}

/** The app the audit API specs share, with who and what they look at. */
export interface AuditApp {
  readonly t: TestApp;
  readonly store: EventStore;
  readonly auditor: SignedInUser;
  readonly customer: SignedInUser;
  readonly admin: SignedInUser;
  readonly creatorId: string;
  /** The log positions of the customer's three tips to the Flirt. */
  readonly tipPositions: number[];
  tipStream(): string;
  /** A GET as `who` (the auditor unless told; null: a visitor). */
  get<T = unknown>(url: string, who?: SignedInUser | null): Promise<Answer<T>>;
  /** A POST as `who` (the auditor unless told). */
  post<T = unknown>(url: string, payload: object, who?: SignedInUser): Promise<Answer<T>>;
  /** The run once it has finished, as the API shows it. */
  finishedRun(run: AuditRunView): Promise<AuditRunView>;
}

/**
 * Starts the app with an admin, an auditor, a Flirt and a customer who tipped the Flirt three
 * times (the second tip with `correlationId`, the third with an odd idempotency key), and
 * waits until the projections have them.
 */
export async function startAuditApp(): Promise<AuditApp> {
  const t = await startTestApp({
    projections: [tipTotalsWithFigures(), myTipsProjection(), earningsProjection],
  });
  const store = t.app.get<EventStore>(EVENT_STORE);
  const admin = await signInAdmin(t);
  const auditor = await signUp(t);
  await grantRole(t, admin, auditor.userId, 'auditor');
  const creatorId = (await makeFlirt(t, admin)).userId;
  const customer = await makeCustomer(t);

  const get = async <T = unknown>(
    url: string,
    who: SignedInUser | null = auditor,
  ): Promise<Answer<T>> => {
    const response = await t.inject({ method: 'GET', url, headers: who?.headers ?? {} });
    return { status: response.statusCode, body: response.json<T>(), raw: response };
  };
  const post = async <T = unknown>(
    url: string,
    payload: object,
    who: SignedInUser = auditor,
  ): Promise<Answer<T>> => {
    const response = await t.inject({ method: 'POST', url, headers: who.headers, payload });
    return { status: response.statusCode, body: response.json<T>(), raw: response };
  };
  const finishedRun = async (run: AuditRunView): Promise<AuditRunView> => {
    await t.app.get(AuditRuns).finished(run.runId);
    return (await get<AuditRunView>(`/audit/runs/${run.runId}`)).body;
  };
  const tip = async (amount: string, headers: Record<string, string> = {}): Promise<number> => {
    const response = await t.inject({
      method: 'POST',
      url: '/client_api/bonuses',
      headers: { ...customer.headers, ...headers },
      payload: { amount_text: amount, advisor_id: creatorId, bonus_message: 'thanks' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ position: number }>().position;
  };

  const tipPositions = [
    await tip('5.00'),
    await tip('7.25', { 'x-correlation-id': correlationId }),
    await tip('10', { 'idempotency-key': '=1+2' }),
  ];
  await t.app.get(ProjectionHost).waitFor(null, tipPositions[2] ?? 0, 5_000);
  return {
    t,
    store,
    auditor,
    customer,
    admin,
    creatorId,
    tipPositions,
    tipStream: () => tipStreamId(customer.userId, creatorId),
    get,
    post,
    finishedRun,
  };
}
