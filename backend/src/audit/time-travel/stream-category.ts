import { categoryOf, type DomainEvent, type StreamCategoryName } from '@flirtwire/contracts';
import { evolveAll } from '../../shared/commands/command-processor.js';
import type { Decider } from '../../shared/domain/decider.js';

/** The part of a decider that folds history: enough to compute a stream's state at any point. */
export interface Foldable {
  readonly name: string;
  readonly eventTypes: readonly string[];
  readonly initialState: unknown;
  evolve(state: unknown, event: DomainEvent): unknown;
}

/**
 * A stream category (contracts' STREAM_CATEGORIES: the part of a stream id before its id, such
 * as `tips` or `customer-tags`) and its decider.
 */
export interface StreamCategory {
  readonly category: StreamCategoryName;
  readonly description: string;
  readonly decider: Foldable;
}

/** How the audit folds one category's streams: the decider and what the stream holds. */
export interface Fold {
  readonly description: string;
  readonly decider: Foldable;
}

/**
 * Names the decider that folds a category's streams: one line per category in
 * stream-categories.registry.ts.
 *
 * @example
 * tips: fold(tipDecider, 'Tips from one customer to one Flirt'),
 */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'name' | 'eventTypes' | 'initialState' | 'evolve'>,
  description: string,
): Fold {
  return {
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

/** A category with its fold. */
export function streamCategory(category: StreamCategoryName, how: Fold): StreamCategory {
  return { category, description: how.description, decider: how.decider };
}

/**
 * What the audit calls a stream's category: contracts' `categoryOf`, or for a stream no helper
 * builds (written by hand, or by an older version) the part before its first dash.
 */
export function categoryNameOf(streamId: string): string {
  return categoryOf(streamId) ?? streamId.split('-', 1)[0] ?? streamId;
}

/**
 * The state after folding `events` (oldest first), as JSON can carry it (see `jsonView`); events
 * of other types are skipped.
 */
export function foldEvents(decider: Foldable, events: readonly DomainEvent[]): unknown {
  return jsonView(evolveAll(decider, decider.initialState, events));
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
