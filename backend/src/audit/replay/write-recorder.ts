import type { EventEnvelope, EventReference } from '@flirtwire/contracts';
import type { DocumentOp, Projection, ProjectionContext } from '@flirtwire/projections';
import { idText } from './collection-compare.js';

/** How many events are kept per document by default (the count goes on). */
const EVENTS_KEPT = 50;

export interface RecordedWrites {
  readonly events: EventReference[];
  total: number;
}

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

function referenceOf(event: EventEnvelope): EventReference {
  return {
    position: event.position,
    id: event.id,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    occurredAt: event.occurredAt,
  };
}

/**
 * Remembers which events wrote which documents, for the documents asked about: wraps a
 * projection so that after `handle` each operation's target ids are resolved (from `_id` in the
 * filter or the document, the op's `id`, or, for other filters, by asking the projection's own
 * collections which documents the filter matches before the write).
 */
export class WriteRecorder {
  private readonly wanted = new Map<string, RecordedWrites>();

  constructor(
    targets: readonly { readonly collection: string; readonly id: string }[],
    private readonly kept = EVENTS_KEPT,
  ) {
    for (const target of targets) {
      this.wanted.set(keyOf(target.collection, target.id), { events: [], total: 0 });
    }
  }

  writesTo(collection: string, id: string): RecordedWrites {
    return this.wanted.get(keyOf(collection, id)) ?? { events: [], total: 0 };
  }

  wrap(projection: Projection): Projection {
    return {
      ...projection,
      handle: async (event: EventEnvelope, context: ProjectionContext) => {
        const ops = await projection.handle(event, context);
        for (const op of ops) {
          for (const id of await targetIds(op, context)) this.note(op.collection, id, event);
        }
        return ops;
      },
    };
  }

  private note(collection: string, id: string, event: EventEnvelope): void {
    const writes = this.wanted.get(keyOf(collection, id));
    if (!writes) return;
    const last = writes.events[writes.events.length - 1];
    if (last?.position === event.position) return;
    writes.total++;
    if (writes.events.length < this.kept) writes.events.push(referenceOf(event));
  }
}

type Filter = Record<string, unknown>;

/** The ids a document operation writes. */
async function targetIds(op: DocumentOp, context: ProjectionContext): Promise<string[]> {
  if (op.id !== undefined) return [op.id];
  const write = op.write as Record<string, { filter?: Filter; document?: Filter } | undefined>;
  const inserted = write.insertOne?.document?._id;
  if (inserted !== undefined) return [idText(inserted)];
  const filter =
    write.updateOne?.filter ??
    write.updateMany?.filter ??
    write.replaceOne?.filter ??
    write.deleteOne?.filter ??
    write.deleteMany?.filter;
  if (!filter) return [];
  const id = filter._id;
  if (typeof id === 'string' || typeof id === 'number') return [idText(id)];
  const ids = (id as { $in?: unknown } | undefined)?.$in;
  if (Array.isArray(ids)) return ids.map(idText);
  const matched = await context
    .collection(op.collection)
    .find(filter, { projection: { _id: 1 } })
    .toArray();
  return matched.map((doc) => idText(doc._id));
}
