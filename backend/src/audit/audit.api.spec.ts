import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type AuditEventView,
  type AuditProjectionsResponse,
  type AuditRunMessage,
  type AuditRunView,
  auditStreamId,
  type BrowseEventsResponse,
  type ChainReport,
  type ExportReport,
  type JoinResult,
  type ProvenanceResponse,
  type ReplayReport,
  type StreamEventsResponse,
  type StreamStateResponse,
  tipStreamId,
  userStreamId,
} from '@flirtwire/contracts';
import { earningsProjection, READ_STORE, type ReadStore } from '@flirtwire/projections';
import type { LightMyRequestResponse } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { PersonalDataVault } from '../infrastructure/personal-data/personal-data-vault.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { tipTotalsWithFigures } from '../test-support/audit-projections.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../test-support/identity.js';
import { makeCustomer, makeFlirt } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { myTipsProjection } from '../test-support/tip-projections.js';
import { AuditRuns } from './runs/audit-runs.js';

describe('audit API', () => {
  let t: TestApp;
  let store: EventStore;
  let auditor: SignedInUser;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let creatorId = '';
  const tipStream = () => tipStreamId(customer.userId, creatorId);
  const tipPositions: number[] = [];
  const correlationId = `audit-test-${uuidv7()}`;
  let exportRunId = '';

  interface Answer<T> {
    readonly status: number;
    readonly body: T;
    readonly raw: LightMyRequestResponse;
  }
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

  async function finishedRun(run: AuditRunView): Promise<AuditRunView> {
    await t.app.get(AuditRuns).finished(run.runId);
    return (await get<AuditRunView>(`/audit/runs/${run.runId}`)).body;
  }

  async function tip(amount: string, headers: Record<string, string> = {}): Promise<number> {
    const response = await t.inject({
      method: 'POST',
      url: '/client_api/bonuses',
      headers: { ...customer.headers, ...headers },
      payload: { amount_text: amount, advisor_id: creatorId, bonus_message: 'thanks' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ position: number }>().position;
  }

  beforeAll(async () => {
    t = await startTestApp({
      projections: [tipTotalsWithFigures(), myTipsProjection(), earningsProjection],
    });
    store = t.app.get<EventStore>(EVENT_STORE);
    admin = await signInAdmin(t);
    auditor = await signUp(t);
    await grantRole(t, admin, auditor.userId, 'auditor');
    creatorId = (await makeFlirt(t, admin)).userId;
    customer = await makeCustomer(t);
    tipPositions.push(await tip('5.00'));
    tipPositions.push(await tip('7.25', { 'x-correlation-id': correlationId }));
    tipPositions.push(await tip('10', { 'idempotency-key': '=1+2' }));
    await t.app.get(ProjectionHost).waitFor(null, tipPositions[2] ?? 0, 5_000);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('who may use it', () => {
    it('answers auditors only: visitors must sign in, everyone else is refused', async () => {
      for (const url of ['/audit/events', '/audit/runs', `/audit/streams/${tipStream()}/state`]) {
        expect((await get(url, null)).status).toBe(401);
        expect((await get(url, customer)).status).toBe(403);
        expect((await get(url, admin)).status).toBe(403);
        expect((await get(url)).status).toBe(200);
      }
      expect((await post('/audit/replays', {}, admin)).status).toBe(403);
    });
  });

  describe('event browser', () => {
    it('filters by event type and actor, and pages both ways by cursor', async () => {
      const base = `/audit/events?types=TipSent&actor=${customer.userId}&limit=2`;
      const first = await get<BrowseEventsResponse>(base);
      expect(first.status).toBe(200);
      expect(first.body.events.map((e) => e.position)).toEqual(tipPositions.slice(0, 2));
      expect(first.body.prev).toBeNull();
      const second = await get<BrowseEventsResponse>(`${base}&cursor=${first.body.next}`);
      expect(second.body.events.map((e) => e.position)).toEqual(tipPositions.slice(2));
      expect(second.body.next).toBeNull();
      const back = await get<BrowseEventsResponse>(`${base}&cursor=${second.body.prev}`);
      expect(back.body.events.map((e) => e.position)).toEqual(tipPositions.slice(0, 2));
    });

    it('lists newest first with order=desc, and pages on towards older events', async () => {
      const base = `/audit/events?types=TipSent&stream=${tipStream()}&order=desc&limit=2`;
      const first = await get<BrowseEventsResponse>(base);
      expect(first.body.events.map((e) => e.position)).toEqual([tipPositions[2], tipPositions[1]]);
      const older = await get<BrowseEventsResponse>(`${base}&cursor=${first.body.next}`);
      expect(older.body.events.map((e) => e.position)).toEqual([tipPositions[0]]);
      const newer = await get<BrowseEventsResponse>(`${base}&cursor=${older.body.prev}`);
      expect(newer.body.events.map((e) => e.position)).toEqual([tipPositions[2], tipPositions[1]]);
    });

    it('finds the events of one request by correlation id, and by stream prefix and time', async () => {
      const byCorrelation = await get<BrowseEventsResponse>(
        `/audit/events?correlationId=${correlationId}`,
      );
      // The request's payment (decided on its purchase stream before the card was charged) and its tip.
      expect(byCorrelation.body.events.map((e) => e.type)).toEqual([
        'PurchasePaymentStarted',
        'PurchasePaid',
        'TipSent',
      ]);
      expect(byCorrelation.body.events.at(-1)?.position).toBe(tipPositions[1]);
      const from = new Date(Date.now() - 3_600_000).toISOString();
      const byPrefix = await get<BrowseEventsResponse>(
        `/audit/events?streamPrefix=tips-${customer.userId}&from=${from}`,
      );
      expect(byPrefix.body.events).toHaveLength(3);
      const none = await get<BrowseEventsResponse>(
        `/audit/events?streamPrefix=tips-${customer.userId}&to=2000-01-01T00:00:00Z`,
      );
      expect(none.body.events).toEqual([]);
    });

    it('refuses an unknown event type, a bad cursor and an empty time range with 400', async () => {
      const unknown = await get<{ error: { fields: Record<string, string> } }>(
        '/audit/events?types=NoSuchThing',
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields.types).toBe('There is no event type named NoSuchThing.');
      expect((await get('/audit/events?cursor=sideways.3')).status).toBe(400);
      expect(
        (await get('/audit/events?from=2024-02-01T00:00:00Z&to=2024-01-01T00:00:00Z')).status,
      ).toBe(400);
    });

    it("shows an event's whole envelope by position", async () => {
      const position = tipPositions[1] ?? 0;
      const event = await get<AuditEventView>(`/audit/events/${position}`);
      expect(event.status).toBe(200);
      expect(event.body).toMatchObject({
        position,
        type: 'TipSent',
        streamId: tipStream(),
        revision: 1,
        metadata: { correlationId, actor: { id: customer.userId, role: 'customer' } },
        data: { amountCents: 725, creatorId },
        personal: [],
      });
      expect(event.body.metadata.hash).toMatch(/^[0-9a-f]{64}$/);
      expect((await get('/audit/events/999999999')).status).toBe(404);
      expect((await get('/audit/events/abc')).status).toBe(400);
    });
  });

  describe('personal data', () => {
    it('shows sealed values masked, never in clear, and withholds secrets', async () => {
      const history = await get<StreamEventsResponse>(
        `/audit/streams/user-${customer.userId}/events`,
      );
      expect(history.status).toBe(200);
      expect(history.raw.body).not.toContain(customer.email);
      const signedUp = history.body.events.find((e) => e.type === 'UserSignedUp');
      const [local, domain] = customer.email.split('@') as [string, string];
      expect(signedUp?.personal).toEqual(
        expect.arrayContaining([
          {
            path: 'sealedEmail',
            kind: 'email',
            status: 'masked',
            value: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***.com`,
          },
          {
            path: 'sealedDateOfBirth',
            kind: 'date_of_birth',
            status: 'masked',
            value: '**/**/****',
          },
          { path: 'sealedPasswordHash', kind: 'secret', status: 'withheld', value: null },
        ]),
      );
    });

    it('shows values as erased once the person’s data key is destroyed', async () => {
      const person = await signUp(t);
      await t.app.get(PersonalDataVault).erase(person.userId);
      const history = await get<StreamEventsResponse>(
        `/audit/streams/user-${person.userId}/events`,
      );
      const signedUp = history.body.events.find((e) => e.type === 'UserSignedUp');
      expect(signedUp?.personal.map((p) => [p.path, p.status, p.value])).toEqual([
        ['sealedEmail', 'erased', null],
        ['sealedDateOfBirth', 'erased', null],
        ['sealedPasswordHash', 'erased', null],
      ]);
      const verified = await get<{ ok: boolean }>(
        `/audit/streams/user-${person.userId}/verification`,
      );
      expect(verified.body.ok).toBe(true);
    });
  });

  describe('time travel', () => {
    it("folds a stream's decider up to a revision, or up to a point in time", async () => {
      const url = `/audit/streams/${tipStream()}/state`;
      const atZero = await get<StreamStateResponse>(`${url}?revision=0`);
      expect(atZero.body).toMatchObject({
        category: 'tips',
        decider: 'tip',
        revision: 0,
        lastRevision: 2,
        position: tipPositions[0],
        state: { tips: 1, totalCents: 500 },
      });
      const now = await get<StreamStateResponse>(url);
      expect(now.body).toMatchObject({ revision: 2, state: { tips: 3, totalCents: 2225 } });
      const before = await get<StreamStateResponse>(`${url}?at=2000-01-01T00:00:00Z`);
      expect(before.body).toMatchObject({ revision: -1, state: { tips: 0, totalCents: 0 } });
      const later = await get<StreamStateResponse>(`${url}?at=${new Date().toISOString()}`);
      expect(later.body.revision).toBe(2);
      const beyond = await get<{ error: { fields: Record<string, string> } }>(`${url}?revision=7`);
      expect(beyond.status).toBe(400);
      expect(beyond.body.error.fields.revision).toBe('This stream has revisions 0 to 2.');
    });

    it("shows a Flirt's customer tags in the customer-tags stream state, not {tags:{}}", async () => {
      // Appended as the tags handler would (this app runs no My Customers read models).
      const flirtId = uuidv7();
      await store.appendToStream(
        `customer-tags-${flirtId}`,
        ['VIP', 'Night owl'].map((name) => ({
          id: uuidv7(),
          type: 'CustomerTagCreated',
          data: { creatorId: flirtId, name },
          occurredAt: new Date().toISOString(),
          metadata: {
            correlationId: 'c',
            causationId: 'c',
            actor: { id: flirtId, role: 'advisor' },
          },
        })),
      );
      const state = await get<StreamStateResponse>(`/audit/streams/customer-tags-${flirtId}/state`);
      expect(state.body).toMatchObject({
        category: 'customer-tags',
        decider: 'customer-tags',
        revision: 1,
        state: { tags: { vip: 'VIP', 'night owl': 'Night owl' } },
      });
    });

    it("masks the sealed values of an account's folded state", async () => {
      const state = await get<StreamStateResponse>(`/audit/streams/user-${customer.userId}/state`);
      expect(state.body.decider).toBe('user');
      expect(state.body.state).toMatchObject({ exists: true, userId: customer.userId });
      expect(state.body.personal.find((p) => p.path === 'sealedEmail')?.status).toBe('masked');
      expect(JSON.stringify(state.body)).not.toContain(customer.email);
    });

    it("never shows a card processor's token, in the folded state or in the events", async () => {
      const stream = userStreamId(customer.userId);
      const added = (await store.readStream(stream)).find((event) => event.type === 'CardAdded');
      const token = (added?.data as { token?: string } | undefined)?.token ?? '';
      expect(token).not.toBe('');
      const state = await get<StreamStateResponse>(`/audit/streams/${stream}/state`);
      expect(state.status).toBe(200);
      expect(state.body.state).toMatchObject({
        cards: [expect.objectContaining({ token: '[redacted]', last4: expect.any(String) })],
      });
      const events = await get<StreamEventsResponse>(`/audit/streams/${stream}/events`);
      expect(events.body.events.find((event) => event.type === 'CardAdded')?.data).toMatchObject({
        token: '[redacted]',
      });
      const one = await get<AuditEventView>(`/audit/events/${added?.position ?? -1}`);
      for (const body of [state.raw.body, events.raw.body, one.raw.body]) {
        expect(body).not.toContain(token);
      }
    });

    it('lists the categories it can fold, and states a stream with no decider plainly', async () => {
      const categories = await get<{ categories: { category: string }[] }>(
        '/audit/stream-categories',
      );
      expect(categories.body.categories.map((c) => c.category)).toEqual(
        expect.arrayContaining(['user', 'tips', 'relationship', 'calendar', 'audit']),
      );
      await store.appendToStream('uncharted-1', [
        {
          id: uuidv7(),
          type: 'DayStarted',
          data: { date: '2024-01-01' },
          occurredAt: new Date().toISOString(),
          metadata: {
            correlationId: 'c',
            causationId: 'c',
            actor: { id: 'system', role: 'system' },
          },
        },
      ]);
      const state = await get<StreamStateResponse>('/audit/streams/uncharted-1/state');
      expect(state.body).toMatchObject({ decider: null, state: null, revision: 0 });
    });
  });

  describe('recording', () => {
    it("records every auditor request in the auditor's own stream, without personal data", async () => {
      const before = await store.readStream(auditStreamId(auditor.userId));
      await get(`/audit/events?types=TipSent&actor=${customer.userId}`);
      const after = await store.readStream(auditStreamId(auditor.userId), {
        fromRevision: before.length,
      });
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({
        type: 'AuditQueryRecorded',
        metadata: { actor: { id: auditor.userId, role: 'auditor' } },
        data: {
          auditorId: auditor.userId,
          kind: 'browse-events',
          parameters: { types: ['TipSent'], actor: customer.userId, order: 'asc', limit: 100 },
          resultCount: 3,
          runId: null,
        },
      });
      const all = await store.readStream(auditStreamId(auditor.userId));
      expect(JSON.stringify(all)).not.toContain(customer.email);
    });

    it('lets auditors browse the records of their own and others’ requests', async () => {
      const page = await get<BrowseEventsResponse>(
        `/audit/events?types=AuditQueryRecorded&stream=${auditStreamId(auditor.userId)}&order=desc&limit=1`,
      );
      expect(page.body.events[0]?.data).toMatchObject({ kind: 'browse-events' });
    });
  });

  describe('figure provenance', () => {
    const row = () => `${creatorId}:${customer.userId}`;

    it('recomputes a declared figure from the events that produce it', async () => {
      const trace = await get<ProvenanceResponse>(
        `/audit/provenance?collection=tip_totals&id=${row()}&field=totalCents`,
      );
      expect(trace.status).toBe(200);
      expect(trace.body).toMatchObject({
        projection: 'tip-totals',
        method: 'declared',
        label: 'Tips total (cents)',
        displayed: 2225,
        recomputed: 2225,
        matches: true,
        eventsTotal: 3,
      });
      expect(trace.body.events.map((e) => e.position)).toEqual(tipPositions);
      expect(trace.body.asOfPosition).toBeGreaterThanOrEqual(tipPositions[2] ?? 0);
    });

    it('traces any other figure by re-running its projection with a recorder', async () => {
      const trace = await get<ProvenanceResponse>(
        `/audit/provenance?collection=tip_totals&id=${row()}&field=tips`,
      );
      expect(trace.body).toMatchObject({
        method: 'replay',
        displayed: 3,
        recomputed: 3,
        matches: true,
        eventsTotal: 3,
      });
      expect(trace.body.events.map((e) => e.position)).toEqual(tipPositions);
      const collections = await t.app.get<ReadStore>(READ_STORE).listCollections();
      expect(collections.filter((name) => name.startsWith('_audit_shadow_'))).toEqual([]);
    });

    it('answers 404 for an unknown read model or document and 400 for a missing field', async () => {
      expect((await get('/audit/provenance?collection=nope&id=x&field=a')).status).toBe(404);
      expect((await get('/audit/provenance?collection=tip_totals&id=x&field=a')).status).toBe(404);
      expect(
        (await get(`/audit/provenance?collection=tip_totals&id=${row()}&field=nothing`)).status,
      ).toBe(400);
      const figures = await get<{ figures: { field: string }[] }>('/audit/figures');
      expect(figures.body.figures.map((f) => f.field)).toEqual(['totalCents']);
      const projections = await get<AuditProjectionsResponse>('/audit/projections');
      expect(projections.body.projections).toEqual([
        expect.objectContaining({
          name: 'tip-totals',
          collections: ['tip_totals'],
          declaredFigures: 1,
        }),
        expect.objectContaining({ name: 'my-tips', collections: ['my_tips'], declaredFigures: 0 }),
        expect.objectContaining({ name: 'earnings', declaredFigures: 0 }),
      ]);
    });
  });

  describe('replay verification', () => {
    it('rebuilds every projection into throwaway collections and finds them equal to live', async () => {
      const started = await post<AuditRunView>('/audit/replays', {});
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ kind: 'replay', status: 'running' });
      const run = await finishedRun(started.body);
      expect(run.status).toBe('passed');
      const report = run.report as ReplayReport;
      expect(report.findings).toEqual([]);
      expect(report.projections.map((p) => [p.name, p.status])).toEqual([
        ['tip-totals', 'equal'],
        ['my-tips', 'equal'],
        ['earnings', 'equal'],
      ]);
      expect(report.projections[1]?.collections).toEqual([
        {
          collection: 'my_tips',
          live: 3,
          rebuilt: 3,
          equal: 3,
          missing: 0,
          extra: 0,
          differing: 0,
        },
      ]);
      expect(report.eventsReplayed).toBeGreaterThanOrEqual(6);
      const collections = await t.app.get<ReadStore>(READ_STORE).listCollections();
      expect(collections.filter((name) => name.startsWith('_audit_shadow_'))).toEqual([]);
      const completed = (await store.readStream(auditStreamId(auditor.userId))).find(
        (e) => e.type === 'AuditRunCompleted' && (e.data as { runId: string }).runId === run.runId,
      );
      expect(completed?.data).toMatchObject({
        kind: 'replay',
        status: 'passed',
        reportSha256: createHash('sha256').update(JSON.stringify(report)).digest('hex'),
      });
    });

    it('refuses an unknown projection name', async () => {
      const refused = await post<{ error: { fields: Record<string, string> } }>('/audit/replays', {
        projections: ['nope'],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields.projections).toBe('There is no projection named nope.');
    });

    it('refuses a replay while another app instance runs one on the shared store', async () => {
      // Another instance's run, as it records itself: running, with a fresh heartbeat.
      const runs = t.app.get<ReadStore>(READ_STORE).collection<{
        _id: string;
        kind: string;
        status: string;
        startedAt: string;
        heartbeatAt: string;
      }>('_audit_runs');
      const now = new Date().toISOString();
      await runs.insertOne({
        _id: 'run-on-another-instance',
        kind: 'replay',
        status: 'running',
        startedAt: now,
        heartbeatAt: now,
      });
      try {
        const refused = await post<{ error: { code: string; message: string } }>(
          '/audit/replays',
          {},
        );
        expect(refused.status).toBe(409);
        expect(refused.body.error.message).toBe(
          'A replay run is already under way (run-on-another-instance); wait for it to finish.',
        );
      } finally {
        await runs.deleteOne({ _id: 'run-on-another-instance' });
      }
    });
  });

  describe('chain verification with live progress', () => {
    const sockets: Socket[] = [];
    let url: string;

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(() => {
      for (const socket of sockets) socket.close();
    });

    async function connect(who: SignedInUser): Promise<Socket> {
      const socket = io(url, {
        path: '/socket.io',
        auth: { token: who.token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    }

    it('lets auditors, and only them, follow runs on the audit topic', async () => {
      const theirs = await connect(customer);
      expect(await theirs.emitWithAck('join', { topic: 'audit' })).toEqual({
        ok: false,
        error: 'forbidden',
      } satisfies JoinResult);
      const socket = await connect(auditor);
      expect(await socket.emitWithAck('join', { topic: 'audit' })).toEqual({ ok: true });
      const messages: AuditRunMessage[] = [];
      const finished = new Promise<void>((resolve) => {
        socket.on('audit-run', (message: AuditRunMessage) => {
          messages.push(message);
          if (message.status !== 'running') resolve();
        });
      });
      const started = await post<AuditRunView>('/audit/chain-verifications', {});
      expect(started.status).toBe(202);
      await finished;
      const run = await finishedRun(started.body);
      expect(run.status).toBe('passed');
      const report = run.report as ChainReport;
      expect(report.failures).toEqual([]);
      expect(report.streams).toBeGreaterThan(3);
      expect(report.events).toBeGreaterThan(report.streams);
      const ours = messages.filter((m) => m.runId === started.body.runId);
      expect(ours[0]?.status).toBe('running');
      expect(ours[ours.length - 1]).toMatchObject({
        status: 'passed',
        progress: { percent: 100, unit: 'events' },
      });
      const listed = await get<{ runs: AuditRunView[] }>('/audit/runs?kind=verify-chains');
      expect(listed.body.runs[0]).toMatchObject({ runId: run.runId, status: 'passed' });
      expect(listed.body.runs[0]).not.toHaveProperty('report');
    });

    it('verifies one stream on request', async () => {
      const result = await get<{ ok: boolean; events: number }>(
        `/audit/streams/${tipStream()}/verification`,
      );
      expect(result.body).toEqual({ ok: true, streamId: tipStream(), events: 3 });
      expect((await get('/audit/streams/no-such-stream/verification')).status).toBe(404);
    });
  });

  describe('exports', () => {
    it("writes a customer's events as JSON Lines and CSV with a manifest of hashes", async () => {
      const started = await post<AuditRunView>('/audit/exports', {
        subjectKind: 'customer',
        subjectId: customer.userId,
      });
      expect(started.status).toBe(202);
      const run = await finishedRun(started.body);
      expect(run.status).toBe('passed');
      exportRunId = run.runId;
      const report = run.report as ExportReport;
      const { manifest } = report;
      expect(manifest.subject).toEqual({ kind: 'customer', id: customer.userId });
      const streams = manifest.streams.map((s) => s.streamId);
      expect(streams).toEqual(expect.arrayContaining([tipStream(), userStreamId(customer.userId)]));
      expect(manifest.streams.every((s) => s.chain.ok)).toBe(true);
      expect(manifest.firstPosition).not.toBeNull();
      const download = async (name: string) => {
        const response = await t.inject({
          method: 'GET',
          url: `/audit/exports/${run.runId}/files/${name}`,
          headers: auditor.headers,
        });
        expect(response.statusCode).toBe(200);
        return response.rawPayload;
      };
      for (const file of manifest.files) {
        const bytes = await download(file.name);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
        expect(bytes.length).toBe(file.bytes);
      }
      const manifestBytes = await download('manifest.json');
      expect(createHash('sha256').update(manifestBytes).digest('hex')).toBe(report.manifestSha256);
      const lines = (await download('events.jsonl')).toString('utf8').trim().split('\n');
      expect(lines).toHaveLength(manifest.eventCount);
      const events = lines.map((line) => JSON.parse(line) as AuditEventView);
      expect(events.filter((e) => e.type === 'TipSent')).toHaveLength(3);
      expect(events.map((e) => e.position)).toEqual(
        [...events.map((e) => e.position)].sort((a, b) => a - b),
      );
      const csv = (await download('events.csv')).toString('utf8');
      expect(csv.split('\r\n')[0]).toMatch(/^position,id,type,/);
      // The idempotency key a client chose ('=1+2') must not run as a formula.
      expect(csv).toContain(",'=1+2,");
      expect(csv).not.toContain(customer.email);
      expect((await get(`/audit/exports/${run.runId}/files/secrets.txt`)).status).toBe(400);
    });

    it("writes a Flirt's events: the money her customers sent her, no one else's account", async () => {
      const started = await post<AuditRunView>('/audit/exports', {
        subjectKind: 'flirt',
        subjectId: creatorId,
      });
      expect(started.status).toBe(202);
      const run = await finishedRun(started.body);
      expect(run.status).toBe('passed');
      const { manifest } = run.report as ExportReport;
      expect(manifest.subject).toEqual({ kind: 'flirt', id: creatorId });
      const streams = manifest.streams.map((s) => s.streamId);
      expect(streams).toContain(tipStream());
      expect(streams).not.toContain(userStreamId(customer.userId));
      expect(manifest.files.map((f) => f.name)).toEqual(['events.jsonl', 'events.csv']);
      expect(manifest.eventCount).toBeGreaterThanOrEqual(3);
    });

    it('refuses an unknown subject kind and a subject that is not an id', async () => {
      expect(
        (await post('/audit/exports', { subjectKind: 'visitor', subjectId: creatorId })).status,
      ).toBe(400);
      expect((await post('/audit/exports', { subjectKind: 'payee', subjectId: 'x' })).status).toBe(
        400,
      );
    });
  });

  describe('recording, endpoint by endpoint', () => {
    it('records exactly one query for every GET under /audit in the OpenAPI document', async () => {
      const doc = (await t.inject({ method: 'GET', url: '/docs/openapi.json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const gets = Object.entries(doc.paths)
        .filter(([path, operations]) => path.startsWith('/audit/') && 'get' in operations)
        .map(([path]) => path)
        .sort();
      const stream = tipStream();
      const urls: Record<string, string> = {
        '/audit/events': '/audit/events?types=TipSent',
        '/audit/events/{position}': `/audit/events/${String(tipPositions[0])}`,
        '/audit/streams': `/audit/streams?prefix=tips-${customer.userId}`,
        '/audit/stream-categories': '/audit/stream-categories',
        '/audit/streams/{streamId}/events': `/audit/streams/${stream}/events`,
        '/audit/streams/{streamId}/state': `/audit/streams/${stream}/state?revision=0`,
        '/audit/streams/{streamId}/verification': `/audit/streams/${stream}/verification`,
        '/audit/runs': '/audit/runs',
        '/audit/runs/{runId}': `/audit/runs/${exportRunId}`,
        '/audit/figures': '/audit/figures',
        '/audit/projections': '/audit/projections',
        '/audit/provenance': `/audit/provenance?collection=tip_totals&id=${creatorId}:${customer.userId}&field=totalCents`,
        '/audit/provenance/computed': `/audit/provenance/computed?figure=earnings.net&subjectId=${creatorId}`,
        '/audit/exports/{runId}/files/{name}': `/audit/exports/${exportRunId}/files/manifest.json`,
      };
      expect(gets).toEqual(Object.keys(urls).sort());
      const own = auditStreamId(auditor.userId);
      const seen: [string, number, string[]][] = [];
      for (const [path, url] of Object.entries(urls)) {
        const before = (await store.readStream(own)).length;
        const answer = await t.inject({ method: 'GET', url, headers: auditor.headers });
        const after = await store.readStream(own, { fromRevision: before });
        seen.push([path, answer.statusCode, after.map((e) => e.type)]);
      }
      expect(seen).toEqual(Object.keys(urls).map((path) => [path, 200, ['AuditQueryRecorded']]));
    });
  });
});
