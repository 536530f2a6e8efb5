import {
  Actor,
  type EventEnvelope,
  currentSchemaVersion,
  upcastAndValidate,
  validateEventData,
} from '@flirtwire/contracts';
import { chainHash, GENESIS_HASH } from './hash-chain.js';
import type {
  AppendPart,
  EventLogAdapter,
  PreparedEvent,
  RawAppendOutcome,
  RawEvent,
  StreamTail,
} from './event-log.js';
import {
  type AppendResult,
  CorruptEventError,
  type EventStore,
  type EventSubscription,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StreamAppend,
  type StreamFailure,
  type StreamsVerification,
  type StreamVerification,
  type SubscribeOptions,
  type VerifyStreamsOptions,
} from './event-store.port.js';

const DEFAULT_PAGE = 1_000;
const MAX_PAGE = 10_000;
const VERIFY_PAGE = 1_000;
/** Global-log page of `verifyStreams`: large, since each page is one sequential read. */
const VERIFY_ALL_PAGE = 5_000;

/**
 * The EventStore every module uses, over any engine adapter: validates new events, computes the
 * per-stream hash chain, turns stored rows into upcast, validated envelopes (naming the
 * position of anything unreadable), and runs catch-up-then-live subscriptions.
 */
export class ChainedEventStore implements EventStore {
  /** Whether stored current-version data was validated on append (EventLogAdapter). */
  private readonly validated: boolean;

  constructor(private readonly log: EventLogAdapter) {
    this.validated = log.validatedOnAppend === true;
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const part = preparePart(streamId, events, options.expectedRevision);
    const outcome = await this.log.append(part.streamId, part.expected, part.ids, part.prepare);
    return this.resultOf(part, outcome);
  }

  async appendToStreams(requests: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (requests.length === 0) throw new Error('appendToStreams needs at least one stream');
    const seen = new Set<string>();
    for (const request of requests) {
      if (seen.has(request.streamId))
        throw new Error(`stream ${request.streamId} appears twice in one append`);
      seen.add(request.streamId);
    }
    const parts = requests.map((request) =>
      preparePart(request.streamId, request.events, request.expectedRevision),
    );
    const outcomes = await this.log.appendMany(parts);
    return parts.map((part, index) => {
      const outcome = outcomes[index];
      if (!outcome) throw new Error('appendMany lost an outcome');
      return this.resultOf(part, outcome);
    });
  }

  private resultOf(part: PreparedPart, outcome: RawAppendOutcome): AppendResult {
    // Freshly written events were validated when prepared: build their envelopes without re-parsing.
    const stored = outcome.alreadyStored
      ? outcome.events.map((raw) => toEnvelope(raw, this.validated))
      : outcome.events.map((raw, index) => envelopeOf(raw, part.data[index]));
    const last = stored[stored.length - 1];
    if (!last) throw new Error('append returned no events');
    return {
      streamId: last.streamId,
      revision: last.revision,
      position: last.position,
      events: stored,
      alreadyStored: outcome.alreadyStored,
    };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<EventEnvelope[]> {
    const direction = options.direction ?? 'forwards';
    const fromRevision =
      options.fromRevision ?? (direction === 'forwards' ? 0 : Number.MAX_SAFE_INTEGER);
    const rows = await this.log.readStream(
      streamId,
      fromRevision,
      direction,
      options.maxCount ?? Number.MAX_SAFE_INTEGER,
    );
    return rows.map((raw) => toEnvelope(raw, this.validated));
  }

  async readAll(options: ReadAllOptions = {}): Promise<EventEnvelope[]> {
    const rows = await this.log.readAll(
      options.fromPosition ?? null,
      options.direction ?? 'forwards',
      Math.min(options.maxCount ?? DEFAULT_PAGE, MAX_PAGE),
      options.filter,
    );
    return rows.map((raw) => toEnvelope(raw, this.validated));
  }

  subscribeToAll(options: SubscribeOptions = {}): EventSubscription {
    const controller = new AbortController();
    const log = this.log;
    const validated = this.validated;
    const batchSize = Math.min(options.batchSize ?? DEFAULT_PAGE, MAX_PAGE);
    let position = options.fromPosition ?? 0;
    // A function, not the property: the consumer may stop the subscription while we yield.
    const stopped = () => controller.signal.aborted;
    async function* run(): AsyncGenerator<EventEnvelope> {
      while (!controller.signal.aborted) {
        // Every event at or below `head` is committed before the read below starts, so after a
        // short page nothing at or below max(head, last delivered) can still arrive.
        const head = await log.headPosition();
        const rows = await log.readAll(position, 'forwards', batchSize, options.filter);
        for (const raw of rows) {
          if (stopped()) return;
          position = raw.position;
          yield toEnvelope(raw, validated);
        }
        if (rows.length < batchSize) {
          position = Math.max(position, head);
          await log.waitForAppend(position, controller.signal);
        }
      }
    }
    const iterator = run();
    return {
      stop: () => {
        controller.abort();
      },
      [Symbol.asyncIterator]: () => ({
        next: () => iterator.next(),
        return: async (value?: unknown) => {
          controller.abort();
          return iterator.return(value);
        },
      }),
    };
  }

  headPosition(): Promise<number> {
    return this.log.headPosition();
  }

  async verifyStream(streamId: string): Promise<StreamVerification> {
    let expectedPrev = GENESIS_HASH;
    let revision = 0;
    for (;;) {
      const rows = await this.log.readStream(streamId, revision, 'forwards', VERIFY_PAGE);
      for (const raw of rows) {
        const problem = verifyLink(raw, revision, expectedPrev);
        if (problem) {
          return {
            ok: false,
            streamId,
            revision: raw.revision,
            position: raw.position,
            reason: problem,
          };
        }
        expectedPrev = raw.hash;
        revision++;
      }
      if (rows.length < VERIFY_PAGE) return { ok: true, streamId, events: revision };
    }
  }

  async verifyStreams(options: VerifyStreamsOptions = {}): Promise<StreamsVerification> {
    const head = await this.log.headPosition();
    const filter = options.prefix ? { streamPrefix: options.prefix } : undefined;
    // Per stream seen so far: the revision and previous hash its next event must have (the
    // same object, updated in place); a failed stream is kept with revision -1 and skipped.
    const links = new Map<string, { revision: number; hash: string }>();
    const failures: StreamFailure[] = [];
    let events = 0;
    let position: number | null = null;
    for (let done = head === 0; !done;) {
      options.signal?.throwIfAborted();
      const rows = await this.log.readAll(position, 'forwards', VERIFY_ALL_PAGE, filter);
      for (const raw of rows) {
        if (raw.position > head) {
          done = true;
          break;
        }
        events++;
        position = raw.position;
        let link = links.get(raw.streamId);
        if (link === undefined) {
          link = { revision: 0, hash: GENESIS_HASH };
          links.set(raw.streamId, link);
        } else if (link.revision < 0) continue;
        const problem = verifyLink(raw, link.revision, link.hash);
        if (problem) {
          failures.push({
            ok: false,
            streamId: raw.streamId,
            revision: raw.revision,
            position: raw.position,
            reason: problem,
          });
          link.revision = -1;
        } else {
          link.revision++;
          link.hash = raw.hash;
        }
      }
      if (rows.length < VERIFY_ALL_PAGE || position === head) done = true;
      options.onProgress?.({ events, fraction: done ? 1 : Math.min(1, (position ?? 0) / head) });
    }
    return { streams: links.size, events, failures };
  }

  listStreams(
    options: { prefix?: string; after?: string; limit?: number } = {},
  ): Promise<string[]> {
    return this.log.listStreams(
      options.prefix ?? '',
      options.after ?? null,
      options.limit ?? 1_000,
    );
  }

  describe(): string {
    return this.log.describe();
  }

  close(): Promise<void> {
    return this.log.close();
  }
}

function verifyLink(raw: RawEvent, expectedRevision: number, expectedPrev: string): string | null {
  if (raw.revision !== expectedRevision)
    return `revision ${raw.revision} where ${expectedRevision} was expected`;
  if (raw.prevHash !== expectedPrev) return 'previous-hash link does not match the preceding event';
  const recomputed = chainHash(expectedPrev, raw.id, raw.type, raw.dataJson);
  return recomputed === raw.hash ? null : 'hash does not match the event content';
}

/**
 * Stored row → envelope the rest of the system sees; anything unreadable names its position.
 * `validatedOnAppend`: the engine holds only data this store validated before appending, so
 * data of the current schema version is parsed and not validated again (older versions are
 * still upcast and validated).
 */
function toEnvelope(raw: RawEvent, validatedOnAppend = false): EventEnvelope {
  let data: unknown;
  try {
    const stored: unknown = JSON.parse(raw.dataJson);
    data =
      validatedOnAppend &&
      raw.schemaVersion === currentSchemaVersion(raw.type) &&
      typeof stored === 'object' &&
      stored !== null &&
      !Array.isArray(stored)
        ? stored
        : upcastAndValidate(raw.type, raw.schemaVersion, stored);
  } catch (error) {
    throw new CorruptEventError(
      raw.position,
      raw.streamId,
      raw.revision,
      error instanceof Error ? error.message : String(error),
    );
  }
  return envelopeOf(raw, data);
}

interface PreparedPart extends AppendPart {
  /** The validated data of each event, in order. */
  readonly data: readonly unknown[];
}

/** Validates new events (stripping unknown keys) and builds the hash chain they will extend. */
function preparePart(
  streamId: string,
  events: readonly NewEvent[],
  expectedRevision: ExpectedRevision | undefined,
): PreparedPart {
  if (events.length === 0) throw new Error('an append needs at least one event');
  if (!streamId || streamId.startsWith('$')) throw new Error(`invalid stream id "${streamId}"`);
  const prepared = events.map((event, index) => {
    const previous = events[index - 1];
    if (!previous || previous.metadata.actor !== event.metadata.actor)
      Actor.parse(event.metadata.actor);
    // The validated value (unknown keys stripped) is what gets stored and hashed.
    const data = validateEventData(event.type, event.data);
    return {
      event,
      data,
      dataJson: JSON.stringify(data),
      schemaVersion: currentSchemaVersion(event.type),
    };
  });
  return {
    streamId,
    expected: expectedRevision ?? 'any',
    ids: events.map((event) => event.id),
    data: prepared.map((entry) => entry.data),
    prepare: (tail: StreamTail | null): PreparedEvent[] => {
      let prevHash = tail?.hash ?? GENESIS_HASH;
      return prepared.map(({ event, dataJson, schemaVersion }) => {
        const hash = chainHash(prevHash, event.id, event.type, dataJson);
        const row: PreparedEvent = {
          id: event.id,
          type: event.type,
          schemaVersion,
          occurredAt: event.occurredAt,
          correlationId: event.metadata.correlationId,
          causationId: event.metadata.causationId,
          actorId: event.metadata.actor.id,
          actorRole: event.metadata.actor.role,
          idempotencyKey: event.metadata.idempotencyKey ?? null,
          requestHash: event.metadata.requestHash ?? null,
          prevHash,
          hash,
          dataJson,
        };
        prevHash = hash;
        return row;
      });
    },
  };
}

function envelopeOf(raw: RawEvent, data: unknown): EventEnvelope {
  const actor = { id: raw.actorId, role: raw.actorRole } as EventEnvelope['metadata']['actor'];
  return {
    id: raw.id,
    type: raw.type,
    schemaVersion: raw.schemaVersion,
    streamId: raw.streamId,
    revision: raw.revision,
    position: raw.position,
    occurredAt: raw.occurredAt,
    metadata: {
      correlationId: raw.correlationId,
      causationId: raw.causationId,
      actor,
      ...(raw.idempotencyKey === null ? {} : { idempotencyKey: raw.idempotencyKey }),
      ...(raw.requestHash === null ? {} : { requestHash: raw.requestHash }),
      prevHash: raw.prevHash,
      hash: raw.hash,
    },
    data,
  };
}
