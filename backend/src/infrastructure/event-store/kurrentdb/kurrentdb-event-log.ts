import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  START,
  streamNameFilter,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
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

/** Envelope fields KurrentDB does not hold natively travel in the event's JSON metadata. */
interface StoredMetadata {
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
  readonly $correlationId: string;
  readonly $causationId: string;
}

/** How far back an append looks for its own event ids (a repeated append after a lost reply). */
const IDEMPOTENCY_WINDOW = 100;
const MAX_CHAIN_RETRIES = 20;
const PAGE = 500;

/**
 * The production event store: KurrentDB (or EventStoreDB) over gRPC. Positions are commit
 * positions in the transaction log: strictly increasing, not dense. The hash chain needs the
 * exact predecessor, so every append carries the revision it read as its expected revision;
 * an `any`/`exists` append that loses a race simply re-reads the tail and tries again.
 */
export class KurrentDbEventLog implements EventLogAdapter {
  private closed = false;

  private constructor(
    private readonly client: KurrentDBClient,
    private readonly description: string,
  ) {}

  static connect(connectionString: string): Promise<KurrentDbEventLog> {
    const client = KurrentDBClient.connectionString(connectionString);
    const description = connectionString.replace(/\/\/[^@/]*@/, '//').replace(/\?.*$/, '');
    return Promise.resolve(new KurrentDbEventLog(client, description));
  }

  describe(): string {
    return description(this.description);
  }

  async append(
    streamId: string,
    expected: ExpectedRevision,
    ids: readonly string[],
    prepare: (tail: StreamTail | null) => PreparedEvent[],
  ): Promise<RawAppendOutcome> {
    for (let attempt = 0; attempt < MAX_CHAIN_RETRIES; attempt++) {
      const recent = await this.readStream(
        streamId,
        Number.MAX_SAFE_INTEGER,
        'backwards',
        IDEMPOTENCY_WINDOW,
      );
      const firstId = ids[0];
      const stored = firstId === undefined ? -1 : recent.findIndex((event) => event.id === firstId);
      if (stored >= 0) {
        const events = recent
          .slice(0, stored + 1)
          .reverse()
          .slice(0, ids.length);
        return { events, alreadyStored: true };
      }
      const last = recent[0];
      const tail: StreamTail | null = last ? { revision: last.revision, hash: last.hash } : null;
      if (!expectedRevisionHolds(expected, tail?.revision ?? null)) {
        throw new WrongExpectedRevisionError(streamId, expected, tail?.revision ?? 'no_stream');
      }
      const prepared = prepare(tail);
      try {
        await this.client.appendToStream(
          streamId,
          prepared.map((event) =>
            jsonEvent({
              id: event.id,
              type: event.type,
              data: JSON.parse(event.dataJson) as Record<string, unknown>,
              metadata: toStoredMetadata(event),
            }),
          ),
          { streamState: tail ? BigInt(tail.revision) : NO_STREAM },
        );
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          if (expected === 'any' || expected === 'exists') continue;
          const actual = await this.readStream(streamId, Number.MAX_SAFE_INTEGER, 'backwards', 1);
          throw new WrongExpectedRevisionError(
            streamId,
            expected,
            actual[0]?.revision ?? 'no_stream',
          );
        }
        throw error;
      }
      const firstRevision = (tail?.revision ?? -1) + 1;
      const events = await this.readStream(streamId, firstRevision, 'forwards', prepared.length);
      return { events, alreadyStored: false };
    }
    throw new WrongExpectedRevisionError(streamId, expected, 'no_stream');
  }

  /**
   * KurrentDB's multi-stream append (server 25.1+): one transaction over every part, each with
   * the tail revision it read as its expected state, so the hash chains stay exact. Its records
   * carry properties with string values only: the metadata is stored as strings and `toRaw`
   * reads either form.
   */
  async appendMany(parts: readonly AppendPart[]): Promise<RawAppendOutcome[]> {
    const first = parts[0];
    if (!first) return [];
    const firstId = first.ids[0];
    const recent = await this.readStream(
      first.streamId,
      Number.MAX_SAFE_INTEGER,
      'backwards',
      IDEMPOTENCY_WINDOW,
    );
    if (firstId !== undefined && recent.some((event) => event.id === firstId)) {
      return Promise.all(parts.map((part) => this.storedPart(part)));
    }
    const tails = await Promise.all(
      parts.map(async (part) => {
        const [last] = await this.readStream(
          part.streamId,
          Number.MAX_SAFE_INTEGER,
          'backwards',
          1,
        );
        const tail: StreamTail | null = last ? { revision: last.revision, hash: last.hash } : null;
        if (!expectedRevisionHolds(part.expected, tail?.revision ?? null)) {
          throw new WrongExpectedRevisionError(
            part.streamId,
            part.expected,
            tail?.revision ?? 'no_stream',
          );
        }
        return tail;
      }),
    );
    const prepared = parts.map((part, index) => part.prepare(tails[index] ?? null));
    try {
      await this.client.multiStreamAppend(
        parts.map((part, index) => {
          const tail = tails[index];
          return {
            streamName: part.streamId,
            expectedState: tail ? BigInt(tail.revision) : NO_STREAM,
            events: (prepared[index] ?? []).map((event) =>
              jsonEvent({
                id: event.id,
                type: event.type,
                data: JSON.parse(event.dataJson) as Record<string, unknown>,
                metadata: stringValues(toStoredMetadata(event)),
              }),
            ),
          };
        }),
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const part = parts[0];
        throw new WrongExpectedRevisionError(
          part?.streamId ?? '',
          part?.expected ?? 'any',
          'no_stream',
        );
      }
      throw error;
    }
    return Promise.all(
      parts.map(async (part, index) => ({
        events: await this.readStream(
          part.streamId,
          (tails[index]?.revision ?? -1) + 1,
          'forwards',
          part.ids.length,
        ),
        alreadyStored: false,
      })),
    );
  }

  private async storedPart(part: AppendPart): Promise<RawAppendOutcome> {
    const recent = await this.readStream(
      part.streamId,
      Number.MAX_SAFE_INTEGER,
      'backwards',
      IDEMPOTENCY_WINDOW,
    );
    const byId = new Map(recent.map((event) => [event.id, event]));
    const events = part.ids.map((id) => {
      const event = byId.get(id);
      if (!event) throw new Error(`event ${id} of a stored multi-stream append is missing`);
      return event;
    });
    return { events, alreadyStored: true };
  }

  async readStream(
    streamId: string,
    fromRevision: number,
    direction: 'forwards' | 'backwards',
    maxCount: number,
  ): Promise<RawEvent[]> {
    const out: RawEvent[] = [];
    const from =
      direction === 'backwards' && fromRevision >= Number.MAX_SAFE_INTEGER
        ? END
        : fromRevision <= 0 && direction === 'forwards'
          ? START
          : BigInt(fromRevision);
    try {
      const read = this.client.readStream(streamId, {
        fromRevision: from,
        direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
        maxCount: BigInt(Math.min(maxCount, Number.MAX_SAFE_INTEGER)),
      });
      for await (const resolved of read) {
        const raw = toRaw(resolved);
        if (raw) out.push(raw);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(
    fromPosition: number | null,
    direction: 'forwards' | 'backwards',
    maxCount: number,
    filter: AllFilter | undefined,
  ): Promise<RawEvent[]> {
    const out: RawEvent[] = [];
    let cursor: Position | typeof START | typeof END =
      fromPosition === null || (fromPosition <= 0 && direction === 'forwards')
        ? direction === 'forwards'
          ? START
          : END
        : toPosition(fromPosition);
    for (;;) {
      let seen = 0;
      let lastPosition: Position | null = null;
      const read = this.client.readAll({
        fromPosition: cursor,
        direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
        maxCount: PAGE,
        ...(filter?.streamId || filter?.streamPrefix
          ? {
              filter: streamNameFilter({
                prefixes: [filter.streamId || filter.streamPrefix || ''],
              }),
            }
          : {}),
      });
      for await (const resolved of read) {
        seen++;
        const raw = toRaw(resolved);
        if (resolved.event?.position) lastPosition = resolved.event.position;
        if (!raw || raw.type.startsWith('$') || raw.streamId.startsWith('$')) continue;
        if (
          fromPosition !== null &&
          (direction === 'forwards' ? raw.position <= fromPosition : raw.position >= fromPosition)
        ) {
          continue;
        }
        if (!matches(raw, filter)) continue;
        out.push(raw);
        if (out.length >= maxCount) return out;
      }
      if (seen < PAGE || !lastPosition) return out;
      cursor = lastPosition;
    }
  }

  async headPosition(): Promise<number> {
    const [last] = await this.readAll(null, 'backwards', 1, undefined);
    return last?.position ?? 0;
  }

  async waitForAppend(position: number, signal: AbortSignal): Promise<void> {
    while (!signal.aborted && !this.closed) {
      if ((await this.headPosition()) > position) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  }

  async listStreams(prefix: string, after: string | null, limit: number): Promise<string[]> {
    const seen = new Set<string>();
    let position: number | null = null;
    for (;;) {
      const page = await this.readAll(
        position,
        'forwards',
        PAGE,
        prefix ? { streamPrefix: prefix } : undefined,
      );
      for (const event of page) {
        if (event.revision === 0 && (after === null || event.streamId > after))
          seen.add(event.streamId);
      }
      if (page.length < PAGE) break;
      position = page[page.length - 1]?.position ?? null;
    }
    return [...seen].sort().slice(0, limit);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.dispose();
  }
}

function description(connection: string): string {
  return `kurrentdb:${connection.replace(/^(kurrentdb|esdb)(\+discover)?:\/\//, '')}`;
}

function toPosition(position: number): Position {
  const value = BigInt(position);
  return { commit: value, prepare: value };
}

function toStoredMetadata(event: PreparedEvent): StoredMetadata {
  return {
    schemaVersion: event.schemaVersion,
    occurredAt: event.occurredAt,
    correlationId: event.correlationId,
    causationId: event.causationId,
    actorId: event.actorId,
    actorRole: event.actorRole,
    idempotencyKey: event.idempotencyKey,
    requestHash: event.requestHash,
    prevHash: event.prevHash,
    hash: event.hash,
    $correlationId: event.correlationId,
    $causationId: event.causationId,
  };
}

/** Metadata as a multi-stream append stores it: every value a string, nulls left out. */
function stringValues(metadata: StoredMetadata): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (value !== null && value !== undefined) out[key] = String(value);
  }
  return out;
}

function toRaw(resolved: ResolvedEvent | AllStreamResolvedEvent): RawEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson) return null;
  const metadata = (event.metadata ?? {}) as Partial<StoredMetadata>;
  const position = event.position?.commit ?? resolved.commitPosition ?? 0n;
  return {
    position: Number(position),
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    // A multi-stream append stores every metadata value as a string.
    schemaVersion: Number((metadata.schemaVersion as number | string | undefined) ?? 1),
    occurredAt: metadata.occurredAt ?? event.created.toISOString(),
    correlationId: metadata.correlationId ?? '',
    causationId: metadata.causationId ?? '',
    actorId: metadata.actorId ?? '',
    actorRole: metadata.actorRole ?? 'system',
    idempotencyKey: metadata.idempotencyKey ?? null,
    requestHash: metadata.requestHash ?? null,
    prevHash: metadata.prevHash ?? '',
    hash: metadata.hash ?? '',
    dataJson: JSON.stringify(event.data),
  };
}

function matches(raw: RawEvent, filter: AllFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.eventTypes && filter.eventTypes.length > 0 && !filter.eventTypes.includes(raw.type))
    return false;
  if (filter.streamPrefix && !raw.streamId.startsWith(filter.streamPrefix)) return false;
  if (filter.streamId !== undefined && raw.streamId !== filter.streamId) return false;
  if (filter.actorId !== undefined && raw.actorId !== filter.actorId) return false;
  if (filter.correlationId !== undefined && raw.correlationId !== filter.correlationId)
    return false;
  if (filter.from && raw.occurredAt < filter.from) return false;
  if (filter.to && raw.occurredAt >= filter.to) return false;
  return true;
}
