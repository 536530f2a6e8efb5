import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type AppConfigResponse,
  type JoinResult,
  type ProjectionsResponse,
  type RealtimeNotice,
  type RealtimeRefetch,
  STALE_READ_HEADER,
} from '@flirtwire/contracts';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import {
  type PartitionCheckpoint,
  PARTITIONS_COLLECTION,
  READ_STORE,
  type ReadStore,
} from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { Sessions } from '../shared/auth/auth.module.js';
import type { Principal } from '../shared/auth/principal.js';
import { appendTips, appliedEvents } from '../test-support/applied-events.js';
import { tipEvent } from '../test-support/events.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  myTipsProjection,
  type TipTotalRow,
  tipTotalsProjection,
} from '../test-support/tip-projections.js';
import { ProjectionHost } from './projection-host.js';
import { ReadModels } from './read-models.js';
import { ObjectAccessPolicies } from './realtime/object-access-policies.js';

const creatorA = uuidv7();
const creatorB = uuidv7();
const customer = uuidv7();
const admin = uuidv7();

const PRINCIPALS: Record<string, Principal> = {
  'token-a': {
    userId: creatorA,
    login: 'flirt-a',
    roles: ['customer', 'advisor'],
    sessionId: 's-a',
  },
  'token-b': {
    userId: creatorB,
    login: 'flirt-b',
    roles: ['customer', 'advisor'],
    sessionId: 's-b',
  },
  'token-c': { userId: customer, login: 'member-c', roles: ['customer'], sessionId: 's-c' },
  'token-admin': { userId: admin, login: 'admin', roles: ['admin'], sessionId: 's-admin' },
};

describe('read side in the app', () => {
  let t: TestApp;
  let events: EventStore;
  let host: ProjectionHost;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ projections: [tipTotalsProjection(), myTipsProjection()] });
    t.app
      .get(Sessions)
      .use({ resolve: (token) => Promise.resolve(PRINCIPALS[token ?? ''] ?? null) });
    // A customer may follow their own row on a creator's dashboard; nobody else's.
    t.app
      .get(ObjectAccessPolicies)
      .register('tip_totals', (principal, id) => id.endsWith(`:${principal.userId}`));
    events = t.app.get<EventStore>(EVENT_STORE);
    host = t.app.get(ProjectionHost);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.getHttpServer().address() as AddressInfo;
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  async function tip(creatorId: string, customerId: string, amountCents: number): Promise<number> {
    const event = tipEvent({ amountCents });
    Object.assign(event.data as object, { creatorId, customerId });
    return (await events.appendToStream(`tip-${uuidv7()}`, [event])).position;
  }

  function open(auth: Record<string, unknown>): Socket {
    const socket = io(url, {
      path: '/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }

  function connected(socket: Socket): Promise<Socket> {
    return new Promise((resolve, reject) => {
      socket.once('connect', () => {
        resolve(socket);
      });
      socket.once('connect_error', reject);
    });
  }

  function connect(auth: Record<string, unknown>): Promise<Socket> {
    return connected(open(auth));
  }

  /** Every notice a socket gets from its start: those replayed as it connects included. */
  async function noticesOnConnecting(auth: Record<string, unknown>): Promise<RealtimeNotice[]> {
    const socket = open(auth);
    const notices = collect<RealtimeNotice>(socket, 'notice');
    await connected(socket);
    await settle(socket);
    return notices;
  }

  function join(socket: Socket, topic: string): Promise<JoinResult> {
    return socket.emitWithAck('join', { topic }) as Promise<JoinResult>;
  }

  function collect<T>(socket: Socket, event: string): T[] {
    const received: T[] = [];
    socket.on(event, (message: T) => received.push(message));
    return received;
  }

  /** A round trip: everything the server sent before answering has arrived. */
  async function settle(...all: Socket[]): Promise<void> {
    await Promise.all(all.map((socket) => socket.emitWithAck('leave', { topic: 'user:none' })));
  }

  describe('GET /ops/projections', () => {
    it('is for admins only', async () => {
      expect((await t.inject({ method: 'GET', url: '/ops/projections' })).statusCode).toBe(401);
      const customerCall = await t.inject({
        method: 'GET',
        url: '/ops/projections',
        cookies: { fw_session: 'token-c' },
      });
      expect(customerCall.statusCode).toBe(403);
    });

    it('shows each projection with its version, checkpoint, head and lag', async () => {
      const position = await tip(creatorA, customer, 300);
      await host.waitFor(null, position, 2_000);
      const response = await t.inject({
        method: 'GET',
        url: '/ops/projections',
        cookies: { fw_session: 'token-admin' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ProjectionsResponse>();
      expect(body.projections.map((p) => p.name)).toEqual(['tip-totals', 'my-tips']);
      expect(body.projections[0]).toMatchObject({
        version: 1,
        status: 'live',
        head: position,
        checkpoint: position,
        lag: 0,
        error: null,
        rebuild: null,
      });
    });
  });

  describe('read-your-writes', () => {
    it('waits for the projections to pass ?after= before answering', async () => {
      const position = await tip(creatorA, customer, 1_000);
      const response = await t.inject({
        method: 'GET',
        url: `/client_api/app_config?after=${position}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers[STALE_READ_HEADER]).toBeUndefined();
      const row = await t.app
        .get(ReadModels)
        .collection<TipTotalRow>('tip_totals')
        .findOne({ _id: `${creatorA}:${customer}` });
      expect(row?.totalCents).toBeGreaterThanOrEqual(1_300);
    });

    it('says so in a header when the position is not reached in time', async () => {
      const beyond = (await events.headPosition()) + 1_000;
      const response = await t.inject({
        method: 'GET',
        url: `/client_api/app_config?after=${beyond}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers[STALE_READ_HEADER]).toBe(String(beyond));
    });

    it('refuses a request its guards refuse before waiting for the position', async () => {
      const waits = jest.spyOn(t.app.get(ProjectionHost), 'waitFor');
      try {
        const beyond = (await events.headPosition()) + 1_000;
        const response = await t.inject({ method: 'GET', url: `/ops/projections?after=${beyond}` });
        expect(response.statusCode).toBe(401);
        expect(response.headers[STALE_READ_HEADER]).toBeUndefined();
        expect(waits).not.toHaveBeenCalled();
      } finally {
        waits.mockRestore();
      }
    });

    it('refuses an after that is not a position', async () => {
      const response = await t.inject({ method: 'GET', url: '/client_api/app_config?after=soon' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { after: expect.any(String) } },
      });
    });
  });

  describe('GET /client_api/app_config', () => {
    it('gives a visitor no user and no topics', async () => {
      const body = (
        await t.inject({ method: 'GET', url: '/client_api/app_config' })
      ).json<AppConfigResponse>();
      expect(body.realtime).toMatchObject({
        transport: 'socket.io',
        path: '/socket.io',
        current_user_id: null,
      });
      expect(body.realtime.topics.private_updates).toBeNull();
    });

    it("gives a Flirt their private and dashboard topics in place of PubNub's channels", async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/client_api/app_config',
        cookies: { fw_session: 'token-a' },
      });
      expect(response.json<AppConfigResponse>()).toEqual({
        realtime: {
          transport: 'socket.io',
          path: '/socket.io',
          current_user_id: creatorA,
          topics: {
            private_updates: `user:${creatorA}`,
            private_chat: `user:${creatorA}`,
            push_notifications: `user:${creatorA}`,
            creator_dashboard: `creator:${creatorA}`,
            ops: null,
          },
          cursor: expect.any(String),
        },
      });
    });
  });

  describe('realtime gateway', () => {
    it('refuses a socket without a session', async () => {
      await expect(connect({})).rejects.toThrow('unauthorized');
      await expect(connect({ token: 'nobody' })).rejects.toThrow('unauthorized');
    });

    it('accepts the session cookie in place of auth.token', async () => {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: 'theme=dark; fw_session=token-b' },
      });
      sockets.push(socket);
      await new Promise((resolve, reject) => {
        socket.once('connect', () => {
          resolve(undefined);
        });
        socket.once('connect_error', reject);
      });
      expect(await join(socket, `creator:${creatorB}`)).toEqual({ ok: true });
    });

    it('refuses a socket opened by a page of another origin, even with a valid session (issue 17, S9)', async () => {
      const open = (origin: string, transport: 'websocket' | 'polling') => {
        const socket = io(url, {
          path: '/socket.io',
          transports: [transport],
          reconnection: false,
          extraHeaders: { cookie: 'fw_session=token-b', origin },
        });
        sockets.push(socket);
        return new Promise<string>((resolve) => {
          socket.once('connect', () => {
            resolve('connected');
          });
          socket.once('connect_error', (error) => {
            resolve(`refused: ${error.message}`);
          });
        });
      };
      const own = new URL(url).origin;
      for (const transport of ['websocket', 'polling'] as const) {
        expect(await open('https://evil.example', transport)).toMatch(/^refused/);
        expect(await open('null', transport)).toMatch(/^refused/);
        expect(await open(own, transport)).toBe('connected');
      }
    });

    it('lets a socket join only the topics its person may see', async () => {
      const a = await connect({ token: 'token-a' });
      const c = await connect({ token: 'token-c' });
      expect(await join(a, `creator:${creatorA}`)).toEqual({ ok: true });
      expect(await join(a, `creator:${creatorB}`)).toEqual({ ok: false, error: 'forbidden' });
      expect(await join(a, `user:${customer}`)).toEqual({ ok: false, error: 'forbidden' });
      expect(await join(c, `creator:${customer}`)).toEqual({ ok: false, error: 'forbidden' });
      expect(await join(c, 'ops')).toEqual({ ok: false, error: 'forbidden' });
      expect(await join(c, `object:tip_totals:${creatorA}:${customer}`)).toEqual({ ok: true });
      expect(await join(c, `object:tip_totals:${creatorA}:${creatorB}`)).toEqual({
        ok: false,
        error: 'forbidden',
      });
      expect(await join(c, `object:my_tips:anything`)).toEqual({ ok: false, error: 'forbidden' });
      expect(await join(c, 'nonsense')).toEqual({ ok: false, error: 'invalid' });
    });

    it('delivers each signed-in person only the notices for what they may see', async () => {
      const a = await connect({
        token: 'token-a',
        topics: [`creator:${creatorA}`, `creator:${creatorB}`],
      });
      const b = await connect({ token: 'token-b', topics: [`creator:${creatorB}`] });
      const c = await connect({ token: 'token-c' });
      expect(await join(c, `user:${customer}`)).toEqual({ ok: true });
      const toA = collect<RealtimeNotice>(a, 'notice');
      const toB = collect<RealtimeNotice>(b, 'notice');
      const toC = collect<RealtimeNotice>(c, 'notice');

      await tip(creatorA, customer, 150);
      const last = await tip(creatorB, customer, 250);
      expect(await host.waitFor(null, last, 2_000)).toBe(true);
      await settle(a, b, c);

      expect(toA.map((n) => [n.collection, n.owner, n.ids])).toEqual([
        ['tip_totals', `creator:${creatorA}`, [`${creatorA}:${customer}`]],
      ]);
      expect(toB.map((n) => [n.collection, n.owner, n.ids])).toEqual([
        ['tip_totals', `creator:${creatorB}`, [`${creatorB}:${customer}`]],
      ]);
      expect(toC.map((n) => [n.collection, n.owner])).toEqual([
        ['my_tips', `user:${customer}`],
        ['my_tips', `user:${customer}`],
      ]);
      expect(toC[1]?.position).toBe(last);
    });

    it("sends an object topic's follower only that object, without its owner", async () => {
      const c = await connect({
        token: 'token-c',
        topics: [`object:tip_totals:${creatorB}:${customer}`],
      });
      const toC = collect<RealtimeNotice>(c, 'notice');
      await tip(creatorA, customer, 10);
      const last = await tip(creatorB, customer, 20);
      await host.waitFor(null, last, 2_000);
      await settle(c);
      expect(toC).toEqual([
        {
          cursor: expect.any(String),
          collection: 'tip_totals',
          ids: [`${creatorB}:${customer}`],
          owner: null,
          position: last,
        },
      ]);
    });

    it('replays what a reconnecting socket missed, or tells it to refetch', async () => {
      const first = await connect({ token: 'token-b', topics: [`creator:${creatorB}`] });
      const seen = collect<RealtimeNotice>(first, 'notice');
      const p1 = await tip(creatorB, customer, 1);
      await host.waitFor(null, p1, 2_000);
      await settle(first);
      const cursor = seen[seen.length - 1]?.cursor ?? '';
      first.close();

      await tip(creatorA, customer, 2);
      const p3 = await tip(creatorB, customer, 3);
      await host.waitFor(null, p3, 2_000);

      const replayed = await noticesOnConnecting({
        token: 'token-b',
        topics: [`creator:${creatorB}`],
        cursor,
      });
      expect(replayed.map((n) => [n.owner, n.position])).toEqual([[`creator:${creatorB}`, p3]]);

      const stale = open({
        token: 'token-b',
        topics: [`creator:${creatorB}`],
        cursor: 'before-restart:12',
      });
      const refetch = new Promise<RealtimeRefetch>((resolve) => stale.once('refetch', resolve));
      expect(await refetch).toMatchObject({ reason: 'restarted', cursor: expect.any(String) });
    });

    it("replays to a page's first socket what happened between its app_config and its connection", async () => {
      const config = (
        await t.inject({
          method: 'GET',
          url: '/client_api/app_config',
          cookies: { fw_session: 'token-b' },
        })
      ).json<AppConfigResponse>();
      // A tip lands while the page is still loading its socket.
      const missed = await tip(creatorB, customer, 4);
      await host.waitFor(null, missed, 2_000);

      const replayed = await noticesOnConnecting({
        token: 'token-b',
        topics: [`creator:${creatorB}`],
        cursor: config.realtime.cursor,
      });
      expect(replayed.map((n) => [n.owner, n.position])).toEqual([[`creator:${creatorB}`, missed]]);
    });

    it('pushes projection lag to admins on the ops topic', async () => {
      const adminSocket = await connect({ token: 'token-admin' });
      const pushed = new Promise<ProjectionsResponse>((resolve) =>
        adminSocket.once('projections', resolve),
      );
      expect(await join(adminSocket, 'ops')).toEqual({ ok: true });
      await tip(creatorA, customer, 5);
      const status = await pushed;
      expect(status.projections.map((p) => p.name)).toEqual(['tip-totals', 'my-tips']);
      expect(status.projections[0]).toHaveProperty('lag');
    });
  });
});

describe('GET /ops/projections for tracks the bus feeds (docs/adr/0124)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ projections: [appliedEvents('app'), tipTotalsProjection()] });
    t.app
      .get(Sessions)
      .use({ resolve: (token) => Promise.resolve(PRINCIPALS[token ?? ''] ?? null) });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows each partition's checkpoint and lag, slowest first, for partitioned projections", async () => {
    const events = t.app.get<EventStore>(EVENT_STORE);
    const [, , third] = await appendTips(events, 3);
    const head = third?.position ?? 0;
    expect(await t.app.get(ProjectionHost).waitFor(null, head, 2_000)).toBe(true);
    // What bus-fed workers leave in the read store: a checkpoint per partition they applied.
    const partitions = t.app
      .get<ReadStore>(READ_STORE)
      .collection<PartitionCheckpoint>(PARTITIONS_COLLECTION);
    const checkpoint = (track: string, slot: string, position: number) =>
      partitions.insertOne({ _id: `${track}|${slot}`, track, slot, position });
    await checkpoint('applied-events@1', 'flirtwire.events.payments#10', head);
    await checkpoint('applied-events@1', 'flirtwire.events.payments#2', head);
    await checkpoint('applied-events@1', 'flirtwire.events.payments#7', head - 2);
    // Another version's, and a projection that reads the log: neither is shown.
    await checkpoint('applied-events@2', 'flirtwire.events.payments#0', 1);
    await checkpoint('tip-totals@1', 'flirtwire.events.payments#0', 1);

    const response = await t.inject({
      method: 'GET',
      url: '/ops/projections',
      cookies: { fw_session: 'token-admin' },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<ProjectionsResponse>().projections;
    expect(rows.find((row) => row.name === 'applied-events')?.partitions).toEqual([
      { partition: 'flirtwire.events.payments#7', checkpoint: head - 2, lag: 2 },
      { partition: 'flirtwire.events.payments#2', checkpoint: head, lag: 0 },
      { partition: 'flirtwire.events.payments#10', checkpoint: head, lag: 0 },
    ]);
    expect(rows.find((row) => row.name === 'tip-totals')).not.toHaveProperty('partitions');
  });
});
