import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type AuditEventView,
  type AuditProjectionsResponse,
  auditStreamId,
  type BrowseEventsResponse,
  type ProvenanceResponse,
  type StreamEventsResponse,
  type StreamStateResponse,
  userStreamId,
} from '@flirtwire/contracts';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import type { EventStore } from '../infrastructure/event-store/event-store.port.js';
import { PersonalDataVault } from '../infrastructure/personal-data/personal-data-vault.js';
import { type SignedInUser, signUp } from '../test-support/identity.js';
import type { TestApp } from '../test-support/test-app.js';
import { type AuditApp, correlationId, startAuditApp } from './audit-api.setup.js';

describe('audit API: access, the event browser, personal data, time travel and provenance', () => {
  let t: TestApp;
  let store: EventStore;
  let auditor: SignedInUser;
  let customer: SignedInUser;
  let admin: SignedInUser;
  let creatorId: string;
  let tipPositions: number[];
  let tipStream: AuditApp['tipStream'];
  let get: AuditApp['get'];
  let post: AuditApp['post'];
  beforeAll(async () => {
    ({ t, store, auditor, customer, admin, creatorId, tipPositions, tipStream, get, post } =
      await startAuditApp());
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
});
