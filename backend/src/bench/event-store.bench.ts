import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { tipStreamId } from '@flirtwire/contracts';
import type { NewEvent } from '../infrastructure/event-store/event-store.port.js';
import {
  EVENTS_SCHEMA,
  type SqliteSynchronous,
} from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import {
  BenchReport,
  interleavedThroughput,
  latencies,
  percentile,
  throughput,
  benchTip,
  openEventStore,
} from './harness.js';
import { loadPeer } from './peers.js';

/**
 * `npm run bench -- event-store`: our SQLite event store beside raw better-sqlite3 on the same
 * schema and synchronous setting, and beside Emmett's SQLite event store, in one run.
 */
const report = new BenchReport('event-store');
const dir = mkdtempSync(join(tmpdir(), 'bench-events-'));
const actor = { id: uuidv7(), role: 'customer' as const };
const quick = process.argv.includes('--quick');
const REPLAY_EVENTS = quick ? 100_000 : 1_000_000;
/** Raw and ours alternate in this many rounds (see interleavedThroughput). */
const ROUNDS = 10;

function tip(): NewEvent {
  return benchTip(actor);
}

/** A row of the events table as the raw engine writes it: same columns, same sizes. */
function rawRow(streamId: string, revision: number) {
  const event = tip();
  return { event, streamId, revision };
}
type RawRow = ReturnType<typeof rawRow>;

/** better-sqlite3 used directly: one prepared INSERT, the payload serialised with JSON.stringify. */
function openRaw(file: string, synchronous: SqliteSynchronous) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.exec(EVENTS_SCHEMA);
  const statement =
    db.prepare(`INSERT INTO events (id, stream_id, revision, type, schema_version, occurred_at,
    correlation_id, causation_id, actor_id, actor_role, idempotency_key, request_hash, prev_hash, hash, data)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const hash = 'f'.repeat(64);
  const insert = ({ event, streamId, revision }: RawRow) =>
    statement.run(
      event.id,
      streamId,
      revision,
      event.type,
      1,
      event.occurredAt,
      event.metadata.correlationId,
      event.metadata.causationId,
      actor.id,
      actor.role,
      null,
      null,
      hash,
      hash,
      JSON.stringify(event.data),
    );
  return { db, insert };
}

async function sequentialAppends(synchronous: SqliteSynchronous, count: number): Promise<void> {
  const raw = openRaw(join(dir, `raw-seq-${synchronous}.db`), synchronous);
  const one = raw.db.transaction((row: RawRow) => raw.insert(row));
  const rows = Array.from({ length: count }, (_, i) => rawRow(`raw-${i}`, 0));
  const ours = openEventStore(join(dir, `ours-seq-${synchronous}.db`), synchronous).events;
  const events = Array.from({ length: count }, () => tip());
  const perRound = Math.floor(count / ROUNDS);
  const rates = await interleavedThroughput(
    ROUNDS,
    perRound,
    async (round) => {
      for (let i = round * perRound; i < (round + 1) * perRound; i++) {
        const event = events[i]!;
        await ours.appendToStream(tipStreamId(String(i), 'bench'), [event], {
          expectedRevision: 'no_stream',
        });
      }
    },
    (round) => {
      for (let i = round * perRound; i < (round + 1) * perRound; i++) one(rows[i]!);
    },
  );
  raw.db.close();
  await ours.close();
  const rawRate = rates.peer;
  const ourRate = rates.ours;
  report.add({
    figure: `sequential single-event appends, synchronous=${synchronous}`,
    unit: 'appends/s',
    ours: ourRate,
    peerName: 'raw single-row transactions',
    peer: rawRate,
    better: 'higher',
    target: 0.5,
  });
}

async function concurrentAppends(count: number, callers: number): Promise<number> {
  const raw = openRaw(join(dir, 'raw-conc.db'), 'FULL');
  const one = raw.db.transaction((row: RawRow) => raw.insert(row));
  const rows = Array.from({ length: count }, (_, i) => rawRow(`raw-${i}`, 0));
  const rawRate = await throughput(count, () => {
    for (const row of rows) one(row);
  });
  raw.db.close();

  const ours = openEventStore(join(dir, 'ours-conc.db'), 'FULL').events;
  const perCaller = Math.ceil(count / callers);
  const ourRate = await throughput(perCaller * callers, () =>
    Promise.all(
      Array.from({ length: callers }, async (_, c) => {
        for (let i = 0; i < perCaller; i++) {
          await ours.appendToStream(tipStreamId(String(c), String(i)), [tip()], {
            expectedRevision: 'no_stream',
          });
        }
      }),
    ),
  );
  await ours.close();
  report.add({
    figure: `${callers} concurrent single-event appenders, synchronous=FULL (group commit)`,
    unit: 'appends/s',
    ours: ourRate,
    peerName: 'raw single-row transactions at FULL',
    peer: rawRate,
    better: 'higher',
    target: 2,
  });
  return ourRate;
}

/** Events in one batched append. */
const BATCH_SIZE = 100;

async function batchAppends(batches: number): Promise<void> {
  const raw = openRaw(join(dir, 'raw-batch.db'), 'FULL');
  const batch = raw.db.transaction((rows: RawRow[]) => {
    for (const row of rows) raw.insert(row);
  });
  const rowBatches = Array.from({ length: batches }, (_, b) =>
    Array.from({ length: BATCH_SIZE }, (_, i) => rawRow(`raw-${b}`, i)),
  );
  const ours = openEventStore(join(dir, 'ours-batch.db'), 'FULL').events;
  const eventBatches = Array.from({ length: batches }, () =>
    Array.from({ length: BATCH_SIZE }, () => tip()),
  );
  const perRound = Math.floor(batches / ROUNDS);
  const rates = await interleavedThroughput(
    ROUNDS,
    perRound * BATCH_SIZE,
    async (round) => {
      for (let b = round * perRound; b < (round + 1) * perRound; b++) {
        await ours.appendToStream(tipStreamId(String(b), 'bench'), eventBatches[b]!, {
          expectedRevision: 'no_stream',
        });
      }
    },
    (round) => {
      for (let b = round * perRound; b < (round + 1) * perRound; b++) batch(rowBatches[b]!);
    },
  );
  raw.db.close();
  await ours.close();
  const rawRate = rates.peer;
  const ourRate = rates.ours;
  report.add({
    figure: 'batches of 100 events, synchronous=FULL',
    unit: 'events/s',
    ours: ourRate,
    peerName: 'raw 100-row transactions',
    peer: rawRate,
    better: 'higher',
    target: 0.7,
  });
}

async function replay(total: number): Promise<number> {
  const file = join(dir, 'replay.db');
  const seeding = openEventStore(file, 'OFF').events;
  for (let done = 0; done < total; done += 500) {
    await seeding.appendToStream(
      tipStreamId(String(done), 'bench'),
      Array.from({ length: 500 }, () => tip()),
      { expectedRevision: 'no_stream' },
    );
  }
  await seeding.close();

  const db = new Database(file, { readonly: true });
  const page = db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT 1000');
  let rawCount = 0;
  const rawRate = await throughput(total, () => {
    let position = 0;
    for (;;) {
      const rows = page.all(position) as Array<{ position: number; data: string }>;
      for (const row of rows) {
        JSON.parse(row.data);
        rawCount++;
      }
      const last = rows[rows.length - 1];
      if (!last) break;
      position = last.position;
    }
  });
  db.close();

  const ours = openEventStore(file, 'NORMAL').events;
  let ourCount = 0;
  const ourRate = await throughput(total, async () => {
    let position = 0;
    for (;;) {
      const events = await ours.readAll({ fromPosition: position, maxCount: 1000 });
      ourCount += events.length;
      const last = events[events.length - 1];
      if (!last) break;
      position = last.position;
    }
  });
  if (rawCount !== total || ourCount !== total)
    throw new Error(`replay read ${rawCount}/${ourCount} of ${total}`);
  report.add({
    figure: `replay of ${total.toLocaleString('en-US')} events (read all + parse into envelopes)`,
    unit: 'events/s',
    ours: ourRate,
    peerName: 'raw paged read + JSON.parse',
    peer: rawRate,
    better: 'higher',
    target: 0.5,
    note: 'stretch target 70%',
  });

  // One 50-event stream, loaded many times.
  const streamFile = join(dir, 'stream.db');
  const streamStore = openEventStore(streamFile, 'NORMAL').events;
  await streamStore.appendToStream(
    'tips-fifty',
    Array.from({ length: 50 }, () => tip()),
  );
  const ourLatencies = await latencies(2000, () => streamStore.readStream('tips-fifty'));
  await streamStore.close();
  const rawDb = new Database(streamFile, { readonly: true });
  const byStream = rawDb.prepare('SELECT * FROM events WHERE stream_id = ? ORDER BY revision');
  const rawLatencies = await latencies(2000, () => {
    for (const row of byStream.all('tips-fifty') as Array<{ data: string }>) JSON.parse(row.data);
  });
  rawDb.close();
  await ours.close();
  report.add({
    figure: 'load one 50-event stream, p50',
    unit: 'ms',
    ours: percentile(ourLatencies, 50),
    peerName: 'raw SELECT by stream + JSON.parse',
    peer: percentile(rawLatencies, 50),
    better: 'lower',
    target: 2,
  });
  return ourRate;
}

interface EmmettSqlite {
  getSQLiteEventStore(options: { fileName: string }): {
    appendToStream(
      stream: string,
      events: Array<{ type: string; data: unknown }>,
    ): Promise<unknown>;
    readStream(stream: string): Promise<{ events: unknown[] }>;
  };
}

async function emmett(ourAppendRate: number, ourReplayRate: number, count: number): Promise<void> {
  const peer = await loadPeer<EmmettSqlite>('@event-driven-io/emmett-sqlite');
  if (!peer) return;
  const store = peer.getSQLiteEventStore({ fileName: join(dir, 'emmett.db') });
  const appendRate = await throughput(count, async () => {
    for (let i = 0; i < count; i++) {
      const event = tip();
      await store.appendToStream(tipStreamId(String(i % 50), 'bench'), [
        { type: event.type, data: event.data },
      ]);
    }
  });
  report.add({
    figure: 'Emmett SQLite: single-event appends (ours: 64 concurrent appenders at FULL)',
    unit: 'appends/s',
    ours: ourAppendRate,
    peerName: 'Emmett SQLite appendToStream',
    peer: appendRate,
    better: 'higher',
    target: 10,
  });
  let read = 0;
  const replayRate = await throughput(count, async () => {
    for (let s = 0; s < 50; s++)
      read += (await store.readStream(tipStreamId(String(s), 'bench'))).events.length;
  });
  if (read !== count) throw new Error(`Emmett read back ${read} of ${count}`);
  report.add({
    figure: 'Emmett SQLite: replay (read every stream)',
    unit: 'events/s',
    ours: ourReplayRate,
    peerName: 'Emmett SQLite readStream',
    peer: replayRate,
    better: 'higher',
    target: 10,
  });
}

try {
  await sequentialAppends('FULL', quick ? 300 : 2_000);
  await sequentialAppends('NORMAL', quick ? 3_000 : 20_000);
  const concurrentRate = await concurrentAppends(quick ? 1_000 : 6_400, 64);
  await batchAppends(quick ? 50 : 300);
  const replayRate = await replay(REPLAY_EVENTS);
  try {
    await emmett(concurrentRate, replayRate, quick ? 300 : 2_000);
  } catch (error) {
    // The peer failing (its sqlite3 driver has answered SQLITE_BUSY on a commit) must not lose
    // the figures measured above.
    console.error(`Emmett SQLite peer failed, its figures are left out: ${String(error)}`);
  }
  report.finish();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
