import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  CUSTOMER_MESSAGES,
  userStreamId,
  zonedDay,
  zonedMidnight,
} from '@flirtwire/contracts';
import {
  CUSTOMER_ROWS,
  type CustomerDoc,
  type Document,
  type ReadOnlyCollection,
} from '@flirtwire/projections';
import { MemoryShadow } from '../../audit/replay/memory-shadow.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { ValidationError } from '../../shared/errors.js';
import { CUSTOMER_PROJECTIONS } from '../customers-support.js';
import { CustomerReader } from '../read/customer-reader.js';
import { FlirtDayEvents, type KnownCustomers } from './flirt-day-events.js';

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
  readonly cost: { readonly ms: number; readonly scanned: number; readonly handed: number };
  collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T>;
  /** What `compute` answers from this replay, remembered until it catches up with more events. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

interface Entry {
  readonly key: string;
  readonly built: Promise<{ shadow: MemoryShadow; events: FlirtDayEvents; ms: number }>;
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
    let { shadow, events, ms, entry } = await this.replay(key, creatorId, until, false);
    if (events.incomplete) {
      // A customer the live rows did not know yet: build again with every person's events.
      this.entries.delete(key);
      ({ shadow, events, ms, entry } = await this.replay(key, creatorId, until, true));
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
      cost: { ms, scanned: events.scanned, handed: events.handed },
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
      const known = everyone ? null : await this.known(creatorId);
      const events = new FlirtDayEvents(this.events, creatorId, until, known);
      const shadow = await MemoryShadow.start({
        events,
        projections: [projection],
        bound: await this.events.headPosition(),
      });
      if (!(await shadow.reached())) this.failed(key, shadow);
      return { shadow, events, ms: performance.now() - started };
    })();
    const entry: Entry = { key, built, used: Date.now(), memo: new Map(), memoHanded: -1 };
    this.entries.set(key, entry);
    this.evict();
    return entry;
  }

  /**
   * The Flirt's customers in the live rows and the position those are complete through: the
   * replay hands on only these customers' people events (up to that position), not everyone's.
   */
  private async known(creatorId: string): Promise<KnownCustomers> {
    const status = await this.host.status();
    const through = status.find((row) => row.name === CUSTOMER_PROJECTIONS[0])?.checkpoint ?? 0;
    const rows = await this.readModels
      .collection<CustomerDoc>(CUSTOMER_ROWS)
      .find({ creatorId }, { projection: { customerId: 1 } })
      .toArray();
    return { ids: new Set(rows.map((row) => row.customerId)), through };
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
