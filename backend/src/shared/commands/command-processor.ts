import type { Actor, DomainEvent, EventEnvelope } from '@flirtwire/contracts';
import { newId } from '../domain/ids.js';
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

/**
 * The context without the request's Idempotency-Key: for a follow-on command of one request on
 * a stream the key already touched (a subscription's charge outcome after its start), or for a
 * command idempotent by its own id (a purchase's spend) that must not replay another purchase
 * paid by the same request (a mail to three Flirts).
 */
export function withoutKey(context: CommandContext): CommandContext {
  return {
    correlationId: context.correlationId,
    causationId: context.causationId,
    actor: context.actor,
    now: context.now,
  };
}

/** One stream's command in a multi-stream decision (`CommandProcessor.handleAll`). */
/** A stream's state and where the stream stood when it was folded. */
export interface FoldedState<State> {
  readonly state: State;
  readonly revision: number;
  readonly position: number;
}

export interface StreamCommand {
  readonly streamId: string;
  readonly decider: Decider<unknown, unknown, DomainEvent>;
  readonly command: unknown;
}

/** A command on a stream, for `handleAll`, typed by its decider. */
export function onStream<State, Command, Event extends DomainEvent>(
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
): StreamCommand {
  return {
    streamId,
    decider: decider,
    command,
  };
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
   * Several streams' commands decided together and appended in ONE transaction (the event
   * store's multi-stream append): every stream's expected revision holds and all events are
   * stored, or none are and the whole decision is retried. A crash can never leave half of it.
   * Commands whose decider decides nothing append nothing. Outcomes in the order of `parts`.
   * The idempotency key rides on every event; a stream where the key was already applied
   * (by this actor) answers with its earlier events instead of deciding again.
   *
   * @example
   * await commands.handleAll([
   *   onStream(purchaseStreamId(id), purchaseDecider, { type: 'RecordSale', ... }),
   *   onStream(conversationStreamId(a, b), conversationDecider, sendMessage),
   * ], context);
   */
  handleAll(parts: readonly StreamCommand[], context: CommandContext): Promise<CommandOutcome[]> {
    const keys = [...new Set(parts.map((part) => part.streamId))].sort();
    if (keys.length !== parts.length) throw new Error('handleAll: a stream appears twice');
    const locked = keys.reduceRight<() => Promise<CommandOutcome[]>>(
      (inner, key) => () => this.lock.run(key, inner),
      () => this.runAll(parts, context),
    );
    return locked();
  }

  private async runAll(
    parts: readonly StreamCommand[],
    context: CommandContext,
  ): Promise<CommandOutcome[]> {
    for (let attempt = 0; ; attempt++) {
      const snapshots = await Promise.all(
        parts.map((part) => this.load(part.streamId, part.decider)),
      );
      const outcomes: (CommandOutcome | null)[] = [];
      const appends: { index: number; events: NewEvent[] }[] = [];
      for (const [index, part] of parts.entries()) {
        const snapshot = snapshots[index] as StreamSnapshot;
        const replay = await this.replayOf(part.streamId, snapshot, context);
        if (replay) {
          outcomes.push(replay);
          continue;
        }
        const decided = part.decider.decide(part.command, snapshot.state);
        if (decided.length === 0) {
          outcomes.push(unchanged(part.streamId, snapshot));
          continue;
        }
        outcomes.push(null);
        appends.push({ index, events: this.newEvents(decided, context) });
      }
      if (appends.length === 0) return outcomes as CommandOutcome[];
      try {
        const results = await this.store.appendToStreams(
          appends.map(({ index, events }) => {
            const snapshot = snapshots[index] as StreamSnapshot;
            return {
              streamId: (parts[index] as StreamCommand).streamId,
              events,
              expectedRevision: snapshot.revision < 0 ? 'no_stream' : snapshot.revision,
            };
          }),
        );
        results.forEach((result, i) => {
          const { index } = appends[i] as { index: number };
          const part = parts[index] as StreamCommand;
          this.remember(
            part.streamId,
            part.decider,
            snapshots[index] as StreamSnapshot,
            result.events,
          );
          outcomes[index] = {
            streamId: result.streamId,
            revision: result.revision,
            position: result.position,
            events: result.events,
            replayed: false,
          };
        });
        return outcomes as CommandOutcome[];
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        for (const part of parts) this.cache.delete(cacheKey(part.decider.name, part.streamId));
        if (attempt >= this.maxRetries) throw new ConcurrencyError(error.streamId);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
      }
    }
  }

  /** The earlier outcome when the context's idempotency key was already applied to the stream. */
  private async replayOf(
    streamId: string,
    snapshot: StreamSnapshot,
    context: CommandContext,
  ): Promise<CommandOutcome | null> {
    const key = context.idempotencyKey;
    const applied = key === undefined ? undefined : snapshot.keys.get(key);
    if (!applied || applied.actorId !== context.actor.id) return null;
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

  private newEvents(decided: readonly DomainEvent[], context: CommandContext): NewEvent[] {
    const occurredAt = context.now.toISOString();
    const key = context.idempotencyKey;
    return decided.map((event) => ({
      id: newId(),
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

  /**
   * `state`, with where the stream stood when it was folded: its revision (-1 when it has no
   * events yet) and the position of its last event (0 then). For a caller that reports or
   * compares the revision it decided on.
   *
   * @example
   * const { state, revision } = await commands.stateWithRevision(subscriptionDecider, streamId);
   */
  async stateWithRevision<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
  ): Promise<FoldedState<State>> {
    const { state, revision, position } = await this.load(streamId, decider);
    return { state: state as State, revision, position };
  }

  private async run<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    for (let attempt = 0; ; attempt++) {
      const snapshot = await this.load(streamId, decider);
      const replay = await this.replayOf(streamId, snapshot, context);
      if (replay) return replay;
      const decided = decider.decide(command, snapshot.state as State);
      if (decided.length === 0) return unchanged(streamId, snapshot);
      const newEvents = this.newEvents(decided, context);
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
    const state = evolveAll(decider, base.state as State, events);
    const keys = new Map(base.keys);
    let revision = base.revision;
    let position = base.position;
    for (const event of events) {
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

/**
 * The one fold of a stream's events: `state` evolved by each event whose type the decider
 * handles (others are skipped), oldest first. The command processor folds with it, and so
 * does the audit's time travel (a stream's state at an earlier revision).
 */
export function evolveAll<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'eventTypes' | 'evolve'>,
  state: State,
  events: readonly Pick<DomainEvent, 'type' | 'data'>[],
): State {
  const handles = new Set<string>(decider.eventTypes);
  let folded = state;
  for (const event of events) {
    if (handles.has(event.type)) {
      folded = decider.evolve(folded, { type: event.type, data: event.data } as Event);
    }
  }
  return folded;
}

function unchanged(streamId: string, snapshot: StreamSnapshot): CommandOutcome {
  return {
    streamId,
    revision: snapshot.revision,
    position: snapshot.position,
    events: [],
    replayed: false,
  };
}

function cacheKey(deciderName: string, streamId: string): string {
  return `${deciderName}\u0000${streamId}`;
}
