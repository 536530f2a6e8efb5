import type { AllFilter, ExpectedRevision } from './event-store.port.js';

/**
 * What an engine adapter stores and returns: the envelope flattened, data as JSON text (or, for
 * engines whose client parses it, as a value). The `ChainedEventStore` above the adapters owns
 * validation, the hash chain, upcasting and subscriptions, so every engine shares them.
 */
export interface RawEvent {
  readonly position: number;
  readonly id: string;
  readonly streamId: string;
  readonly revision: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly occurredAt: string;
  readonly correlationId: string;
  readonly causationId: string;
  readonly actorId: string;
  readonly actorRole: string;
  readonly idempotencyKey: string | null;
  readonly requestHash: string | null;
  readonly prevHash: string;
  readonly hash: string;
  readonly dataJson: string;
}

/** An event ready to store, hash chain included. */
export type PreparedEvent = Omit<RawEvent, 'position' | 'streamId' | 'revision'>;

/** The last event of a stream, as the hash chain needs it. */
export interface StreamTail {
  readonly revision: number;
  readonly hash: string;
}

export interface RawAppendOutcome {
  readonly events: readonly RawEvent[];
  readonly alreadyStored: boolean;
}

/** One stream's part of `appendMany`, with the arguments `append` takes. */
export interface AppendPart {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly ids: readonly string[];
  readonly prepare: (tail: StreamTail | null) => PreparedEvent[];
}

export interface EventLogAdapter {
  /**
   * Appends atomically. `prepare` is called with the stream's actual tail at write time (inside
   * the engine's transaction where it has one) and returns the events with their hashes.
   * Throws WrongExpectedRevisionError when the check fails. If `ids[0]` is already stored, the
   * stored events are returned with `alreadyStored: true` and nothing is written.
   */
  append(
    streamId: string,
    expected: ExpectedRevision,
    ids: readonly string[],
    prepare: (tail: StreamTail | null) => PreparedEvent[],
  ): Promise<RawAppendOutcome>;
  /**
   * `append` for several streams in one transaction: all or nothing. When the first part's
   * first id is already stored, every part's stored events are returned (`alreadyStored`).
   */
  appendMany(parts: readonly AppendPart[]): Promise<RawAppendOutcome[]>;
  readStream(
    streamId: string,
    fromRevision: number,
    direction: 'forwards' | 'backwards',
    maxCount: number,
  ): Promise<RawEvent[]>;
  readAll(
    fromPosition: number | null,
    direction: 'forwards' | 'backwards',
    maxCount: number,
    filter: AllFilter | undefined,
  ): Promise<RawEvent[]>;
  headPosition(): Promise<number>;
  /** Resolves once the head is past `position`, or when the signal aborts. */
  waitForAppend(position: number, signal: AbortSignal): Promise<void>;
  listStreams(prefix: string, after: string | null, limit: number): Promise<string[]>;
  /**
   * True when nothing but ChainedEventStore appends to this engine (it validates data before
   * storing it): stored data of the current schema version is then read without validating it
   * again. Absent or false where other clients may write (KurrentDB): every read validates.
   */
  readonly validatedOnAppend?: boolean;
  /** A short description for /health, never a secret. */
  describe(): string;
  close(): Promise<void>;
}

export function expectedRevisionHolds(expected: ExpectedRevision, current: number | null): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === null;
    case 'exists':
      return current !== null;
    default:
      return current === expected;
  }
}
