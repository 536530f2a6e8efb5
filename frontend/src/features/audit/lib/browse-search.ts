import {
  integer,
  oneOf,
  searchSchema,
  text as textParam,
  type SearchOf,
} from '@/lib/search-schema';

const text = (max: number) => textParam({ trim: true, min: 1, max });

/**
 * The event browser's filters, kept in the URL (`/audit/console?types=TipSent&order=desc`) so a
 * view can be shared with another auditor. Bad values are dropped, never an error page.
 */
export const EventsSearch = searchSchema({
  types: text(500),
  stream: text(300),
  streamPrefix: text(300),
  actor: text(100),
  correlationId: text(128),
  from: text(40),
  to: text(40),
  order: oneOf(['asc', 'desc']),
});
export type EventsSearch = SearchOf<typeof EventsSearch>;

/** A stream's history at a revision (`/audit/console/streams/tip-1?revision=3`). */
export const StreamSearch = searchSchema({ revision: integer({ min: 0 }) });
export type StreamSearch = SearchOf<typeof StreamSearch>;

export interface EventFilters {
  readonly types?: string | undefined;
  readonly stream?: string | undefined;
  readonly streamPrefix?: string | undefined;
  readonly actor?: string | undefined;
  readonly correlationId?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly order: 'asc' | 'desc';
}

/** Newest first unless asked otherwise: an auditor usually starts from what just happened. */
export function filtersOf(search: EventsSearch): EventFilters {
  return { ...search, order: search.order ?? 'desc' };
}

/** A `datetime-local` value (local time, no zone) as ISO 8601 UTC, or undefined. */
export function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Cursor bookkeeping of the infinite grid: the cursor that starts each block of rows. */
export class BlockCursors {
  private readonly cursors = new Map<number, string | null>([[0, null]]);

  constructor(private readonly blockSize: number) {}

  /** The cursor for the block starting at `startRow`, or undefined when not known yet. */
  at(startRow: number): string | null | undefined {
    return this.cursors.get(startRow);
  }

  /** The highest known block start at or below `startRow`. */
  nearest(startRow: number): number {
    let best = 0;
    for (const start of this.cursors.keys()) if (start <= startRow && start > best) best = start;
    return best;
  }

  /** Remembers where the block after `startRow` begins. */
  loaded(startRow: number, next: string | null): void {
    if (next !== null) this.cursors.set(startRow + this.blockSize, next);
  }
}
