import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../files/private-files.js';

/** How long a key stays bound to its first request and answer (Stripe keeps them 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * How long a claim may stay unanswered before another request may take it over: its instance
 * died mid-request. Commands are idempotent on their own (the key is in the events' metadata),
 * so the take-over re-runs the command without appending twice (and a purchase resumes its
 * recorded payment). 30 s: longer than any write takes, short enough that a client retrying
 * after a crash is answered within half a minute.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/** The response a keyed request got the first time; replayed for every repeat of that key. */
interface IdempotencyRecord {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
  readonly status: number;
  readonly body: unknown;
  readonly createdAt: string;
}

/** A request about to run under a key: who claims it and for which request. */
export interface IdempotencyClaim {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
  /** Unique per attempt: only the holder of the claim may answer or release it. */
  readonly token: string;
}

export type Reservation =
  /** The key was free (or expired, or its claim's lease ran out): the caller runs the request. */
  | { readonly outcome: 'reserved' }
  /** The key has its answer: replay it (or refuse when the request differs). */
  | { readonly outcome: 'done'; readonly record: IdempotencyRecord }
  /** Another request (maybe on another instance) holds the key and has not answered yet. */
  | { readonly outcome: 'pending'; readonly requestHash: string };

/**
 * Where keys are claimed and their answers remembered, for 24 hours from the first use. The
 * first use is atomic across app instances: `reserve` is an insert that fails when the key is
 * present, so only one request runs a key; the others see it pending, then done.
 *
 * @example
 * const reservation = await records.reserve(claim, now);
 * if (reservation.outcome === 'reserved') {
 *   try { body = await run(); } catch (error) { await records.release(claim); throw error; }
 *   await records.complete(claim, { status: 201, body }, now);
 * }
 */
export interface IdempotencyRecords {
  reserve(claim: IdempotencyClaim, now: Date): Promise<Reservation>;
  /** Stores the answer of the claim; nothing when the claim was taken over meanwhile. */
  complete(
    claim: IdempotencyClaim,
    answer: { readonly status: number; readonly body: unknown },
  ): Promise<void>;
  /** Drops an unanswered claim (our own fault, 5xx): a retry may run the key again. */
  release(claim: IdempotencyClaim): Promise<void>;
  /** Deletes the keys older than 24 hours; answers how many. */
  purgeExpired(now: Date): Promise<number>;
  close(): Promise<void>;
}

export const IDEMPOTENCY_RECORDS = Symbol('IdempotencyRecords');

/** What a stored key looks like in either adapter. */
export interface StoredKey {
  readonly requestHash: string;
  readonly token: string;
  readonly state: 'pending' | 'done';
  readonly createdAtMs: number;
}

/**
 * Whether a stored key no longer holds: expired, or a claim whose instance went away. A record
 * of the first version (answers only, no claim time) counts as stale: the comparisons are
 * written so that a missing time (NaN) is stale too.
 */
export function isStale(
  stored: StoredKey,
  now: Date,
  leaseMs: number = IDEMPOTENCY_LEASE_MS,
): boolean {
  const age = now.getTime() - stored.createdAtMs;
  return !(age < IDEMPOTENCY_TTL_MS) || (stored.state !== 'done' && !(age < leaseMs));
}

interface Row {
  requestHash: string;
  token: string;
  state: 'pending' | 'done';
  status: number;
  body: string;
  createdAtMs: number;
}

/** The embedded deployment's keys: a SQLite file of their own beside the other embedded files. */
export class SqliteIdempotencyRecords implements IdempotencyRecords {
  private readonly db: Database.Database;
  private readonly select;
  private readonly insert;
  private readonly answer;
  private readonly drop;
  private readonly purge;
  private readonly reserveNow;

  /** `leaseMs`: IDEMPOTENCY_LEASE_MS unless configured (`idempotencyLeaseMs`). */
  constructor(
    file: string,
    private readonly leaseMs: number = IDEMPOTENCY_LEASE_MS,
  ) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    // The first table held answers only (no claims, no expiry); its records merely replayed
    // answers the events' own keys also guard, so it is dropped rather than migrated.
    this.db.exec(`DROP TABLE IF EXISTS idempotency;
      CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, token TEXT NOT NULL,
      state TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL,
      created_at_ms INTEGER NOT NULL, PRIMARY KEY (scope, key)) STRICT;
      CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at_ms)`);
    this.select = this.db.prepare<[string, string], Row>(
      `SELECT request_hash AS requestHash, token, state, status, body, created_at_ms AS createdAtMs
       FROM idempotency_keys WHERE scope = ? AND key = ?`,
    );
    this.insert = this.db.prepare(
      `INSERT OR REPLACE INTO idempotency_keys
       (scope, key, request_hash, token, state, status, body, created_at_ms)
       VALUES (?, ?, ?, ?, 'pending', 0, 'null', ?)`,
    );
    this.answer = this.db.prepare(
      `UPDATE idempotency_keys SET state = 'done', status = ?, body = ?
       WHERE scope = ? AND key = ? AND token = ? AND state = 'pending'`,
    );
    this.drop = this.db.prepare(
      `DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND token = ? AND state = 'pending'`,
    );
    this.purge = this.db.prepare('DELETE FROM idempotency_keys WHERE created_at_ms <= ?');
    // One immediate transaction: read and claim cannot interleave with another writer.
    this.reserveNow = this.db.transaction((claim: IdempotencyClaim, now: Date): Reservation => {
      const row = this.select.get(claim.scope, claim.key);
      if (row && !isStale(row, now, this.leaseMs)) {
        return row.state === 'done'
          ? {
              outcome: 'done',
              record: {
                scope: claim.scope,
                key: claim.key,
                requestHash: row.requestHash,
                status: row.status,
                body: JSON.parse(row.body) as unknown,
                createdAt: new Date(row.createdAtMs).toISOString(),
              },
            }
          : { outcome: 'pending', requestHash: row.requestHash };
      }
      this.insert.run(claim.scope, claim.key, claim.requestHash, claim.token, now.getTime());
      return { outcome: 'reserved' };
    });
  }

  reserve(claim: IdempotencyClaim, now: Date): Promise<Reservation> {
    return Promise.resolve(this.reserveNow.immediate(claim, now));
  }

  complete(claim: IdempotencyClaim, answer: { status: number; body: unknown }): Promise<void> {
    this.answer.run(
      answer.status,
      JSON.stringify(answer.body ?? null),
      claim.scope,
      claim.key,
      claim.token,
    );
    return Promise.resolve();
  }

  release(claim: IdempotencyClaim): Promise<void> {
    this.drop.run(claim.scope, claim.key, claim.token);
    return Promise.resolve();
  }

  purgeExpired(now: Date): Promise<number> {
    return Promise.resolve(this.purge.run(now.getTime() - IDEMPOTENCY_TTL_MS).changes);
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
