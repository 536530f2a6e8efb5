import type { EventEnvelope } from '@flirtwire/contracts';
import type {
  EventStore,
  ReadAllOptions,
} from '../../infrastructure/event-store/event-store.port.js';

/** Events of every Flirt that the customer-rows projection still needs for one Flirt's rows. */
const SHARED_TYPES = new Set([
  // The rows' calendar: window sums roll on each day.
  'DayStarted',
  // The people the rows name (logins, active, Flirt or not): any customer may become one.
  'UserSignedUp',
  'UserDeactivated',
  'UserReactivated',
  'FlirtSetupCompleted',
]);

const PAGE = 5_000;

/** Whether the event may change one of this Flirt's customer rows, tags or stats. */
export function concernsFlirt(event: Pick<EventEnvelope, 'type' | 'data'>, creatorId: string) {
  if (SHARED_TYPES.has(event.type)) return true;
  return (event.data as { creatorId?: unknown }).creatorId === creatorId;
}

/** Whether the event is the Flirt's own (their account, or a pair, tag or note of theirs). */
function ownEvent(event: Pick<EventEnvelope, 'type' | 'data'>, creatorId: string): boolean {
  const data = event.data as { creatorId?: unknown; userId?: unknown };
  return (
    data.creatorId === creatorId || (SHARED_TYPES.has(event.type) && data.userId === creatorId)
  );
}

/**
 * The event log as one Flirt's My Customers saw it at the end of a day (docs/adr/0120): only
 * events that occurred before `until` (exclusive), and of those only the ones that can change
 * this Flirt's rows (their pairs, tags and notes, plus the calendar and the people everyone
 * shares). Pages hold `maxCount` such events, so a reader that stops on a short page stops only
 * at the end of the log. Remembers when the Flirt's own first event occurred.
 */
export class FlirtDayEvents implements Pick<EventStore, 'readAll'> {
  /** Events of the log scanned (of the asked types, before `until`). */
  scanned = 0;
  /** Events handed on (those that concern the Flirt). */
  handed = 0;
  /** When the Flirt's own first event occurred, once seen. */
  firstOwnAt: string | null = null;

  constructor(
    private readonly log: Pick<EventStore, 'readAll'>,
    readonly creatorId: string,
    readonly until: string,
  ) {}

  async readAll(options: ReadAllOptions = {}): Promise<EventEnvelope[]> {
    const max = options.maxCount ?? PAGE;
    const out: EventEnvelope[] = [];
    let from = options.fromPosition ?? 0;
    for (;;) {
      const page = await this.log.readAll({
        fromPosition: from,
        maxCount: max,
        filter: { ...options.filter, to: this.until },
      });
      this.scanned += page.length;
      for (const event of page) {
        if (!concernsFlirt(event, this.creatorId)) continue;
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
