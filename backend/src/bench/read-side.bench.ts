import { READ_MODELS } from '@flirtwire/contracts';
// `npm run bench -- read-side`: the read side beside the raw engine, measured in the same run.
//
//  1. projection throughput with checkpoints  vs  raw replay (read the events, JSON.parse)
//  2. a creator's filtered, two-field-sorted page at 100,000 documents for that creator and
//     1,000,000 in all, p50/p99  vs  the same query on an indexed SQLite table
//  3. that query's count  vs  SQLite count(*) on the same index
//  4. document updates with checkpoints  vs  SQLite batched UPDATE in transactions
//  5. append-to-socket notice latency at a steady command rate  vs  the append alone
//  6. memory per 100,000 documents  vs  the raw table's bytes on disk
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { EnvelopeOf, TipSent } from '@flirtwire/contracts';
import {
  defineProjection,
  documentOp,
  ownedByCreator,
  type Projection,
  ProjectionRunner,
} from '@flirtwire/projections';
import { io } from 'socket.io-client';
import { v7 as uuidv7 } from 'uuid';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import {
  EVENT_STORE,
  type EventStore,
  type NewEvent,
} from '../infrastructure/event-store/event-store.port.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { Sessions } from '../shared/auth/auth.module.js';
import { createLogger } from '../shared/logging/logger.js';
import { BenchReport, openEventStore, openRawSqlite, percentile } from './harness.js';

const QUICK = process.argv.includes('--quick');
const EVENTS = QUICK ? 20_000 : 100_000;
const CREATOR_DOCS = QUICK ? 20_000 : 100_000;
const TOTAL_DOCS = QUICK ? 200_000 : 1_000_000;
const QUERIES = 2_000;
const WARM_UP_QUERIES = 100;
const UPDATE_BATCHES = QUICK ? 20 : 100;
const UPDATE_BATCH = 500;
const RATE = 200;
const LATENCY_SECONDS = QUICK ? 3 : 10;

type CustomerRow = {
  _id: string;
  creatorId: string;
  customerId: string;
  status: string;
  lastContact: string;
  earnings: number;
  tips: number;
  name: string;
};

/** A realistic creator-dashboard projection: one row per creator and customer. */
const customerRows: Projection = defineProjection<EnvelopeOf<TipSent>>({
  name: 'bench-customer-rows',
  version: 1,
  eventTypes: ['TipSent'],
  collections: {
    [READ_MODELS.customerRows]: {
      indexes: [{ key: { creatorId: 1, status: 1, lastContact: 1, earnings: -1 } }],
    },
  },
  handle: ({ data, occurredAt }) => [
    documentOp<CustomerRow>(
      'customer_rows',
      {
        updateOne: {
          filter: { _id: `${data.creatorId}:${data.customerId}` },
          update: {
            $inc: { earnings: data.amountCents, tips: 1 },
            $max: { lastContact: occurredAt },
            $set: { status: 'Active' },
            $setOnInsert: {
              creatorId: data.creatorId,
              customerId: data.customerId,
              name: 'customer',
            },
          },
          upsert: true,
        },
      },
      { owner: ownedByCreator(data.creatorId) },
    ),
  ],
});

const report = new BenchReport('read-side');
const root = mkdtempSync(join(tmpdir(), 'bench-read-side-'));

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function tip(creatorId: string, customerId: string, amountCents: number, at: Date): NewEvent {
  const id = uuidv7();
  return {
    id,
    type: 'TipSent',
    occurredAt: at.toISOString(),
    metadata: { correlationId: id, causationId: id, actor: { id: customerId, role: 'customer' } },
    data: {
      tipId: uuidv7(),
      customerId,
      creatorId,
      amountCents,
      platformFeeCents: Math.round(amountCents * 0.3),
      message: 'thanks',
      listingId: null,
      fromChat: false,
    },
  };
}

function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function projectionThroughput(): Promise<void> {
  const dir = join(root, 'projection');
  const { log, events } = openEventStore(join(dir, 'events.db'));
  const creators = Array.from({ length: 200 }, () => uuidv7());
  const customers = Array.from({ length: 100 }, () => uuidv7());
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < EVENTS; i += 1_000) {
    const appends = [];
    for (let j = i; j < Math.min(EVENTS, i + 1_000); j++) {
      const event = tip(
        creators[j % 200] as string,
        customers[(j * 7) % 100] as string,
        100 + (j % 500),
        new Date(start + j * 60_000),
      );
      appends.push(events.appendToStream(`tip-${event.id}`, [event]));
    }
    await Promise.all(appends);
  }

  // Raw replay: every event read from SQLite and its data parsed, nothing else.
  gc();
  const rawStart = process.hrtime.bigint();
  let parsed = 0;
  for (const row of log.database
    .prepare<[], { data: string }>('SELECT * FROM events ORDER BY position')
    .iterate()) {
    if (JSON.parse(row.data) !== null) parsed++;
  }
  const rawRate = parsed / (elapsedMs(rawStart) / 1_000);

  gc();
  const store = EmbeddedReadStore.open(join(dir, 'read.db'));
  const runner = new ProjectionRunner({
    store,
    source: events,
    projections: [customerRows],
    batchSize: 500,
  });
  const ourStart = process.hrtime.bigint();
  await runner.start();
  await runner.waitFor(null, await events.headPosition(), 600_000);
  const ourRate = EVENTS / (elapsedMs(ourStart) / 1_000);
  await runner.stop();
  await store.close();
  await events.close();
  report.add({
    figure: `projection throughput with checkpoints (${EVENTS.toLocaleString('en-US')} events, batches of 500)`,
    unit: 'events/s',
    ours: ourRate,
    peerName: 'raw replay: read + JSON.parse',
    peer: rawRate,
    better: 'higher',
    target: 0.3,
  });
}

interface QueryData {
  readonly store: EmbeddedReadStore;
  readonly raw: Database.Database;
  readonly ids: string[];
}

function row(i: number, creatorId: string): CustomerRow {
  const status = i % 10 < 6 ? 'Active' : i % 10 < 9 ? 'Lapsed' : 'New';
  return {
    _id: `${creatorId}:${i}`,
    creatorId,
    customerId: `cust-${i}`,
    status,
    lastContact: new Date(Date.UTC(2022, 0, 1) + ((i * 7_919) % 1_000) * 86_400_000).toISOString(),
    earnings: (i * 104_729) % 500_000,
    tips: i % 40,
    name: `customer ${i}`,
  };
}

async function loadQueryData(): Promise<QueryData> {
  const store = EmbeddedReadStore.open(join(root, 'query', 'read.db'));
  const rows = store.collection<CustomerRow>(READ_MODELS.customerRows);
  await rows.createIndex({ creatorId: 1, status: 1, lastContact: 1, earnings: -1 });
  const raw = openRawSqlite(join(root, 'query', 'raw.db'));
  raw.exec(`CREATE TABLE rows (id TEXT PRIMARY KEY, creator_id TEXT NOT NULL, customer_id TEXT NOT NULL,
      status TEXT NOT NULL, last_contact TEXT NOT NULL, earnings INTEGER NOT NULL, tips INTEGER NOT NULL, name TEXT NOT NULL);
    CREATE INDEX rows_page ON rows (creator_id, status, last_contact, earnings DESC);`);
  const insert = raw.prepare(
    'INSERT INTO rows VALUES (@_id, @creatorId, @customerId, @status, @lastContact, @earnings, @tips, @name)',
  );
  const insertRaw = raw.transaction((docs: CustomerRow[]) => {
    for (const doc of docs) insert.run(doc);
  });

  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const ids: string[] = [];
  const chunk = 10_000;
  for (let offset = 0; offset < TOTAL_DOCS; offset += chunk) {
    const docs: CustomerRow[] = [];
    for (let i = offset; i < Math.min(TOTAL_DOCS, offset + chunk); i++) {
      // The first CREATOR_DOCS belong to "c0"; the rest spread over 90 other creators.
      const doc = i < CREATOR_DOCS ? row(i, 'c0') : row(i, `c${1 + (i % 90)}`);
      docs.push(doc);
      ids.push(doc._id);
    }
    await rows.insertMany(docs);
    insertRaw(docs);
  }
  gc();
  const heapAfter = process.memoryUsage().heapUsed;
  const idsBytes = ids.length * 40;
  const rawBytes =
    (raw.pragma('page_count', { simple: true }) as number) *
    (raw.pragma('page_size', { simple: true }) as number);
  report.add({
    figure: `memory per 100,000 documents (${TOTAL_DOCS.toLocaleString('en-US')} held)`,
    unit: 'MB',
    ours: (((heapAfter - heapBefore - idsBytes) / TOTAL_DOCS) * 100_000) / 1e6,
    peerName: 'raw SQLite table + index on disk',
    peer: ((rawBytes / TOTAL_DOCS) * 100_000) / 1e6,
    better: 'lower',
    target: null,
    note: 'JS heap growth while loading, the benchmark’s own id list excluded',
  });
  return { store, raw, ids };
}

async function queryFigures(data: QueryData): Promise<void> {
  const rows = data.store.collection<CustomerRow>(READ_MODELS.customerRows);
  const page = data.raw.prepare(
    `SELECT id AS _id, creator_id AS creatorId, customer_id AS customerId, status, last_contact AS lastContact,
       earnings, tips, name FROM rows WHERE creator_id = ? AND status = ?
     ORDER BY last_contact ASC, earnings DESC LIMIT 50 OFFSET ?`,
  );
  const count = data.raw.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM rows WHERE creator_id = ? AND status = ?',
  );
  const skips = Array.from({ length: QUERIES }, (_, i) => ((i * 7_919) % 100) * 50);
  const filter = { creatorId: 'c0', status: 'Active' };
  const sort = { lastContact: 1, earnings: -1 } as const;

  {
    // Same pages, same order, interleaved so both see the same machine state.
    const ours: number[] = [];
    const raw: number[] = [];
    // Both sides first run unmeasured queries, so neither pays for JIT or cold pages alone.
    for (const skip of skips.slice(0, WARM_UP_QUERIES)) {
      await rows.find(filter, { sort, skip, limit: 50 }).toArray();
      page.all('c0', 'Active', skip);
    }
    for (const skip of skips) {
      let start = process.hrtime.bigint();
      const mine = await rows.find(filter, { sort, skip, limit: 50 }).toArray();
      ours.push(elapsedMs(start));
      start = process.hrtime.bigint();
      const theirs = page.all('c0', 'Active', skip) as CustomerRow[];
      raw.push(elapsedMs(start));
      if (mine.length !== theirs.length || mine[0]?._id !== theirs[0]?._id) {
        throw new Error(`query answers differ at skip ${skip}`);
      }
    }
    const counts: number[] = [];
    const rawCounts: number[] = [];
    for (let i = 0; i < 50; i++) {
      let start = process.hrtime.bigint();
      const n = await rows.countDocuments(filter);
      counts.push(elapsedMs(start));
      start = process.hrtime.bigint();
      const m = count.get('c0', 'Active')?.n;
      rawCounts.push(elapsedMs(start));
      if (n !== m) throw new Error(`counts differ: ${n} vs ${String(m)}`);
    }
    const label = `${CREATOR_DOCS.toLocaleString('en-US')} for the creator, ${TOTAL_DOCS.toLocaleString('en-US')} in all`;
    report.add({
      figure: `creator page: filter + two-field sort, 50 rows, p50 (${label})`,
      unit: 'ms',
      ours: percentile(ours, 50),
      peerName: 'indexed SQLite table',
      peer: percentile(raw, 50),
      better: 'lower',
      target: null,
    });
    report.add({
      figure: `creator page: filter + two-field sort, 50 rows, p99 (${label})`,
      unit: 'ms',
      ours: percentile(ours, 99),
      peerName: 'indexed SQLite table',
      peer: percentile(raw, 99),
      better: 'lower',
      target: 2,
    });
    report.add({
      figure: `its count (${label})`,
      unit: 'ms',
      ours: percentile(counts, 50),
      peerName: 'SQLite count(*) on the index',
      peer: percentile(rawCounts, 50),
      better: 'lower',
      target: 2,
    });
  }
}

async function updateFigures(data: QueryData): Promise<void> {
  const rows = 'customer_rows';
  const pick = (i: number) => data.ids[(i * 104_729) % data.ids.length] as string;
  await data.store
    .collection('_checkpoints')
    .updateOne({ _id: 'bench' } as never, { $set: { position: 0 } }, { upsert: true });
  gc();
  let start = process.hrtime.bigint();
  for (let b = 0; b < UPDATE_BATCHES; b++) {
    await data.store.withTransaction(async (tx) => {
      const collection = tx.collection<CustomerRow>(rows);
      for (let i = 0; i < UPDATE_BATCH; i++) {
        const n = b * UPDATE_BATCH + i;
        await collection.updateOne(
          { _id: pick(n) },
          { $inc: { earnings: 100, tips: 1 }, $set: { lastContact: '2024-06-01T00:00:00.000Z' } },
        );
      }
      await tx
        .collection('_checkpoints')
        .updateOne({ _id: 'bench' } as never, { $set: { position: b } });
    });
  }
  const ours = (UPDATE_BATCHES * UPDATE_BATCH) / (elapsedMs(start) / 1_000);

  const update = data.raw.prepare(
    'UPDATE rows SET earnings = earnings + 100, tips = tips + 1, last_contact = ? WHERE id = ?',
  );
  const batch = data.raw.transaction((b: number) => {
    for (let i = 0; i < UPDATE_BATCH; i++)
      update.run('2024-06-01T00:00:00.000Z', pick(b * UPDATE_BATCH + i + 7));
  });
  start = process.hrtime.bigint();
  for (let b = 0; b < UPDATE_BATCHES; b++) batch(b);
  const raw = (UPDATE_BATCHES * UPDATE_BATCH) / (elapsedMs(start) / 1_000);
  report.add({
    figure: `document updates with checkpoints (batches of ${UPDATE_BATCH}, ${TOTAL_DOCS.toLocaleString('en-US')} documents)`,
    unit: 'updates/s',
    ours,
    peerName: 'SQLite batched UPDATE',
    peer: raw,
    better: 'higher',
    target: 0.5,
  });
}

async function noticeLatency(): Promise<void> {
  const dir = join(root, 'app');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    SEED: 'off',
    EVENT_STORE_URL: `sqlite:${join(dir, 'events.db')}?synchronous=NORMAL`,
  });
  const app = await createApp(config, {
    logger: createLogger('warn'),
    projections: [customerRows],
  });
  const creatorId = uuidv7();
  app.get(Sessions).use({
    resolve: (token) =>
      Promise.resolve(
        token === 'bench'
          ? { userId: creatorId, login: 'bench', roles: ['advisor' as const], sessionId: 'bench' }
          : null,
      ),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: 'bench', topics: [`creator:${creatorId}`] },
  });
  await new Promise((resolve) =>
    socket.once('connect', () => {
      resolve(undefined);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const events = app.get<EventStore>(EVENT_STORE);
  const sentAt = new Map<number, bigint>();
  const latencies: number[] = [];
  const appendTimes: number[] = [];
  // A notice names the last position of its batch: it delivers every append up to there.
  socket.on('notice', (notice: { position: number }) => {
    const now = process.hrtime.bigint();
    for (const [position, sent] of sentAt) {
      if (position > notice.position) continue;
      latencies.push(Number(now - sent) / 1e6);
      sentAt.delete(position);
    }
  });
  const total = RATE * LATENCY_SECONDS;
  const interval = 1_000 / RATE;
  const began = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = began + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const event = tip(creatorId, uuidv7(), 500, new Date(Date.UTC(2024, 0, 1) + i * 1_000));
    const start = process.hrtime.bigint();
    pending.push(
      events.appendToStream(`tip-${event.id}`, [event]).then((result) => {
        appendTimes.push(elapsedMs(start));
        sentAt.set(result.position, start);
      }),
    );
  }
  await Promise.all(pending);
  const deadline = performance.now() + 5_000;
  while (latencies.length < total && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  socket.close();
  await app.close();
  if (latencies.length < total * 0.99)
    throw new Error(`only ${latencies.length} of ${total} notices arrived`);
  for (const p of [50, 99]) {
    report.add({
      figure: `append-to-socket notice latency p${p} (${RATE} commands/s for ${LATENCY_SECONDS} s)`,
      unit: 'ms',
      ours: percentile(latencies, p),
      peerName: 'the append alone',
      peer: percentile(appendTimes, p),
      better: 'lower',
      target: null,
    });
  }
}

try {
  await projectionThroughput();
  const data = await loadQueryData();
  await queryFigures(data);
  await updateFigures(data);
  await data.store.close();
  data.raw.close();
  await noticeLatency();
  report.finish();
} finally {
  rmSync(root, { recursive: true, force: true });
}
