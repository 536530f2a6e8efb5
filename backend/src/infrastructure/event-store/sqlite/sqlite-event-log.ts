import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import { remembering } from '@flirtwire/contracts';
import { openPrivateDatabase } from '../../files/private-files.js';
import {
  type AppendPart,
  type EventLogAdapter,
  expectedRevisionHolds,
  type PreparedEvent,
  type RawAppendOutcome,
  type RawEvent,
  type StreamTail,
} from '../event-log.js';
import {
  type AllFilter,
  type ExpectedRevision,
  WrongExpectedRevisionError,
} from '../event-store.port.js';
import {
  clampCount,
  COLUMNS,
  EVENTS_SCHEMA,
  INSERT_COLUMNS,
  INSERT_ROW,
  isUniqueViolation,
  MAX_ROWS_PER_INSERT,
  prefixUpperBound,
  type RawRow,
  rawEventOf,
  limitClause,
  readAllQuery,
} from './sqlite-event-schema.js';

import { StreamReadEnds } from './stream-read-ends.js';

export { EVENTS_SCHEMA } from './sqlite-event-schema.js';

const TAIL_CACHE_SIZE = 100_000;
/** Prepared reads kept per kind (their texts differ by filter and literal LIMIT). */
const MAX_CACHED_STATEMENTS = 256;
/**
 * How long follow-up batches (appends made in reaction to the previous batch's outcomes) may
 * commit back to back before the event loop gets a turn for I/O and timers.
 */
const FOLLOW_UP_BUDGET_MS = 2;

export type SqliteSynchronous = 'FULL' | 'NORMAL' | 'EXTRA' | 'OFF';

export interface SqliteEventLogOptions {
  readonly file: string;
  /** FULL (the default) makes an acknowledged append survive power loss. */
  readonly synchronous?: SqliteSynchronous;
  /** How often a subscriber checks for appends made by another process. */
  readonly pollIntervalMs?: number;
}

type Outcome =
  { ok: true; value: RawAppendOutcome | RawAppendOutcome[] } | { ok: false; error: unknown };

interface PendingAppend extends AppendPart {
  readonly group?: undefined;
  readonly resolve: (outcome: RawAppendOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/** A multi-stream append: its parts commit together or not at all (one savepoint). */
interface PendingGroup {
  readonly group: readonly AppendPart[];
  readonly resolve: (outcomes: RawAppendOutcome[]) => void;
  readonly reject: (error: unknown) => void;
}

type Pending = PendingAppend | PendingGroup;

/**
 * The embedded event store: one SQLite file in WAL mode. Appends that arrive together (within
 * one turn of the event loop) share one transaction and therefore one fsync (group commit);
 * each keeps its own concurrency check and outcome: an append is one INSERT statement, which
 * SQLite undoes whole if it fails, and only appends longer than one statement take a savepoint.
 */
export class SqliteEventLog implements EventLogAdapter {
  /** Only ChainedEventStore appends to the file, and it validates every event first. */
  readonly validatedOnAppend = true;
  private readonly db: Database.Database;
  private readonly emitter = new EventEmitter();
  private queue: Pending[] = [];
  private flushScheduled = false;
  private committedBatches = 0;
  /** Open from the end of a commit until the microtasks its outcomes started have all run. */
  private followUpWindow = false;
  /** When the event loop last ran a flush (follow-ups commit back to back until the budget). */
  private loopFlushAt = 0;
  private readonly flushFromLoop = () => {
    this.loopFlushAt = performance.now();
    this.flush();
  };
  private readonly flushFollowUps = () => {
    this.flush();
  };
  private readonly closeFollowUpWindow = () => {
    process.nextTick(() => {
      this.followUpWindow = false;
    });
  };
  private closed = false;
  private readonly pollIntervalMs: number;
  private readonly statements;
  /** Prepared filtered reads of the log, by their text (which holds the literal LIMIT). */
  private readonly filteredRead = remembering(
    // Rows as arrays: building the objects here costs half what better-sqlite3's named rows do.
    (sql: string) => this.db.prepare<unknown[], RawRow>(sql).raw(),
    MAX_CACHED_STATEMENTS,
  );
  /** Prepared reads of one stream, by direction and count (`forwards:500`). */
  private readonly streamRead = remembering((key: string) => {
    const [direction, count] = key.split(':');
    const [compare, order] = direction === 'backwards' ? ['<=', 'DESC'] : ['>=', 'ASC'];
    return this.db.prepare<[string, number], RawEvent>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision ${compare} ? ORDER BY revision ${order}${limitClause(Number(count))}`,
    );
  }, MAX_CACHED_STATEMENTS);
  /** Multi-row INSERTs by row count (2 to MAX_ROWS_PER_INSERT), prepared on first use. */
  private readonly multiInserts = new Map<number, Database.Statement>();
  /** Built once: better-sqlite3 prepares BEGIN/COMMIT/SAVEPOINT statements per wrapper. */
  private readonly applyBatch: (batch: readonly Pending[]) => Outcome[];
  private readonly underSavepoint: (item: AppendPart, trustCache: boolean) => RawAppendOutcome;
  private readonly attemptAppendBound: (item: AppendPart, trustCache: boolean) => RawAppendOutcome;
  private readonly groupUnderSavepoint: (parts: readonly AppendPart[]) => RawAppendOutcome[];
  /** Last revision and hash of recently written streams, as of the last commit. */
  private readonly tails = new Map<string, StreamTail | null>();
  /** Tails written by the batch being committed; they join `tails` only once it commits. */
  private readonly batchTails = new Map<string, StreamTail>();
  /** Streams read to their end, answered from memory while nothing else wrote them. */
  private readonly readEnds: StreamReadEnds;

  constructor(private readonly options: SqliteEventLogOptions) {
    this.db = openPrivateDatabase(options.file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(EVENTS_SCHEMA);
    this.readEnds = new StreamReadEnds(this.db);
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.emitter.setMaxListeners(0);
    this.statements = {
      tail: this.db.prepare<[string], { revision: number; hash: string }>(
        'SELECT revision, hash FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      byId: this.db.prepare<[string], RawEvent>(`SELECT ${COLUMNS} FROM events WHERE id = ?`),
      insert: this.db.prepare(INSERT_COLUMNS + INSERT_ROW),
      head: this.db.prepare<[], { head: number | null }>(
        'SELECT max(position) AS head FROM events',
      ),
      streams: this.db.prepare<[string, string, string, number], { streamId: string }>(
        `SELECT stream_id AS streamId FROM events
         WHERE revision = 0 AND stream_id >= ? AND stream_id < ? AND stream_id > ?
         ORDER BY stream_id LIMIT ?`, // rare (the audit's stream list): bound is fine
      ),
    };
    // An append longer than one INSERT runs under its own savepoint inside the batch
    // transaction, so a failure part-way undoes only that append. One INSERT is atomic on its
    // own (SQLite rolls back a failed statement), so every other append skips the savepoint.
    this.attemptAppendBound = (item, trustCache) => this.attemptAppend(item, trustCache);
    this.underSavepoint = this.db.transaction((item: AppendPart, trustCache: boolean) =>
      this.attemptAppend(item, trustCache),
    );
    this.groupUnderSavepoint = this.db.transaction((parts: readonly AppendPart[]) =>
      this.attemptGroup(parts),
    );
    const batchTransaction = this.db.transaction((batch: readonly Pending[]) =>
      batch.map((item): Outcome => {
        try {
          return {
            ok: true,
            value: item.group ? this.applyGroup(item.group) : this.applyAppend(item),
          };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    );
    this.applyBatch = (batch) => batchTransaction.immediate(batch);
  }

  describe(): string {
    return `sqlite:${this.options.file}`;
  }

  append(
    streamId: string,
    expected: ExpectedRevision,
    ids: readonly string[],
    prepare: (tail: StreamTail | null) => PreparedEvent[],
  ): Promise<RawAppendOutcome> {
    if (this.closed) return Promise.reject(new Error('event store is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, expected, ids, prepare, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        this.scheduleFlush();
      }
    });
  }

  appendMany(parts: readonly AppendPart[]): Promise<RawAppendOutcome[]> {
    if (this.closed) return Promise.reject(new Error('event store is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ group: parts, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        this.scheduleFlush();
      }
    });
  }

  /**
   * Group commit. An append waits for the check phase of the event loop (setImmediate), so every
   * append started by the I/O callbacks of one poll phase (HTTP requests arriving together)
   * shares one transaction. An append made while the previous batch's outcomes are still being
   * delivered (a caller appending again as soon as its last append returned) instead commits
   * once the microtask queue has drained (process.nextTick scheduled from a microtask runs only
   * then), together with every other such follow-up: waiting for the event loop would gather no
   * one else, only cost a loop turn. Follow-ups commit back to back for at most
   * FOLLOW_UP_BUDGET_MS, then wait for the loop again, so a busy appender cannot starve I/O.
   */
  private scheduleFlush(): void {
    if (this.followUpWindow && performance.now() - this.loopFlushAt < FOLLOW_UP_BUDGET_MS) {
      process.nextTick(this.flushFollowUps);
    } else {
      setImmediate(this.flushFromLoop);
    }
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let outcomes: Outcome[];
    try {
      outcomes = this.applyBatch(batch);
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of this batch is stored.
      this.batchTails.clear();
      for (const item of batch) item.reject(error);
      return;
    }
    this.committedBatches++;
    this.rememberTails();
    let head = 0;
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (!outcome) {
        item.reject(new Error('append lost its outcome'));
      } else if (outcome.ok) {
        const values = Array.isArray(outcome.value) ? outcome.value : [outcome.value];
        for (const value of values) {
          const last = value.events[value.events.length - 1];
          if (last && last.position > head) head = last.position;
        }
        if (item.group) item.resolve(values);
        else item.resolve(values[0] as RawAppendOutcome);
      } else {
        item.reject(outcome.error);
      }
    });
    if (head > 0) this.emitter.emit('appended', head);
    // The outcomes' reactions run as microtasks queued above; this one runs after them and
    // closes the window once everything they in turn queued has run (nextTick waits for that).
    this.followUpWindow = true;
    queueMicrotask(this.closeFollowUpWindow);
  }

  /**
   * Runs inside the batch transaction. The common path costs one INSERT per event: the stream's
   * tail comes from memory and nothing checks for a repeated event id. Either shortcut failing
   * shows up as a UNIQUE violation (a duplicate id, or a revision another process already wrote),
   * after which the append is redone against the database.
   */
  private applyAppend(item: AppendPart): RawAppendOutcome {
    const attempt =
      item.ids.length > MAX_ROWS_PER_INSERT ? this.underSavepoint : this.attemptAppendBound;
    try {
      return attempt(item, true);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const stored = this.alreadyStored(item);
      if (stored) return stored;
      this.tails.delete(item.streamId);
      return attempt(item, false);
    }
  }

  /** One try; a multi-event append runs it under a savepoint so a failure undoes it whole. */
  /**
   * A multi-stream append under its own savepoint: a failing part undoes the parts before it,
   * and the tails they left in `batchTails` are dropped (the next append of those streams then
   * reads its tail again, inside the same transaction, so it sees the undone state).
   */
  private applyGroup(parts: readonly AppendPart[]): RawAppendOutcome[] {
    try {
      return this.groupUnderSavepoint(parts);
    } catch (error) {
      for (const part of parts) this.batchTails.delete(part.streamId);
      throw error;
    }
  }

  private attemptGroup(parts: readonly AppendPart[]): RawAppendOutcome[] {
    const first = parts[0];
    const stored = first ? this.alreadyStored(first) : null;
    if (stored) {
      return parts.map((part, index) => {
        if (index === 0) return stored;
        const again = this.alreadyStored(part);
        if (!again) throw new Error(`part ${index} of a stored multi-stream append is missing`);
        return again;
      });
    }
    return parts.map((part) => this.applyAppend(part));
  }

  private attemptAppend(item: AppendPart, trustCache: boolean): RawAppendOutcome {
    const known = this.knownTail(item.streamId, item.expected, trustCache);
    if (!expectedRevisionHolds(item.expected, known.tail?.revision ?? null)) {
      // A failed check on a remembered tail proves nothing: confirm it with the database.
      if (known.remembered) return this.attemptAppend(item, false);
      const stored = this.alreadyStored(item);
      if (stored) return stored;
      throw new WrongExpectedRevisionError(
        item.streamId,
        item.expected,
        known.tail?.revision ?? 'no_stream',
      );
    }
    const prepared = item.prepare(known.tail);
    const firstRevision = (known.tail?.revision ?? -1) + 1;
    const events: RawEvent[] = [];
    for (let offset = 0; offset < prepared.length; offset += MAX_ROWS_PER_INSERT) {
      const rows =
        prepared.length <= MAX_ROWS_PER_INSERT
          ? prepared
          : prepared.slice(offset, offset + MAX_ROWS_PER_INSERT);
      this.insertRows(item.streamId, firstRevision, rows, offset, events);
    }
    const last = events[events.length - 1];
    if (last) this.batchTails.set(item.streamId, { revision: last.revision, hash: last.hash });
    return { events, alreadyStored: false };
  }

  /**
   * Writes `rows` (revisions from `firstRevision + offset`) with one INSERT and pushes the stored
   * rows onto `out`. The rows of one INSERT get consecutive positions: SQLite gives each new row
   * the largest rowid plus one, and nothing else writes inside our transaction.
   */
  private insertRows(
    streamId: string,
    firstRevision: number,
    rows: readonly PreparedEvent[],
    offset: number,
    out: RawEvent[],
  ): void {
    if (rows.length === 0) return;
    const params: unknown[] = [];
    rows.forEach((e, index) => {
      params.push(
        e.id,
        streamId,
        firstRevision + offset + index,
        e.type,
        e.schemaVersion,
        e.occurredAt,
        e.correlationId,
        e.causationId,
        e.actorId,
        e.actorRole,
        e.idempotencyKey,
        e.requestHash,
        e.prevHash,
        e.hash,
        e.dataJson,
      );
    });
    const info =
      rows.length === 1
        ? this.statements.insert.run(params)
        : this.multiInsert(rows.length).run(params);
    if (info.changes !== rows.length)
      throw new Error(`INSERT stored ${info.changes} of ${rows.length} events`);
    const firstPosition = Number(info.lastInsertRowid) - rows.length + 1;
    rows.forEach((e, index) => {
      // Spelled out: an object spread of a 13-field row costs ~10 µs in V8, more than the INSERT.
      out.push({
        position: firstPosition + index,
        id: e.id,
        streamId,
        revision: firstRevision + offset + index,
        type: e.type,
        schemaVersion: e.schemaVersion,
        occurredAt: e.occurredAt,
        correlationId: e.correlationId,
        causationId: e.causationId,
        actorId: e.actorId,
        actorRole: e.actorRole,
        idempotencyKey: e.idempotencyKey,
        requestHash: e.requestHash,
        prevHash: e.prevHash,
        hash: e.hash,
        dataJson: e.dataJson,
      });
    });
  }

  private multiInsert(rows: number): Database.Statement {
    let statement = this.multiInserts.get(rows);
    if (!statement) {
      statement = this.db.prepare(
        INSERT_COLUMNS + Array.from({ length: rows }, () => INSERT_ROW).join(', '),
      );
      this.multiInserts.set(rows, statement);
    }
    return statement;
  }

  /** The stream's tail: written earlier in this batch, remembered from earlier commits, or read. */
  private knownTail(
    streamId: string,
    expected: ExpectedRevision,
    trustCache: boolean,
  ): { tail: StreamTail | null; remembered: boolean } {
    const inBatch = this.batchTails.get(streamId);
    if (inBatch) return { tail: inBatch, remembered: false };
    if (trustCache) {
      const remembered = this.tails.get(streamId);
      if (remembered !== undefined) return { tail: remembered, remembered: true };
      // Creating a stream: take it as new without a lookup. If it exists after all, revision 0
      // is taken and the INSERT fails with a UNIQUE violation, which redoes the append for real.
      if (expected === 'no_stream') return { tail: null, remembered: true };
    }
    return { tail: this.statements.tail.get(streamId) ?? null, remembered: false };
  }

  /** Tails written by a committed batch become the remembered ones (bounded, least recent out). */
  private rememberTails(): void {
    for (const [streamId, tail] of this.batchTails) {
      this.tails.delete(streamId);
      this.tails.set(streamId, tail);
      this.readEnds.committed(streamId, tail.revision);
    }
    this.batchTails.clear();
    while (this.tails.size > TAIL_CACHE_SIZE) {
      const oldest = this.tails.keys().next().value;
      if (oldest === undefined) break;
      this.tails.delete(oldest);
    }
  }

  private alreadyStored(item: AppendPart): RawAppendOutcome | null {
    const firstId = item.ids[0];
    const existing = firstId === undefined ? undefined : this.statements.byId.get(firstId);
    return existing ? { events: this.storedEvents(item, existing), alreadyStored: true } : null;
  }

  private storedEvents(item: AppendPart, first: RawEvent): RawEvent[] {
    if (first.streamId !== item.streamId) {
      throw new Error(`event id ${first.id} is already stored in stream ${first.streamId}`);
    }
    return item.ids.map((id) => {
      const stored = this.statements.byId.get(id);
      if (!stored)
        throw new Error(`event id ${first.id} is stored but ${id} of the same append is not`);
      return stored;
    });
  }

  readStream(
    streamId: string,
    fromRevision: number,
    direction: 'forwards' | 'backwards',
    maxCount: number,
  ): Promise<RawEvent[]> {
    const count = clampCount(maxCount);
    if (direction === 'backwards') {
      return Promise.resolve(
        this.streamRead(`backwards:${String(count)}`).all(streamId, fromRevision),
      );
    }
    if (this.readEnds.nothingFrom(streamId, fromRevision)) return Promise.resolve([]);
    const rows = this.streamRead(`forwards:${String(count)}`).all(streamId, fromRevision);
    if (rows.length < count) {
      this.readEnds.readToEnd(streamId, fromRevision, rows[rows.length - 1]?.revision ?? null);
    }
    return Promise.resolve(rows);
  }

  readAll(
    fromPosition: number | null,
    direction: 'forwards' | 'backwards',
    maxCount: number,
    filter: AllFilter | undefined,
  ): Promise<RawEvent[]> {
    const { sql, params } = readAllQuery(fromPosition, direction, maxCount, filter);
    return Promise.resolve(
      this.filteredRead(sql)
        .all(...params)
        .map(rawEventOf),
    );
  }

  headPosition(): Promise<number> {
    return Promise.resolve(this.statements.head.get()?.head ?? 0);
  }

  waitForAppend(position: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) {
        resolve();
        return;
      }
      const done = () => {
        this.emitter.off('appended', onAppended);
        signal.removeEventListener('abort', done);
        clearInterval(poll);
        resolve();
      };
      const onAppended = (head: number) => {
        if (head > position) done();
      };
      // Another process (a worker, a second app instance) may append to the same file.
      const poll = setInterval(() => {
        if (this.closed) done();
        else if ((this.statements.head.get()?.head ?? 0) > position) done();
      }, this.pollIntervalMs);
      poll.unref();
      this.emitter.on('appended', onAppended);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  listStreams(prefix: string, after: string | null, limit: number): Promise<string[]> {
    const rows = this.statements.streams.all(
      prefix,
      prefixUpperBound(prefix),
      after ?? '',
      clampCount(limit),
    );
    return Promise.resolve(rows.map((row) => row.streamId));
  }

  /** How many batch transactions this log has committed (group commit makes it < appends). */
  get batchesCommitted(): number {
    return this.committedBatches;
  }

  /** The open database, for the raw-engine benchmark and tests that tamper behind our back. */
  get database(): Database.Database {
    return this.db;
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    if (this.queue.length > 0) this.flush();
    this.emitter.emit('appended', Number.MAX_SAFE_INTEGER);
    this.db.close();
    return Promise.resolve();
  }
}
