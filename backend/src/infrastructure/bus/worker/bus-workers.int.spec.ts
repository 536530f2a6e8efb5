import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { kill9, startTsChild } from '../../../test-support/kill-child.js';
import {
  chatIdOf,
  conversationStreamId,
  type EventEnvelope,
  READ_MODELS,
} from '@flirtwire/contracts';
import {
  defineReactor,
  type Document,
  type PartitionCheckpoint,
  PARTITIONS_COLLECTION,
  type Projection,
  type ProjectionBus,
  projections,
  PROJECTIONS_COLLECTION,
  ProjectionRunner,
  type ProjectionRecord,
  type ReadStore,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../../event-store/chained-event-store.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { SqliteEventLog } from '../../event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../../read-store/embedded/embedded-read-store.js';
import { appendTips, appliedEvents } from '../../../test-support/applied-events.js';
import { testMetadata } from '../../../test-support/events.js';
import { InProcessEventBus } from '../in-process-event-bus.js';
import { EventRelay } from '../relay/event-relay.js';
import { allTopics, keyOf, partitionOf } from '../topics.js';
import { EventBusFeed } from './event-bus-feed.js';

type Applied = { _id: string; position: number; worker: string };

async function rows(store: ReadStore, collection: string): Promise<Document[]> {
  const found: Document[] = await store.collection(collection).find({}).toArray();
  return found.sort((a, b) => String(a._id).localeCompare(String(b._id)));
}

async function checkpointOf(store: ReadStore): Promise<ProjectionRecord | null> {
  return store
    .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
    .findOne({ _id: 'applied-events' });
}

/**
 * Creators whose tips land on every one of the bus's partitions. Tips are keyed by creator
 * (`keyOf`), and `appendTips`'s seven random creators all fell on one worker's two of four
 * partitions about once in 128 runs: "both workers shared the work" then failed.
 */
function creatorsOnEveryPartition(partitions: number): string[] {
  const byPartition = new Map<number, string>();
  while (byPartition.size < partitions) {
    const creatorId = uuidv7();
    const key = keyOf({ streamId: `tip-${creatorId}`, data: { creatorId } });
    byPartition.set(partitionOf(key, partitions), creatorId);
  }
  return [...byPartition.values()];
}

/**
 * Waits, once armed, until `members` consumers have joined groups of `bus`: a runner joins its
 * groups after `start()` returns, and the first worker could take a second one's partitions'
 * events before it joined.
 */
function joining(bus: InProcessEventBus, members: number): () => Promise<void> {
  let joined = 0;
  const consume = bus.consume.bind(bus);
  bus.consume = async (options) => {
    const consumer = await consume(options);
    joined++;
    return consumer;
  };
  return async () => {
    const deadline = Date.now() + 30_000;
    while (joined < members) {
      if (Date.now() > deadline) throw new Error(`${String(joined)} of ${String(members)} joined`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
}

/** The totals a full rebuild from the log gives (the embedded default: no bus). */
async function rebuiltTotals(events: EventStore): Promise<Document[]> {
  const store = EmbeddedReadStore.inMemory();
  const runner = new ProjectionRunner({
    store,
    source: events,
    projections: [appliedEvents('rebuild')],
  });
  await runner.start();
  expect(await runner.waitFor(null, await events.headPosition(), 30_000)).toBe(true);
  await runner.stop();
  return rows(store, 'applied_totals__v1');
}

/**
 * An in-memory log and read store, and a bus of `partitions` the relay feeds from the log
 * (batches of `busBatch` and `relayBatch` events); `close()` stops them in order.
 */
async function relayedBus(partitions: number, busBatch: number, relayBatch: number) {
  const events = new ChainedEventStore(new SqliteEventLog({ file: ':memory:' }));
  const store = EmbeddedReadStore.inMemory();
  const bus = new InProcessEventBus({ partitions, batchSize: busBatch });
  const relay = new EventRelay({ source: events, bus, store, batchSize: relayBatch });
  await relay.start();
  return {
    events,
    store,
    bus,
    async close(): Promise<void> {
      await relay.stop();
      await bus.close();
      await events.close();
    },
  };
}

describe('projection workers consuming the bus as one group', () => {
  it('share the partitions, apply every event once, and one takes over when the other stops', async () => {
    const { events, store, bus, close } = await relayedBus(4, 29, 53);
    const bothJoined = joining(bus, 2);
    const worker = (name: string) =>
      new ProjectionRunner({
        store,
        source: events,
        projections: [appliedEvents(name)],
        bus: new EventBusFeed(bus, store),
      });
    const a = worker('a');
    const b = worker('b');
    await a.start();
    await b.start();

    // 1. Both members project: each applies the partitions it was given.
    await bothJoined();
    const first = await appendTips(events, 400, creatorsOnEveryPartition(4));
    expect(await b.waitFor(null, await events.headPosition(), 30_000)).toBe(true);
    const applied = (await rows(store, 'applied__v1')) as Applied[];
    expect(new Set(applied.map((row) => row.worker))).toEqual(new Set(['a', 'b']));

    // 2. More events; `a` leaves mid-stream. Read-your-writes holds all along: whenever the
    //    record's checkpoint is P, every event at or below P is in the model.
    const second = await appendTips(events, 600);
    const head = await events.headPosition();
    const stopping = a.stop();
    let samples = 0;
    for (;;) {
      const checkpoint = (await checkpointOf(store))?.checkpoint ?? 0;
      const have = await store
        .collection<Applied>('applied__v1')
        .countDocuments({ position: { $lte: checkpoint } });
      expect(have).toBe([...first, ...second].filter((e) => e.position <= checkpoint).length);
      samples++;
      if (checkpoint >= head) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await stopping;
    expect(samples).toBeGreaterThan(1);

    // 3. Every event applied exactly once (a second insert of an id stops the track), and the
    //    models equal a full rebuild from the log.
    const all = (await rows(store, 'applied__v1')) as Applied[];
    expect(all.map((row) => row._id)).toEqual(
      [...first, ...second].map((event: EventEnvelope) => event.id).sort(),
    );
    const record = await checkpointOf(store);
    expect(record?.status).toBe('running');
    expect(record?.error).toBeNull();
    expect(await rows(store, 'applied_totals__v1')).toEqual(await rebuiltTotals(events));

    await b.stop();
    await close();
  });
});

describe('a partitioned production projection (chats) in two bus workers', () => {
  const PARTITIONS = 4;
  const chats = projections.find((projection) => projection.name === 'chats') as Projection;
  const collections = [READ_MODELS.chatConversations, READ_MODELS.chatMessages].map(
    (logical) => `${logical}__v${String(chats.version)}`,
  );

  /** Creators whose keys fill every partition, so both workers get conversations. */
  function creatorsOverPartitions(): string[] {
    const creators: string[] = [];
    const filled = new Set<number>();
    while (filled.size < PARTITIONS || creators.length < 6) {
      const creatorId = uuidv7();
      creators.push(creatorId);
      filled.add(partitionOf(`creator:${creatorId}`, PARTITIONS));
    }
    return creators;
  }

  /**
   * Messages both ways and reads, interleaved over the conversations: a conversation's unread
   * count, last text and read positions depend on the order of its own events.
   */
  async function converse(
    events: EventStore,
    creators: readonly string[],
    count: number,
  ): Promise<number> {
    let sent = 0;
    const customers = [uuidv7(), uuidv7()];
    for (let i = 0; i < count; i++) {
      const creatorId = creators[i % creators.length] as string;
      const customerId = customers[Math.floor(i / creators.length) % 2] as string;
      const chat = { chatId: chatIdOf(creatorId, customerId), creatorId, customerId };
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      const from = i % 3 === 0 ? 'flirt' : 'customer';
      const event =
        i % 5 === 4
          ? { type: 'ChatMessagesRead', data: { ...chat, reader: from, at } }
          : {
              type: 'ChatMessageSent',
              data: {
                ...chat,
                messageId: uuidv7(),
                from,
                text: `message ${String(i)}`,
                at,
                volleyId: null,
                amountCents: 0,
                paidBy: 'none',
              },
            };
      if (event.type === 'ChatMessageSent') sent++;
      await events.appendToStream(conversationStreamId(creatorId, customerId), [
        { id: uuidv7(), occurredAt: at, metadata: testMetadata(), ...event },
      ]);
    }
    return sent;
  }

  async function models(store: ReadStore): Promise<Document[][]> {
    return Promise.all(collections.map((collection) => rows(store, collection)));
  }

  it('split the partitions and build the read models a full rebuild from the log builds', async () => {
    expect(chats.partitioned).toBe(true);
    const { events, store, bus, close } = await relayedBus(PARTITIONS, 23, 41);
    const slots = { a: new Set<string>(), b: new Set<string>() };
    const worker = (name: keyof typeof slots) => {
      const feed = new EventBusFeed(bus, store);
      // Notes which partitions this worker applied batches of.
      const bus_: ProjectionBus = {
        consume: (groupId, eventTypes, handle) =>
          feed.consume(groupId, eventTypes, (batch) => {
            slots[name].add(batch.slot);
            return handle(batch);
          }),
      };
      return new ProjectionRunner({ store, source: events, projections: [chats], bus: bus_ });
    };
    const a = worker('a');
    const b = worker('b');
    await a.start();
    await b.start();
    const creators = creatorsOverPartitions();
    let sent = await converse(events, creators, 240);
    expect(await a.waitFor(['chats'], await events.headPosition(), 30_000)).toBe(true);
    // Both applied partitions of their own.
    expect(slots.a.size).toBeGreaterThan(0);
    expect(slots.b.size).toBeGreaterThan(0);
    // One leaves mid-stream; the other takes its partitions over.
    sent += await converse(events, creators, 160);
    await a.stop();
    expect(await b.waitFor(['chats'], await events.headPosition(), 30_000)).toBe(true);
    const rebuilt = EmbeddedReadStore.inMemory();
    const rebuild = new ProjectionRunner({ store: rebuilt, source: events, projections: [chats] });
    await rebuild.start();
    expect(await rebuild.waitFor(null, await events.headPosition(), 30_000)).toBe(true);
    await rebuild.stop();
    const [conversations, messages] = await models(store);
    expect(conversations?.length).toBeGreaterThan(creators.length);
    expect(messages?.length).toBe(sent);
    expect([conversations, messages]).toEqual(await models(rebuilt));

    await b.stop();
    await close();
  });
});

describe('a bus-fed projection whose version is raised', () => {
  it('rebuilds from the log, switches, then reads on from the bus in its new group', async () => {
    const { events, store, bus, close } = await relayedBus(4, 29, 53);
    const worker = (version: number) =>
      new ProjectionRunner({
        store,
        source: events,
        projections: [appliedEvents('w', version)],
        bus: new EventBusFeed(bus, store),
        retireAfterMs: 60_000,
      });
    const v1 = worker(1);
    await v1.start();
    const before = await appendTips(events, 200);
    expect(await v1.waitFor(null, await events.headPosition(), 30_000)).toBe(true);
    await v1.stop();

    // Version 2: rebuilt from position 0 of the log while events keep coming.
    const v2 = worker(2);
    await v2.start();
    const during = await appendTips(events, 150);
    expect(await v2.waitFor(null, await events.headPosition(), 30_000)).toBe(true);
    expect((await checkpointOf(store))?.version).toBe(2);
    // After the switch its group `projection.applied-events.v2` feeds it.
    const after = await appendTips(events, 120);
    expect(await v2.waitFor(null, await events.headPosition(), 30_000)).toBe(true);
    const applied = (await rows(store, 'applied__v2')) as Applied[];
    expect(applied.map((row) => row._id)).toEqual(
      [...before, ...during, ...after].map((event) => event.id).sort(),
    );
    const v2Lag = await bus.lag('projection.applied-events.v2', allTopics());
    expect(v2Lag.reduce((sum, row) => sum + row.committed, 0)).toBeGreaterThan(0);
    expect(v2Lag.every((row) => row.lag === 0)).toBe(true);
    const v2Partitions = await store
      .collection<PartitionCheckpoint>(PARTITIONS_COLLECTION)
      .find({ track: 'applied-events@2' })
      .toArray();
    expect(v2Partitions.length).toBeGreaterThan(0);
    expect(await rows(store, 'applied_totals__v2')).toEqual(await rebuiltTotals(events));
    await v2.stop();
    await close();
  });
});

describe('a bus-fed projection that cannot apply an event', () => {
  it('stops with its error and commits nothing after it; once fixed it applies the rest', async () => {
    const { events, store, bus, close } = await relayedBus(4, 13, 31);
    const appended = await appendTips(events, 120);
    const poison = appended[57] as EventEnvelope;
    const working = appliedEvents('w');
    const broken: Projection = {
      ...working,
      handle: (event, context) => {
        if (event.id === poison.id) throw new Error('cannot apply');
        return working.handle(event, context);
      },
    };
    const worker = (projection: Projection) =>
      new ProjectionRunner({
        store,
        source: events,
        projections: [projection],
        bus: new EventBusFeed(bus, store),
      });
    const first = worker(broken);
    await first.start();
    expect(await first.waitFor(null, await events.headPosition(), 2_000)).toBe(false);
    const failed = await checkpointOf(store);
    expect(failed?.status).toBe('error');
    expect(failed?.error?.eventId).toBe(poison.id);
    expect(failed?.checkpoint ?? 0).toBeLessThan(poison.position);
    await first.stop();

    const fixed = worker(working);
    await fixed.start();
    expect(await fixed.waitFor(null, await events.headPosition(), 30_000)).toBe(true);
    const applied = (await rows(store, 'applied__v1')) as Applied[];
    expect(applied.map((row) => row._id)).toEqual(appended.map((event) => event.id).sort());
    expect((await checkpointOf(store))?.status).toBe('running');
    await fixed.stop();
    await close();
  });
});

describe('reactors in bus workers', () => {
  it('react once to each event, after the projections they read have it', async () => {
    const { events, store, bus, close } = await relayedBus(4, 17, 31);
    // Each worker joins two groups: its projection's and its reactor's.
    const bothJoined = joining(bus, 4);
    const reacted: { id: string; worker: string; projected: boolean }[] = [];
    const worker = (name: string) =>
      new ProjectionRunner({
        store,
        source: events,
        projections: [appliedEvents(name)],
        reactors: [
          defineReactor({
            name: 'tip-echo',
            eventTypes: ['TipSent'],
            after: ['applied-events'],
            handle: async (event) => {
              const row = await store.collection<Applied>('applied__v1').findOne({ _id: event.id });
              reacted.push({ id: event.id, worker: name, projected: row !== null });
            },
          }),
        ],
        bus: new EventBusFeed(bus, store),
      });
    const a = worker('a');
    const b = worker('b');
    await a.start();
    await b.start();
    await bothJoined();
    const appended = await appendTips(events, 300, creatorsOnEveryPartition(4));
    const head = await events.headPosition();
    expect(await a.waitFor(['tip-echo'], head, 30_000)).toBe(true);
    expect(await b.waitFor(['tip-echo'], head, 30_000)).toBe(true);
    expect(reacted.map((r) => r.id).sort()).toEqual(appended.map((e) => e.id).sort());
    expect(reacted.every((r) => r.projected)).toBe(true);
    expect(new Set(reacted.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
    await a.stop();
    await b.stop();
    await close();
  });
});

/** Starts the worker child and resolves once it prints a line matching `ready`. */
function startChild(dir: string, ready: RegExp, stallAfter?: number): Promise<ChildProcess> {
  return startTsChild(
    'worker-child.ts',
    [dir, ...(stallAfter ? [String(stallAfter)] : [])],
    ready,
    'worker child',
  );
}

describe('a bus worker killed with -9 mid-stream', () => {
  const EVENTS = 1_500;
  let dir: string;
  let appended: EventEnvelope[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bus-worker-'));
    const events = new ChainedEventStore(
      new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
    );
    appended = await appendTips(events, EVENTS);
    await events.close();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses nothing and applies nothing twice, by event id', async () => {
    // 1. Killed after batches are in the read store and before the bus committed the last one.
    await kill9(await startChild(dir, /stalled/, 9));
    // 2. Killed again at an arbitrary moment.
    const child = await startChild(dir, /started/);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await kill9(child);
    // 3. Restarted: its group resumes from the committed offsets; what the bus delivers again
    //    is skipped by the partition checkpoints.
    await kill9(await startChild(dir, new RegExp(`caught up ${String(EVENTS)}`)));

    const store = EmbeddedReadStore.open(join(dir, 'read.db'));
    const applied = (await rows(store, 'applied__v1')) as Applied[];
    expect(applied.map((row) => row._id)).toEqual(appended.map((event) => event.id).sort());
    // Three processes did the work.
    expect(new Set(applied.map((row) => row.worker)).size).toBeGreaterThan(1);
    const record = await checkpointOf(store);
    expect(record).toMatchObject({ status: 'running', error: null, checkpoint: EVENTS });
    const totals = await rows(store, 'applied_totals__v1');
    await store.close();
    const events = new ChainedEventStore(
      new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
    );
    expect(totals).toEqual(await rebuiltTotals(events));
    await events.close();
  });
});
