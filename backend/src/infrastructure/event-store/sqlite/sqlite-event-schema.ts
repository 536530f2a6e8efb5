/** The embedded event store's table, its rows and the SQL the adapter builds on them. */
import type { RawEvent } from '../event-log.js';
import type { AllFilter } from '../event-store.port.js';

/**
 * An append of up to this many events is one multi-row INSERT: one statement (so SQLite's own
 * statement rollback makes it all-or-nothing without a savepoint) and one call into the engine.
 * 15 parameters a row keeps it far below SQLite's 32,766-variable limit.
 */
export const MAX_ROWS_PER_INSERT = 100;
export const INSERT_COLUMNS = `INSERT INTO events (id, stream_id, revision, type, schema_version,
  occurred_at, correlation_id, causation_id, actor_id, actor_role, idempotency_key, request_hash,
  prev_hash, hash, data) VALUES `;
export const INSERT_ROW = '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The table every adapter test and the raw benchmark share. */
export const EVENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position       INTEGER PRIMARY KEY,
  id             TEXT    NOT NULL,
  stream_id      TEXT    NOT NULL,
  revision       INTEGER NOT NULL,
  type           TEXT    NOT NULL,
  schema_version INTEGER NOT NULL,
  occurred_at    TEXT    NOT NULL,
  correlation_id TEXT    NOT NULL,
  causation_id   TEXT    NOT NULL,
  actor_id       TEXT    NOT NULL,
  actor_role     TEXT    NOT NULL,
  idempotency_key TEXT,
  request_hash   TEXT,
  prev_hash      TEXT    NOT NULL,
  hash           TEXT    NOT NULL,
  data           TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS events_by_id ON events(id);
CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events(stream_id, revision);
`;

export const COLUMNS = `position, id, stream_id AS streamId, revision, type, schema_version AS schemaVersion,
  occurred_at AS occurredAt, correlation_id AS correlationId, causation_id AS causationId,
  actor_id AS actorId, actor_role AS actorRole, idempotency_key AS idempotencyKey,
  request_hash AS requestHash, prev_hash AS prevHash, hash, data AS dataJson`;

/** A row of COLUMNS in raw (array) mode, in column order. */
export type RawRow = [
  number,
  string,
  string,
  number,
  string,
  number,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string,
  string,
  string,
];

export function rawEventOf(row: RawRow): RawEvent {
  return {
    position: row[0],
    id: row[1],
    streamId: row[2],
    revision: row[3],
    type: row[4],
    schemaVersion: row[5],
    occurredAt: row[6],
    correlationId: row[7],
    causationId: row[8],
    actorId: row[9],
    actorRole: row[10],
    idempotencyKey: row[11],
    requestHash: row[12],
    prevHash: row[13],
    hash: row[14],
    dataJson: row[15],
  };
}

export function clampCount(count: number): number {
  return Math.max(0, Math.min(Math.floor(count), Number.MAX_SAFE_INTEGER));
}

/**
 * ` LIMIT <n>` written into the statement's text, or nothing when `count` is unlimited. Never a
 * bound `LIMIT ?`: this SQLite is built with STAT4, which prepares a statement again on every
 * run when its LIMIT is a parameter (about 20 µs for the events table's 16 columns, 4–5 times
 * the read itself). So each limit is its own cached statement; callers use a few.
 */
export function limitClause(count: number): string {
  const clamped = clampCount(count);
  return clamped >= Number.MAX_SAFE_INTEGER ? '' : ` LIMIT ${String(clamped)}`;
}

/** The smallest string greater than every string starting with `prefix`. */
export function prefixUpperBound(prefix: string): string {
  return prefix === '' ? '\uffff' : prefix + '\uffff';
}

/** The SELECT of a filtered read of the whole log and its parameters (the adapter caches each text). */
export function readAllQuery(
  fromPosition: number | null,
  direction: 'forwards' | 'backwards',
  maxCount: number,
  filter: AllFilter | undefined,
): { readonly sql: string; readonly params: ReadonlyArray<string | number> } {
  const where: string[] = [];
  const params: Array<string | number> = [];
  if (direction === 'forwards') {
    where.push('position > ?');
    params.push(fromPosition ?? 0);
  } else {
    where.push('position < ?');
    params.push(fromPosition ?? Number.MAX_SAFE_INTEGER);
  }
  if (filter?.eventTypes && filter.eventTypes.length > 0) {
    where.push(`type IN (${filter.eventTypes.map(() => '?').join(',')})`);
    params.push(...filter.eventTypes);
  }
  if (filter?.streamPrefix) {
    where.push('stream_id >= ? AND stream_id < ?');
    params.push(filter.streamPrefix, prefixUpperBound(filter.streamPrefix));
  }
  if (filter?.streamId !== undefined) {
    where.push('stream_id = ?');
    params.push(filter.streamId);
  }
  if (filter?.actorId !== undefined) {
    where.push('actor_id = ?');
    params.push(filter.actorId);
  }
  if (filter?.correlationId !== undefined) {
    where.push('correlation_id = ?');
    params.push(filter.correlationId);
  }
  if (filter?.from) {
    where.push('occurred_at >= ?');
    params.push(filter.from);
  }
  if (filter?.to) {
    where.push('occurred_at < ?');
    params.push(filter.to);
  }
  if (filter?.creatorHint) {
    // Stored data, before upcasting: a version without `creatorId` (NULL) is kept.
    const { creatorId, alsoTypes } = filter.creatorHint;
    where.push(
      `(json_extract(data, '$.creatorId') IS NULL OR json_extract(data, '$.creatorId') = ?${
        alsoTypes.length > 0 ? ` OR type IN (${alsoTypes.map(() => '?').join(',')})` : ''
      })`,
    );
    params.push(creatorId, ...alsoTypes);
  }
  const sql = `SELECT ${COLUMNS} FROM events WHERE ${where.join(' AND ')} ORDER BY position ${
    direction === 'forwards' ? 'ASC' : 'DESC'
  }${limitClause(maxCount)}`;
  return { sql, params };
}
