import type { EventEnvelope, EventMetadataInput } from '@flirtwire/contracts';

/**
 * The concurrency check of an append: `any` appends regardless, `no_stream` only to a stream
 * that does not exist yet, `exists` only to one that does, a number only when the stream's
 * last revision is exactly that number.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'exists' | number;

export interface NewEvent {
  /** UUID; appending an id that is already stored is a no-op that reports the stored event. */
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly occurredAt: string;
  readonly metadata: EventMetadataInput;
}

export interface AppendResult {
  readonly streamId: string;
  /** Revision of the stream's last event after the append. */
  readonly revision: number;
  /** Global position of the last event of this append. */
  readonly position: number;
  /** The appended (or, for a repeated append, the already stored) events. */
  readonly events: readonly EventEnvelope[];
  /** True when every event id was already stored and nothing new was written. */
  readonly alreadyStored: boolean;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expectedRevision?: ExpectedRevision;
}

export interface ReadStreamOptions {
  readonly fromRevision?: number;
  readonly direction?: 'forwards' | 'backwards';
  readonly maxCount?: number;
}

export interface AllFilter {
  readonly eventTypes?: readonly string[];
  readonly streamPrefix?: string;
  /** Exactly this stream (the audit browser's stream filter). */
  readonly streamId?: string;
  /** Only events caused by this actor (`metadata.actor.id`). */
  readonly actorId?: string;
  readonly correlationId?: string;
  /** Inclusive lower bound on occurredAt (ISO). */
  readonly from?: string;
  /** Exclusive upper bound on occurredAt (ISO). */
  readonly to?: string;
  /**
   * A narrowing a store may apply where it is cheap (the embedded log does, in SQL): events of
   * one creator, those whose stored data names another creator (`data.creatorId`) being left
   * out unless their type is in `alsoTypes`. Only a hint: a store may hand over more (KurrentDB
   * does), so a reader filters again.
   */
  readonly creatorHint?: { readonly creatorId: string; readonly alsoTypes: readonly string[] };
}

export interface ReadAllOptions {
  /**
   * Exclusive bound: forwards reads events after this position (default 0, the start);
   * backwards reads events before it (default: from the head).
   */
  readonly fromPosition?: number;
  readonly direction?: 'forwards' | 'backwards';
  readonly maxCount?: number;
  readonly filter?: AllFilter;
}

export interface SubscribeOptions {
  /** Exclusive: the subscription delivers events after this position (default 0). */
  readonly fromPosition?: number;
  readonly filter?: AllFilter;
  /** Events fetched per catch-up read. */
  readonly batchSize?: number;
}

/** Catch-up then live; iterate with `for await`, end with `stop()` (or `break`). */
export interface EventSubscription extends AsyncIterable<EventEnvelope> {
  stop(): void;
}

export type StreamVerification =
  | { readonly ok: true; readonly streamId: string; readonly events: number }
  | {
      readonly ok: false;
      readonly streamId: string;
      readonly revision: number;
      readonly position: number;
      readonly reason: string;
    };

export type StreamFailure = Extract<StreamVerification, { ok: false }>;

export interface VerifyStreamsOptions {
  /** Only streams whose id starts with this ('' or absent for all). */
  readonly prefix?: string;
  readonly signal?: AbortSignal;
  /** Called after every page read: how far the pass is, as a share of the log's positions. */
  readonly onProgress?: (progress: VerifyStreamsProgress) => void;
}

interface VerifyStreamsProgress {
  /** Events checked so far. */
  readonly events: number;
  /** 0 to 1: the last position read over the head position when the pass began. */
  readonly fraction: number;
}

export interface StreamsVerification {
  readonly streams: number;
  readonly events: number;
  /** Every failing stream once, at its first bad revision, in the order the log reached them. */
  readonly failures: readonly StreamFailure[];
}

/**
 * The event store: the source of truth. Two adapters implement it (SQLite embedded, KurrentDB
 * in production) and one contract suite checks both.
 *
 * @example
 * const result = await store.appendToStream('tip-123', [event], { expectedRevision: 'no_stream' });
 * const events = await store.readStream('tip-123');
 */
export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: { readonly expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /**
   * Appends to several streams in one transaction: every stream's expected revision holds and
   * all events are stored, or nothing is (a crash cannot leave part of it). Results in the order
   * of the requests. Repeating an append whose first event id is already stored is a no-op that
   * reports the stored events. A stream may appear once per call.
   *
   * @example
   * await store.appendToStreams([
   *   { streamId: 'purchase-1', events: [paid], expectedRevision: 0 },
   *   { streamId: 'conversation-2', events: [message], expectedRevision: 7 },
   * ]);
   */
  appendToStreams(requests: readonly StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<EventEnvelope[]>;
  readAll(options?: ReadAllOptions): Promise<EventEnvelope[]>;
  subscribeToAll(options?: SubscribeOptions): EventSubscription;
  headPosition(): Promise<number>;
  /** Recomputes the stream's hash chain and names the first revision that does not verify. */
  verifyStream(streamId: string): Promise<StreamVerification>;
  /**
   * The same check for every stream under a prefix, in one pass over the global log up to the
   * head when it begins (no read per stream): each failing stream is named at the revision
   * `verifyStream` would name.
   */
  verifyStreams(options?: VerifyStreamsOptions): Promise<StreamsVerification>;
  /** Streams whose id starts with the prefix ('' for all), in first-seen order, paged. */
  listStreams(options?: { prefix?: string; after?: string; limit?: number }): Promise<string[]>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EventStore');

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** A stored event that cannot be read: unknown type, unparsable JSON or invalid data. */
export class CorruptEventError extends Error {
  constructor(
    readonly position: number,
    readonly streamId: string,
    readonly revision: number,
    reason: string,
  ) {
    super(
      `event at position ${position} (stream ${streamId}, revision ${revision}) cannot be read: ${reason}`,
    );
    this.name = 'CorruptEventError';
  }
}
