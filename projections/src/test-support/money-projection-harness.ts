import type { EventEnvelope } from '@flirtwire/contracts';
import type { Document } from 'mongodb';
import type {
  DocumentOp,
  Projection,
  ProjectionContext,
  ReadOnlyCollection,
} from '../projection.js';

type Filter = Record<string, unknown>;

/**
 * Runs the money projections in memory for unit tests: events in, documents out. Supports
 * exactly what those projections use (filters by equality and `$in`; `replaceOne`, and
 * `updateOne` by `_id` with `$set`, `$setOnInsert`, `$inc`, `$push`, upsert); anything else
 * throws, so a projection cannot silently depend on more.
 *
 * @example
 * const h = new MoneyProjectionHarness(subscriptionsProjection);
 * await h.run([h.event('subscription-1', 'Subscribed', data)]);
 * expect(h.doc('subscriptions', id)).toMatchObject({ status: 'incomplete' });
 */
export class MoneyProjectionHarness {
  private readonly collections = new Map<string, Map<string, Document>>();
  private position = 0;
  private readonly revisions = new Map<string, number>();
  readonly ops: DocumentOp[] = [];

  constructor(private readonly projection: Projection) {}

  /** An envelope at the next position and the next revision of its stream. */
  event(
    streamId: string,
    type: string,
    data: unknown,
    occurredAt = '2026-01-15T12:00:00.000Z',
  ): EventEnvelope {
    this.position++;
    const revision = (this.revisions.get(streamId) ?? -1) + 1;
    this.revisions.set(streamId, revision);
    return {
      id: `event-${this.position}`,
      type,
      schemaVersion: 1,
      streamId,
      revision,
      position: this.position,
      occurredAt,
      metadata: {
        correlationId: 'c',
        causationId: 'c',
        actor: { id: 'test', role: 'system' },
        prevHash: '',
        hash: '',
      },
      data,
    };
  }

  async run(events: readonly EventEnvelope[]): Promise<void> {
    for (const event of events) {
      if (!this.projection.eventTypes.includes(event.type)) continue;
      const ops = await this.projection.handle(event, this.context);
      for (const op of ops) this.apply(op);
      this.ops.push(...ops);
    }
  }

  doc(collection: string, id: string): Document | null {
    const found = this.collections.get(collection)?.get(id);
    return found ? structuredClone(found) : null;
  }

  docs(collection: string): Document[] {
    return [...(this.collections.get(collection)?.values() ?? [])].map((doc) =>
      structuredClone(doc),
    );
  }

  snapshot(): string {
    return JSON.stringify(
      [...this.collections.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, docs]) => [name, [...docs.entries()].sort(([a], [b]) => a.localeCompare(b))]),
    );
  }

  private readonly context: ProjectionContext = {
    collection: <T extends Document = Document>(name: string) => {
      const docs = () => [...(this.collections.get(name)?.values() ?? [])];
      const find = (filter: Filter = {}) => docs().filter((doc) => matches(doc, filter));
      const collection = {
        find: (filter?: Filter) => ({
          toArray: () => Promise.resolve(find(filter).map((d) => structuredClone(d))),
        }),
        findOne: (filter?: Filter) => {
          const found = find(filter)[0];
          return Promise.resolve(found ? structuredClone(found) : null);
        },
        countDocuments: (filter?: Filter) => Promise.resolve(find(filter).length),
        aggregate: () => {
          throw new Error('aggregate is not supported by the harness');
        },
      };
      return collection as unknown as ReadOnlyCollection<T>;
    },
  };

  private apply(op: DocumentOp): void {
    let docs = this.collections.get(op.collection);
    if (!docs) {
      docs = new Map();
      this.collections.set(op.collection, docs);
    }
    const write = op.write as Record<
      string,
      { filter: Filter; update?: Document; replacement?: Document; upsert?: boolean }
    >;
    const [kind, spec] = Object.entries(write)[0] ?? [];
    if (!spec) throw new Error('empty write');
    const id = spec.filter._id;
    if (typeof id !== 'string' || Object.keys(spec.filter).length !== 1) {
      throw new Error(`the harness writes by _id only: ${JSON.stringify(spec.filter)}`);
    }
    const existing = docs.get(id);
    if (kind === 'replaceOne') {
      if (!existing && !spec.upsert) return;
      docs.set(id, { _id: id, ...structuredClone(spec.replacement) });
      return;
    }
    if (kind !== 'updateOne') throw new Error(`unsupported write ${String(kind)}`);
    if (!existing && !spec.upsert) return;
    const doc: Document = existing ?? { _id: id };
    for (const [operator, fields] of Object.entries(spec.update ?? {})) {
      for (const [field, value] of Object.entries(fields as Document)) {
        switch (operator) {
          case '$set':
            doc[field] = structuredClone(value);
            break;
          case '$setOnInsert':
            if (!existing) doc[field] = structuredClone(value);
            break;
          case '$inc':
            doc[field] = (typeof doc[field] === 'number' ? doc[field] : 0) + (value as number);
            break;
          case '$push':
            doc[field] = [...((doc[field] as unknown[] | undefined) ?? []), structuredClone(value)];
            break;
          default:
            throw new Error(`unsupported operator ${operator}`);
        }
      }
    }
    docs.set(id, doc);
  }
}

function matches(doc: Document, filter: Filter): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    const value: unknown = doc[field];
    if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
      const entries = Object.entries(condition);
      return entries.every(([operator, operand]) => {
        if (operator === '$in') return (operand as unknown[]).includes(value);
        throw new Error(`unsupported filter operator ${operator}`);
      });
    }
    return value === condition;
  });
}
