import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  CUSTOMER_MESSAGES,
  userStreamId,
  zonedDay,
  zonedMidnight,
} from '@flirtwire/contracts';
import { type Document, type ReadOnlyCollection } from '@flirtwire/projections';
import { MemoryShadow } from '../../audit/replay/memory-shadow.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { ValidationError } from '../../shared/errors.js';
import { CUSTOMER_PROJECTIONS } from '../customers-support.js';
import { CustomerReader } from '../read/customer-reader.js';
import { CustomerSnapshots } from './customer-snapshots.js';
import { FlirtDayEvents } from './flirt-day-events.js';
import { knownCustomers } from './known-customers.js';

/** Replays kept for later requests (each holds one Flirt's rows in memory). */
const AS_OF_CACHED = 4;

/**
 * One Flirt's My Customers as it stood at the end of a day in their reporting time zone: the
 * customer-rows read models rebuilt from the events up to then (docs/adr/0120). Read-only.
 */
export interface CustomersAsOf {
  readonly creatorId: string;
  readonly day: string;
  readonly timeZone: string;
  /** The end of the day (exclusive, ISO): events that occurred before it count. */
  readonly until: string;
  /** The instant the grid is read at: the day's last millisecond (or now, for today). */
  readonly now: Date;
  /** The log position the replay has read up to. */
  readonly position: number;
  /** What the replay cost when it was built. */
  readonly cost: {
    readonly ms: number;
    readonly scanned: number;
    readonly handed: number;
    /** The snapshot the replay started from (its boundary), or null for position 0. */
    readonly from: string | null;
  };
  collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T>;
  /** What `compute` answers from this replay, remembered until it catches up with more events. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

interface Entry {
  readonly key: string;
  readonly built: Promise<{
    shadow: MemoryShadow;
    events: FlirtDayEvents;
    ms: number;
    /** The boundary of the snapshot the replay started from, or null (position 0). */
    from: string | null;
  }>;
  used: number;
  /** Answers remembered while the replay had been handed `memoHanded` events (see remember). */
  readonly memo: Map<string, Promise<unknown>>;
  memoHanded: number;
}

/**
 * Answers "My Customers as of a day" by replaying that Flirt's events up to the end of the day
 * through the customer-rows projection itself into an in-memory shadow, cached per
 * (Flirt, day, time zone). A cached replay catches up with events appended since that
 * occurred before the end of its day, so it never goes stale.
 */
@Injectable()
export class CustomersAsOfReplays {
  private readonly entries = new Map<string, Entry>();

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly host: ProjectionHost,
    private readonly reader: CustomerReader,
    private readonly readModels: ReadModels,
    private readonly snapshots: CustomerSnapshots,
  ) {}

  /** The Flirt's customers as of the end of `day`; 400 for a future day or one before they started. */
  async open(creatorId: string, day: string): Promise<CustomersAsOf> {
    const timeZone = await this.reader.timeZone(creatorId);
    const nowInstant = this.clock.now();
    if (day > zonedDay(nowInstant, timeZone)) {
      throw new ValidationError({ as_of: CUSTOMER_MESSAGES.asOfFuture });
    }
    const [first] = await this.events.readStream(userStreamId(creatorId), { maxCount: 1 });
    if (first && zonedDay(first.occurredAt, timeZone) > day) {
      throw new ValidationError({ as_of: CUSTOMER_MESSAGES.asOfBeforeFirst });
    }
    const until = zonedMidnight(addDays(day, 1), timeZone);
    const key = `${creatorId}|${day}|${timeZone}`;
    let { shadow, events, ms, from, entry } = await this.replay(key, creatorId, until, false);
    if (events.incomplete) {
      // A customer the live rows did not know yet: build again with every person's events.
      this.entries.delete(key);
      ({ shadow, events, ms, from, entry } = await this.replay(key, creatorId, until, true));
    }
    if (events.firstOwnAt === null) {
      throw new ValidationError({ as_of: CUSTOMER_MESSAGES.asOfBeforeFirst });
    }
    const endOfDay = new Date(Date.parse(until) - 1);
    return {
      creatorId,
      day,
      timeZone,
      until,
      now: endOfDay < nowInstant ? endOfDay : nowInstant,
      position: shadow.bound,
      cost: { ms, scanned: events.scanned, handed: events.handed, from },
      collection: <T extends Document = Document>(logical: string) => shadow.collection<T>(logical),
      remember: <T>(name: string, compute: () => Promise<T>): Promise<T> => {
        // The rows change only with events handed on to the replay (not with the log's head).
        if (entry.memoHanded !== events.handed) {
          entry.memo.clear();
          entry.memoHanded = events.handed;
        }
        let answer = entry.memo.get(name) as Promise<T> | undefined;
        if (!answer) {
          answer = compute();
          entry.memo.set(name, answer);
          // A failure is not remembered: the next request computes it again.
          answer.catch(() => entry.memo.delete(name));
        }
        return answer;
      },
    };
  }

  /** The cached replay (else a new one), caught up with anything appended since. */
  private async replay(key: string, creatorId: string, until: string, everyone: boolean) {
    const entry = this.entries.get(key) ?? this.build(key, creatorId, until, everyone);
    entry.used = Date.now();
    const built = await entry.built.catch((error: unknown) => {
      this.entries.delete(key);
      throw error;
    });
    // Only events that occurred before `until` get through.
    const head = await this.events.headPosition();
    if (head > built.shadow.bound && !(await built.shadow.raise(head))) {
      this.failed(key, built.shadow);
    }
    return { ...built, entry };
  }

  private build(key: string, creatorId: string, until: string, everyone: boolean): Entry {
    const projection = this.host.projections.find((p) => p.name === CUSTOMER_PROJECTIONS[0]);
    if (!projection) throw new Error('the customer-rows projection is not registered');
    const built = (async () => {
      const started = performance.now();
      const known = everyone ? null : await knownCustomers(this.host, this.readModels, creatorId);
      const events = new FlirtDayEvents(this.events, creatorId, until, known);
      // The latest quarterly snapshot before the day, if kept (docs/adr/0126): the replay
      // starts where it ends, after the people events of today's customers it lacked.
      const start = known ? await this.snapshots.startFor(creatorId, until, known) : null;
      if (start) events.firstOwnAt = start.snapshot.firstOwnAt;
      const shadow = await MemoryShadow.start({
        events,
        projections: [projection],
        bound: await this.events.headPosition(),
        ...(start
          ? { from: { position: start.snapshot.position, documents: start.snapshot.documents } }
          : {}),
      });
      if (start && !(await shadow.handOn(start.missing))) this.failed(key, shadow);
      if (!(await shadow.reached())) this.failed(key, shadow);
      return {
        shadow,
        events,
        ms: performance.now() - started,
        from: start?.snapshot.boundary ?? null,
      };
    })();
    const entry: Entry = { key, built, used: Date.now(), memo: new Map(), memoHanded: -1 };
    this.entries.set(key, entry);
    this.evict();
    return entry;
  }

  /** Keeps the most recently used replays; the others are left to the garbage collector. */
  private evict(): void {
    if (this.entries.size <= AS_OF_CACHED) return;
    const oldest = [...this.entries.values()].sort((a, b) => a.used - b.used);
    for (const entry of oldest.slice(0, this.entries.size - AS_OF_CACHED)) {
      this.entries.delete(entry.key);
    }
  }

  private failed(key: string, shadow: MemoryShadow): never {
    this.entries.delete(key);
    const stopped = shadow.status().find((status) => status.error)?.error;
    throw new Error(
      `The as-of replay stopped at position ${stopped?.position ?? '?'} (${stopped?.type ?? ''}): ${stopped?.message ?? 'unknown'}`,
    );
  }
}
