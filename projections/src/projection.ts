import type { EventEnvelope } from '@flirtwire/contracts';
import type { FigureDefinition } from './figures.js';
import type {
  BulkOperation,
  Document,
  IndexSpec,
  ReadCollection,
} from './read-store/read-store.port.js';

/**
 * Who may see a changed document, as a realtime topic: a user's private updates
 * (`user:<userId>`) or a creator's dashboard (`creator:<creatorId>`).
 */
export type NoticeOwner = `user:${string}` | `creator:${string}`;

export const ownedByUser = (userId: string): NoticeOwner => `user:${userId}`;
export const ownedByCreator = (creatorId: string): NoticeOwner => `creator:${creatorId}`;

/**
 * One write a projection asks for, on one of its logical collections. The runner applies it in
 * the batch's transaction and announces it as a change notice (collection, id, owner,
 * position) to the realtime gateway. Build it with `documentOp<Row>(...)` so the driver's types
 * check the filter and update against the row type.
 */
export interface DocumentOp {
  /** A logical collection the projection owns (never a physical `__v<n>` name). */
  readonly collection: string;
  readonly write: BulkOperation<Document>;
  /** Whose dashboard or private updates the change belongs to; null or absent: nobody's. */
  readonly owner?: NoticeOwner | null;
  /** The changed document's id, when the write's filter does not name it by `_id`. */
  readonly id?: string;
}

/**
 * A DocumentOp typed against its row type (a type alias with a string `_id`).
 *
 * @example
 * documentOp<TipTotalRow>('tip_totals', { updateOne: { filter: { _id: key }, update: { $inc: { tips: 1 } }, upsert: true } },
 *   { owner: ownedByCreator(creatorId) })
 */
export function documentOp<T extends Document>(
  collection: string,
  write: BulkOperation<T>,
  notice: { readonly owner?: NoticeOwner | null; readonly id?: string } = {},
): DocumentOp {
  // Rows differ per collection; the runner hands every write to the store as a plain document.
  return { collection, write: write as unknown as BulkOperation<Document>, ...notice };
}

/** What a projection may read while handling an event: its own collections, read-only. */
export type ReadOnlyCollection<T extends Document = Document> = Pick<
  ReadCollection<T>,
  'find' | 'findOne' | 'countDocuments' | 'aggregate'
>;

/**
 * The context of `handle`: reads see the documents as the batch has left them so far (the
 * writes of earlier events in the same batch included), in the projection's own collections.
 */
export interface ProjectionContext {
  collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T>;
}

export interface ProjectionCollection {
  /** Indexes created on every physical copy of the collection (serving and rebuilt). */
  readonly indexes?: readonly IndexSpec[];
}

/** Counts of the serving and the rebuilt copies, offered to `verifyRebuild` before a switch. */
export interface RebuildComparison {
  readonly fromVersion: number;
  readonly toVersion: number;
  /** logical collection → [serving count, rebuilt count] */
  readonly counts: Readonly<Record<string, readonly [number, number]>>;
}

/**
 * A read model: a name, a version, the event types it handles and a pure function from an
 * event (and, where needed, documents it reads) to document operations. Time comes from the
 * event (`occurredAt`), never from a clock. Raising `version` rebuilds the model from position 0
 * into new collections while the old ones keep serving, then switches atomically.
 *
 * @example
 * export const tipTotals = defineProjection<EnvelopeOf<TipSent>>({
 *   name: 'tip-totals',
 *   version: 1,
 *   eventTypes: ['TipSent'],
 *   collections: { tip_totals: { indexes: [{ key: { creatorId: 1, totalCents: -1 } }] } },
 *   handle: ({ data, occurredAt }) => [
 *     documentOp<TipTotalRow>('tip_totals', { updateOne: {
 *       filter: { _id: `${data.creatorId}:${data.customerId}` },
 *       update: { $inc: { totalCents: data.amountCents }, $max: { lastTipAt: occurredAt },
 *                 $setOnInsert: { creatorId: data.creatorId, customerId: data.customerId } },
 *       upsert: true } }, { owner: ownedByCreator(data.creatorId) }),
 *   ],
 * });
 */
export interface Projection<E extends EventEnvelope = EventEnvelope> {
  /** Stable, kebab-case; the key of its checkpoint. */
  readonly name: string;
  /** A positive integer; raise it whenever `handle` or the collections change meaning. */
  readonly version: number;
  readonly eventTypes: readonly E['type'][];
  /** Logical collection names it owns (queries use these through ReadModels), with indexes. */
  readonly collections: Readonly<Record<string, ProjectionCollection>>;
  handle(
    event: E,
    context: ProjectionContext,
  ): readonly DocumentOp[] | Promise<readonly DocumentOp[]>;
  /**
   * Checked before a rebuilt version replaces the serving one; return a reason to refuse the
   * switch (the old version keeps serving and the rebuild shows the reason), or null.
   */
  verifyRebuild?(comparison: RebuildComparison): string | null | Promise<string | null>;
  /**
   * Figures an auditor can trace to their events and recompute (`defineFigure`); a figure not
   * declared here is traced by re-running the projection with a recorder instead.
   */
  readonly figures?: readonly FigureDefinition[];
  /**
   * Each of its documents is written only by events of one bus key (one creator, else one
   * stream), so the order within a partition is all it needs: where workers consume the event
   * bus, it is fed by a consumer group and its partitions are shared out (docs/adr/0124).
   * Otherwise it reads the log in its global order, as in the embedded default.
   */
  readonly partitioned?: boolean;
}

/**
 * Types a projection against the envelopes it handles. The runner hands `handle` only events
 * whose type is in `eventTypes`, which is what makes accepting the narrower `E` sound.
 */
export function defineProjection<E extends EventEnvelope>(projection: Projection<E>): Projection {
  return projection;
}
