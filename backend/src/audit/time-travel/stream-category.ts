import type { DomainEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

/** The part of a decider that folds history: enough to compute a stream's state at any point. */
export interface Foldable {
  readonly name: string;
  readonly eventTypes: readonly string[];
  readonly initialState: unknown;
  evolve(state: unknown, event: DomainEvent): unknown;
}

/**
 * A stream category (the part of a stream id before its first dash, or a longer dashed prefix
 * such as `customer-tags` or `file-manager`) and its decider.
 */
export interface StreamCategory {
  readonly category: string;
  readonly description: string;
  readonly decider: Foldable;
}

/**
 * Declares which decider folds a category's streams: one line per category in
 * stream-categories.registry.ts.
 *
 * @example
 * streamCategory('tips', tipDecider, 'Tips from one customer to one Flirt'),
 */
export function streamCategory<State, Event extends DomainEvent>(
  category: string,
  decider: Pick<Decider<State, never, Event>, 'name' | 'eventTypes' | 'initialState' | 'evolve'>,
  description: string,
): StreamCategory {
  if (!/^[a-z][a-z0-9_]*(-[a-z][a-z0-9_]*)*$/.test(category)) {
    throw new Error(
      `stream category "${category}" must be the part of a stream id before its dash`,
    );
  }
  return {
    category,
    description,
    decider: {
      name: decider.name,
      eventTypes: decider.eventTypes,
      initialState: decider.initialState,
      // The fold hands `evolve` only events whose type the decider lists, which is the union
      // its own evolve accepts (the store validated their data against the same schemas).
      evolve: (state, event) => decider.evolve(state as State, event as Event),
    },
  };
}

/** `tips-<customerId>-<creatorId>` → `tips`; `calendar` → `calendar`. */
export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash < 0 ? streamId : streamId.slice(0, dash);
}

/** Whether a stream id belongs to a category: `customer-tags-<id>` to `customer-tags`. */
export function inCategory(streamId: string, category: string): boolean {
  return streamId === category || streamId.startsWith(`${category}-`);
}

/**
 * The state after folding `events` (oldest first), as JSON can carry it (see `jsonView`); events
 * of other types are skipped.
 */
export function foldEvents(decider: Foldable, events: readonly DomainEvent[]): unknown {
  const handled = new Set(decider.eventTypes);
  let state = decider.initialState;
  for (const event of events) {
    if (handled.has(event.type)) {
      state = decider.evolve(state, { type: event.type, data: event.data });
    }
  }
  return jsonView(state);
}

/**
 * A decider's state in plain JSON values. Deciders keep Maps and Sets where lookups need them
 * (the customer tags by key), and JSON.stringify writes both as `{}`: an auditor would see an
 * empty state however many events the stream holds. A Map with string keys becomes an object,
 * any other Map a list of [key, value] pairs, a Set a list, a Date its ISO time.
 *
 * @example
 * jsonView({ tags: new Map([['vip', 'VIP']]) }) // { tags: { vip: 'VIP' } }
 */
export function jsonView(value: unknown): unknown {
  if (value instanceof Map) {
    const entries = [...(value as Map<unknown, unknown>).entries()];
    return entries.every(([key]) => typeof key === 'string')
      ? Object.fromEntries(entries.map(([key, item]) => [key, jsonView(item)]))
      : entries.map(([key, item]) => [jsonView(key), jsonView(item)]);
  }
  if (value instanceof Set) return [...(value as Set<unknown>)].map(jsonView);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonView);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonView(item)]));
  }
  return value;
}
