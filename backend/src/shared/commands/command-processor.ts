import type { Actor, DomainEvent, EventEnvelope } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import {
  type EventStore,
  type NewEvent,
  WrongExpectedRevisionError,
} from '../../infrastructure/event-store/event-store.port.js';
import type { Decider } from '../domain/decider.js';
import { ConcurrencyError, DomainError } from '../errors.js';
import { KeyedLock } from './keyed-lock.js';

/** Who and what a command runs for; built from the request (or the causing event). */
export interface CommandContext {
  readonly correlationId: string;
  readonly causationId: string;
  readonly actor: Actor;
  readonly idempotencyKey?: string | undefined;
  /** sha256 of the request that carried the idempotency key. */
  readonly requestHash?: string | undefined;
  readonly now: Date;
}

export interface CommandOutcome {
  readonly streamId: string;
  /** Revision of the stream's last event (-1 when the stream does not exist). */
  readonly revision: number;
  /** Global position of the command's last event (or of the stream's last event if none). */
  readonly position: number;
  /** The events this command appended (or, when replayed, had appended before). */
  readonly events: readonly EventEnvelope[];
  /** True when the idempotency key had already been applied to this stream. */
  readonly replayed: boolean;
}

interface AppliedKey {
  readonly actorId: string;
  readonly requestHash: string | undefined;
  readonly firstRevision: number;
  readonly lastRevision: number;
  readonly lastPosition: number;
}

interface StreamSnapshot {
  readonly state: unknown;
  readonly revision: number;
  readonly position: number;
  readonly keys: ReadonlyMap<string, AppliedKey>;
}

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used with a different request.';

export interface CommandProcessorOptions {
  /** Attempts after a concurrency conflict before answering 409. */
  readonly maxRetries?: number;
  /** Streams whose folded state is kept in memory. */
  readonly cacheSize?: number;
}

/**
 * The command loop: read the stream (from a cached snapshot forward), decide, append with the
 * expected revision, retry on conflict. Commands on one stream queue behind each other in this
 * process; an idempotency key already applied to the stream returns the earlier result and
 * appends nothing, also after a restart (the key travels in the events' metadata).
 */
export class CommandProcessor {
  private readonly lock = new KeyedLock();
  private readonly cache = new Map<string, StreamSnapshot>();
  private readonly maxRetries: number;
  private readonly cacheSize: number;

  constructor(
    private readonly store: EventStore,
    options: CommandProcessorOptions = {},
  ) {
    this.maxRetries = options.maxRetries ?? 10;
    this.cacheSize = options.cacheSize ?? 20_000;
  }

  handle<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.lock.run(streamId, () => this.run(streamId, decider, command, context));
  }

  /**
   * The current state of `streamId` folded by `decider`, from the cache the command loop keeps
   * (only events after the cached revision are read). The one way to load an aggregate's state
   * for the facts a decision needs from another aggregate; it does not queue behind commands
   * running on the stream.
   *
   * @example
   * const post = await commands.state(postDecider, postStreamId(postId));
   */
  async state<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
  ): Promise<State> {
    return (await this.load(streamId, decider)).state as State;
  }

  private async run<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    for (let attempt = 0; ; attempt++) {
      const snapshot = await this.load(streamId, decider);
      const key = context.idempotencyKey;
      const applied = key === undefined ? undefined : snapshot.keys.get(key);
      if (applied && applied.actorId === context.actor.id) {
        if (applied.requestHash !== context.requestHash) {
          throw new DomainError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED, 422);
        }
        const events = await this.store.readStream(streamId, {
          fromRevision: applied.firstRevision,
          maxCount: applied.lastRevision - applied.firstRevision + 1,
        });
        return {
          streamId,
          revision: applied.lastRevision,
          position: applied.lastPosition,
          events,
          replayed: true,
        };
      }
      const decided = decider.decide(command, snapshot.state as State);
      if (decided.length === 0) {
        return {
          streamId,
          revision: snapshot.revision,
          position: snapshot.position,
          events: [],
          replayed: false,
        };
      }
      const occurredAt = context.now.toISOString();
      const newEvents: NewEvent[] = decided.map((event) => ({
        id: uuidv7(),
        type: event.type,
        data: event.data,
        occurredAt,
        metadata: {
          correlationId: context.correlationId,
          causationId: context.causationId,
          actor: context.actor,
          ...(key === undefined ? {} : { idempotencyKey: key }),
          ...(context.requestHash === undefined ? {} : { requestHash: context.requestHash }),
        },
      }));
      try {
        const result = await this.store.appendToStream(streamId, newEvents, {
          expectedRevision: snapshot.revision < 0 ? 'no_stream' : snapshot.revision,
        });
        this.remember(streamId, decider, snapshot, result.events);
        return {
          streamId,
          revision: result.revision,
          position: result.position,
          events: result.events,
          replayed: false,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        this.cache.delete(cacheKey(decider.name, streamId));
        if (attempt >= this.maxRetries) throw new ConcurrencyError(streamId);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
      }
    }
  }

  private async load<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
  ): Promise<StreamSnapshot> {
    const key = cacheKey(decider.name, streamId);
    const cached = this.cache.get(key);
    const base: StreamSnapshot = cached ?? {
      state: decider.initialState,
      revision: -1,
      position: 0,
      keys: new Map(),
    };
    const newer = await this.store.readStream(streamId, { fromRevision: base.revision + 1 });
    const snapshot = newer.length === 0 ? base : this.fold(decider, base, newer);
    this.cache.delete(key);
    this.cache.set(key, snapshot);
    if (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return snapshot;
  }

  private remember<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    snapshot: StreamSnapshot,
    appended: readonly EventEnvelope[],
  ): void {
    this.cache.set(cacheKey(decider.name, streamId), this.fold(decider, snapshot, appended));
  }

  private fold<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    base: StreamSnapshot,
    events: readonly EventEnvelope[],
  ): StreamSnapshot {
    const handles = new Set<string>(decider.eventTypes);
    let state = base.state as State;
    const keys = new Map(base.keys);
    let revision = base.revision;
    let position = base.position;
    for (const event of events) {
      if (handles.has(event.type))
        state = decider.evolve(state, { type: event.type, data: event.data } as Event);
      revision = event.revision;
      position = event.position;
      const key = event.metadata.idempotencyKey;
      if (key !== undefined) {
        const previous = keys.get(key);
        keys.set(key, {
          actorId: event.metadata.actor.id,
          requestHash: event.metadata.requestHash,
          firstRevision: previous?.firstRevision ?? event.revision,
          lastRevision: event.revision,
          lastPosition: event.position,
        });
      }
    }
    return { state, revision, position, keys };
  }
}

function cacheKey(deciderName: string, streamId: string): string {
  return `${deciderName}\u0000${streamId}`;
}
