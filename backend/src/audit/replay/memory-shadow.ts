import type { EventEnvelope } from '@flirtwire/contracts';
import type {
  Document,
  DocumentOp,
  Projection,
  ProjectionContext,
  ReadCollection,
  ReadOnlyCollection,
} from '@flirtwire/projections';
import { unreadablePosition } from '@flirtwire/projections';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded/embedded-read-store.js';

/** Where one projection of a shadow stands. */
export interface ShadowStatus {
  readonly name: string;
  /** Every event at or below has been handled (or does not concern the projection). */
  readonly checkpoint: number;
  readonly error: {
    readonly message: string;
    readonly position: number;
    readonly eventId: string;
    readonly type: string;
  } | null;
}

/** A rebuild of projections into throwaway collections, up to a bound (see runReplay). */
export interface Shadow {
  readonly bound: number;
  status(): ShadowStatus[];
  /** Resolves once every projection reached the bound: true, or false if one stopped at an event. */
  reached(): Promise<boolean>;
  /** Continues the rebuild to a later position. */
  raise(bound: number): Promise<boolean>;
  /** Milliseconds each projection took (its `handle` and its writes), where measured. */
  timings?(): Record<string, number>;
  /** A rebuilt collection, by logical name. */
  collection<T extends Document = Document>(logical: string): ReadCollection<T>;
  drop(): Promise<void>;
}

export interface MemoryShadowOptions {
  readonly events: Pick<EventStore, 'readAll'>;
  readonly projections: readonly Projection[];
  /** Rebuild up to and including this position. */
  readonly bound: number;
  /** Events read and decoded per page of the log. Default 5,000. */
  readonly pageSize?: number;
  /** Called after every page. */
  readonly onProgress?: () => void;
  /**
   * Where the rebuild starts instead of position 0: the projections' documents as a rebuild had
   * them after `position` (every event up to it handled), by logical collection. Handed over:
   * the shadow keeps (and freezes) these very objects.
   */
  readonly from?: {
    readonly position: number;
    readonly documents: Readonly<Record<string, readonly Document[]>>;
  };
}

interface Track {
  readonly projection: Projection;
  readonly context: ProjectionContext;
  error: ShadowStatus['error'];
  /** Milliseconds in `handle` and its writes. */
  ms: number;
}

const PAGE = 5_000;

/**
 * Rebuilds projections from position 0 in one pass over the log, into collections held in
 * memory (docs/adr/0076): each page of the log is read and decoded once and every event is
 * handed to each projection that handles its type, in log order; each `handle`'s writes apply
 * before the next event, so a projection's reads see everything before it, as in the runner.
 * No checkpoints, no transactions, no change notices: the models are compared, then dropped.
 * A projection whose `handle` throws, or whose write is refused, stops at that event; the
 * others go on.
 *
 * @example
 * const shadow = await MemoryShadow.start({ events, projections, bound: head });
 * await shadow.reached();
 * const rows = await shadow.collection(READ_MODELS.tipTotals).find({}).toArray();
 */
export class MemoryShadow implements Shadow {
  /** Documents frozen as stored: projections read them as they are, without copies. */
  readonly store = EmbeddedReadStore.inMemory({ frozen: true });
  private position = 0;
  private currentBound: number;
  private readonly tracks: Track[];
  private readonly byType = new Map<string, Track[]>();
  private readonly eventTypes: string[];
  private chain: Promise<boolean> = Promise.resolve(true);
  private dropped = false;

  private constructor(private readonly options: MemoryShadowOptions) {
    this.currentBound = options.bound;
    const owners = new Map<string, string>();
    this.tracks = options.projections.map((projection) => {
      for (const logical of Object.keys(projection.collections)) {
        const owner = owners.get(logical);
        if (owner) {
          throw new Error(
            `collection "${logical}" is owned by both ${owner} and ${projection.name}`,
          );
        }
        owners.set(logical, projection.name);
      }
      return { projection, context: this.contextFor(projection), error: null, ms: 0 };
    });
    for (const track of this.tracks) {
      for (const type of track.projection.eventTypes) {
        const list = this.byType.get(type);
        if (list) list.push(track);
        else this.byType.set(type, [track]);
      }
    }
    this.eventTypes = [...this.byType.keys()];
  }

  static async start(options: MemoryShadowOptions): Promise<MemoryShadow> {
    const shadow = new MemoryShadow(options);
    for (const projection of options.projections) {
      for (const [logical, definition] of Object.entries(projection.collections)) {
        for (const index of definition.indexes ?? []) {
          await shadow.store.collection(logical).createIndex(index.key, {
            ...(index.name ? { name: index.name } : {}),
            ...(index.unique ? { unique: true } : {}),
          });
        }
      }
    }
    if (options.from) {
      for (const [logical, documents] of Object.entries(options.from.documents)) {
        if (!shadow.tracks.some((track) => logical in track.projection.collections)) {
          throw new Error(`no projection of the shadow owns the collection "${logical}"`);
        }
        shadow.store.adopt(logical, documents);
      }
      shadow.position = options.from.position;
    }
    return shadow;
  }

  get bound(): number {
    return this.currentBound;
  }

  status(): ShadowStatus[] {
    return this.tracks.map((track) => ({
      name: track.projection.name,
      checkpoint: track.error ? track.error.position - 1 : this.position,
      error: track.error,
    }));
  }

  timings(): Record<string, number> {
    return Object.fromEntries(this.tracks.map((track) => [track.projection.name, track.ms]));
  }

  reached(): Promise<boolean> {
    this.chain = this.chain.then(() => this.run());
    return this.chain;
  }

  raise(bound: number): Promise<boolean> {
    this.currentBound = Math.max(this.currentBound, bound);
    return this.reached();
  }

  /** A read-only view: its finds hand out the shadow's own documents (never change them). */
  collection<T extends Document = Document>(logical: string): ReadCollection<T> {
    return this.store.readOnly<T>(logical);
  }

  /** Every document of every projection's collections, by logical name (a start for `from`). */
  async documents(): Promise<Record<string, Document[]>> {
    await this.chain;
    const out: Record<string, Document[]> = {};
    for (const track of this.tracks) {
      for (const logical of Object.keys(track.projection.collections)) {
        out[logical] = await this.store.readOnly(logical).find({}).toArray();
      }
    }
    return out;
  }

  /**
   * Hands events at or below the position reached to the projections now, in the order given,
   * as if they had been read then (a start from `from` that lacked them). False if one stopped.
   */
  handOn(events: readonly EventEnvelope[]): Promise<boolean> {
    return this.feed(events, false);
  }

  /**
   * Hands events beyond the position reached to the projections, in log order, and moves to the
   * last one: a rebuild whose caller reads the log itself and stops where it chooses (at a real
   * event's position, whatever the store). False if one stopped.
   */
  advance(events: readonly EventEnvelope[]): Promise<boolean> {
    return this.feed(events, true);
  }

  private async feed(events: readonly EventEnvelope[], forwards: boolean): Promise<boolean> {
    await this.chain;
    for (const event of events) {
      if (forwards ? event.position <= this.position : event.position > this.position) {
        throw new Error(
          `event ${String(event.position)} is ${forwards ? 'not beyond' : 'beyond'} the shadow's ${String(this.position)}`,
        );
      }
      for (const track of this.byType.get(event.type) ?? []) {
        if (track.error) continue;
        const pending = this.handle(track, event);
        if (pending) await pending;
      }
      if (forwards) this.position = event.position;
    }
    this.currentBound = Math.max(this.currentBound, this.position);
    return this.tracks.every(alive);
  }

  async drop(): Promise<void> {
    this.dropped = true;
    await this.chain.catch(() => undefined);
    await this.store.close();
  }

  private async run(): Promise<boolean> {
    const pageSize = this.options.pageSize ?? PAGE;
    while (!this.dropped && this.position < this.currentBound && this.tracks.some(alive)) {
      const bound = this.currentBound;
      let page: EventEnvelope[];
      try {
        page = await this.options.events.readAll({
          fromPosition: this.position,
          maxCount: pageSize,
          filter: { eventTypes: this.eventTypes },
        });
      } catch (error) {
        const position = unreadablePosition(error);
        if (position === null) throw error;
        // The log cannot be read past here: every projection stops at the unreadable event.
        for (const track of this.tracks) {
          track.error ??= { message: describe(error), position, eventId: '', type: '' };
        }
        break;
      }
      for (const event of page) {
        if (event.position > bound) break;
        const tracks = this.byType.get(event.type);
        if (tracks) {
          for (const track of tracks) {
            if (track.error) continue;
            // A projection that answers at once costs no await (most of the log, for most).
            const started = performance.now();
            const pending = this.handle(track, event);
            if (pending) await pending;
            track.ms += performance.now() - started;
          }
        }
        this.position = event.position;
      }
      // A short page, or one past the bound: every event up to the bound has been seen.
      const last = page[page.length - 1];
      if (page.length < pageSize || !last || last.position >= bound) this.position = bound;
      this.options.onProgress?.();
      // Let timers and requests in between pages (progress, heartbeats, the API).
      await new Promise((resolve) => setImmediate(resolve));
    }
    return this.tracks.every(alive);
  }

  /** Hands one event to one projection and applies its writes: a promise only if it answers later. */
  private handle(track: Track, event: EventEnvelope): Promise<void> | undefined {
    const stop = (error: unknown) => {
      track.error = {
        message: describe(error),
        position: event.position,
        eventId: event.id,
        type: event.type,
      };
    };
    try {
      const result = track.projection.handle(event, track.context);
      if (!isPromise(result)) {
        this.write(track.projection, result);
        return undefined;
      }
      return result
        .then((ops) => {
          this.write(track.projection, ops);
        })
        .catch(stop);
    } catch (error) {
      stop(error);
      return undefined;
    }
  }

  private write(projection: Projection, ops: readonly DocumentOp[]): void {
    for (const op of ops) {
      if (!(op.collection in projection.collections)) {
        throw new Error(
          `projection ${projection.name} does not own the collection "${op.collection}"`,
        );
      }
    }
    for (const op of ops) this.store.applyNow(op.collection, op.write);
  }

  private contextFor(projection: Projection): ProjectionContext {
    return {
      collection: <T extends Document = Document>(logical: string): ReadOnlyCollection<T> => {
        if (!(logical in projection.collections)) {
          throw new Error(`projection ${projection.name} does not own the collection "${logical}"`);
        }
        // Frozen stored documents: a projection that tries to change one stops with a TypeError.
        return this.store.readOnly<T>(logical);
      },
    };
  }
}

function alive(track: Track): boolean {
  return track.error === null;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
