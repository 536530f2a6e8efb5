import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type AuditEventView,
  type AuditRunMessage,
  type AuditRunView,
  auditStreamId,
  type ChainReport,
  type ExportReport,
  type JoinResult,
  type ReplayReport,
  userStreamId,
} from '@flirtwire/contracts';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { io, type Socket } from 'socket.io-client';
import type { EventStore } from '../infrastructure/event-store/event-store.port.js';
import type { SignedInUser } from '../test-support/identity.js';
import type { TestApp } from '../test-support/test-app.js';
import { type AuditApp, startAuditApp } from './audit-api.setup.js';

describe('audit API: replay and chain verification, exports and recording', () => {
  let t: TestApp;
  let store: EventStore;
  let auditor: SignedInUser;
  let customer: SignedInUser;
  let creatorId: string;
  let tipPositions: number[];
  let tipStream: AuditApp['tipStream'];
  let get: AuditApp['get'];
  let post: AuditApp['post'];
  let finishedRun: AuditApp['finishedRun'];
  let exportRunId = '';
  beforeAll(async () => {
    ({ t, store, auditor, customer, creatorId, tipPositions, tipStream, get, post, finishedRun } =
      await startAuditApp());
  });
  afterAll(async () => {
    await t.close();
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
