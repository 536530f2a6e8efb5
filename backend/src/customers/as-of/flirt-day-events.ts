import type { EventEnvelope } from '@flirtwire/contracts';
import type {
  EventStore,
  ReadAllOptions,
} from '../../infrastructure/event-store/event-store.port.js';

/** The people events: every Flirt's rows name people, so any of these may matter. */
export const PEOPLE_TYPES: ReadonlySet<string> = new Set([
  // The people the rows name (logins, active, Flirt or not): any customer may become one.
  'UserSignedUp',
  'UserDeactivated',
  'UserReactivated',
  'FlirtSetupCompleted',
]);

const PAGE = 5_000;

/** Types handed on whatever creator they name (`concerns` decides on them). */
export const ALSO_TYPES = ['DayStarted', ...PEOPLE_TYPES];

/**
 * The Flirt's customers as the live rows know them: every customer the Flirt has a row for, and
 * the log position the live rows are complete through. A customer of the Flirt on a past day
 * has a row today (rows are never removed), so the people events of anyone else can be left out.
 */
export interface KnownCustomers {
  readonly ids: ReadonlySet<string>;
  readonly through: number;
}

type Scanned = Pick<EventEnvelope, 'type' | 'data' | 'position'>;

/** The customers a Flirt's event names (a pair's customer, or the customers of a bulk action). */
function namedCustomers(data: { customerId?: unknown; customerIds?: unknown }): readonly unknown[] {
  if (data.customerId !== undefined) return [data.customerId];
  return Array.isArray(data.customerIds) ? data.customerIds : [];
}

/** Whether the event is the Flirt's own (their account, or a pair, tag or note of theirs). */
function ownEvent(event: Pick<EventEnvelope, 'type' | 'data'>, creatorId: string): boolean {
  const data = event.data as { creatorId?: unknown; userId?: unknown };
  return (
    data.creatorId === creatorId || (PEOPLE_TYPES.has(event.type) && data.userId === creatorId)
  );
}

/**
 * The event log as one Flirt's My Customers saw it at the end of a day (docs/adr/0120): only
 * events that occurred before `until` (exclusive), and of those only the ones that can change
 * this Flirt's rows: their pairs, tags and notes, the calendar, and the people events of their
 * own account and of their customers (`known`; every person's without it, and after the
 * position `known` is complete through). Pages hold `maxCount` such events, so a reader that
 * stops on a short page stops only at the end of the log. Remembers when the Flirt's own first
 * event occurred, and whether a customer outside `known` turned up (`incomplete`: their earlier
 * people events were left out, so the replay must be built again without `known`).
 */
export class FlirtDayEvents implements Pick<EventStore, 'readAll'> {
  /** Events of the log scanned (of the asked types, before `until`). */
  scanned = 0;
  /** Events handed on (those that concern the Flirt). */
  handed = 0;
  /** When the Flirt's own first event occurred, once seen. */
  firstOwnAt: string | null = null;
  /** A customer outside `known` turned up after the position it is complete through. */
  incomplete = false;

  constructor(
    private readonly log: Pick<EventStore, 'readAll'>,
    readonly creatorId: string,
    readonly until: string,
    private readonly known: KnownCustomers | null = null,
  ) {}

  /** Whether the event may change one of this Flirt's customer rows, tags or stats. */
  concerns(event: Scanned): boolean {
    if (event.type === 'DayStarted') return true;
    const data = event.data as {
      creatorId?: unknown;
      userId?: unknown;
      customerId?: unknown;
      customerIds?: unknown;
    };
    const known = this.known;
    const beyond = known === null || event.position > known.through;
    if (PEOPLE_TYPES.has(event.type)) {
      return (
        beyond ||
        data.userId === this.creatorId ||
        (typeof data.userId === 'string' && known.ids.has(data.userId))
      );
    }
    if (data.creatorId !== this.creatorId) return false;
    if (known !== null && beyond && !this.incomplete) {
      this.incomplete = namedCustomers(data).some(
        (id) => typeof id !== 'string' || !known.ids.has(id),
      );
    }
    return true;
  }

  async readAll(options: ReadAllOptions = {}): Promise<EventEnvelope[]> {
    const max = options.maxCount ?? PAGE;
    const out: EventEnvelope[] = [];
    let from = options.fromPosition ?? 0;
    for (;;) {
      const page = await this.log.readAll({
        fromPosition: from,
        maxCount: max,
        filter: {
          ...options.filter,
          to: this.until,
          // Other Flirts' pairs, tags and notes left out where the store can (in SQL).
          creatorHint: { creatorId: this.creatorId, alsoTypes: ALSO_TYPES },
        },
      });
      this.scanned += page.length;
      for (const event of page) {
        if (!this.concerns(event)) continue;
        if (this.firstOwnAt === null && ownEvent(event, this.creatorId)) {
          this.firstOwnAt = event.occurredAt;
        }
        out.push(event);
      }
      const last = page[page.length - 1];
      if (page.length < max || !last || out.length >= max) break;
      from = last.position;
      // A long stretch of other Flirts' events: let requests in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.handed += out.length;
    return out;
  }
}
