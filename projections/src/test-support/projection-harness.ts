import type { EventEnvelope } from '@flirtwire/contracts';
import type { Document } from 'mongodb';
import type {
  DocumentOp,
  Projection,
  ProjectionContext,
  ReadOnlyCollection,
} from '../projection.js';

/**
 * Runs a projection in memory for unit tests: events in, documents out. Documents live in maps;
 * reads see every earlier write (as the runner's flushes do). Filters and updates cover the
 * small subset projections here use (equality, array membership, $in, ranges; $set,
 * $setOnInsert, $inc with dotted paths, $max; replace and delete by _id). Anything else throws,
 * so a projection cannot silently rely on more.
 *
 * @example
 * const h = new ProjectionHarness(customerRowsProjection);
 * await h.run([h.event('TipSent', data)]);
 * expect(h.doc('customer_rows', id)).toMatchObject({ lt: 500 });
 */
export class ProjectionHarness {
  private readonly collections = new Map<string, Map<string, Document>>();
  private position = 0;
  /** Every op returned, in order (for notice checks). */
  readonly ops: DocumentOp[] = [];

  constructor(private readonly projection: Projection) {}

  /** An envelope as the store would deliver it, at the next position. */
  event<T extends string>(
    type: T,
    data: unknown,
    occurredAt = '2026-01-15T12:00:00.000Z',
  ): EventEnvelope<T> {
    this.position++;
    return {
      id: `event-${this.position}`,
      type,
      schemaVersion: 1,
      streamId: `stream-${this.position}`,
      revision: 0,
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

  docs(collection: string): Document[] {
    return [...(this.collections.get(collection)?.values() ?? [])]
      .map(clone)
      .sort((a, b) => String(a._id).localeCompare(String(b._id)));
  }

  doc(collection: string, id: string): Document | null {
    const found = this.collections.get(collection)?.get(id);
    return found ? clone(found) : null;
  }

  /** Every collection's documents, for "replaying twice changes nothing". */
  snapshot(): Record<string, Document[]> {
    return Object.fromEntries(
      [...this.collections.keys()].sort().map((name) => [name, this.docs(name)]),
    );
  }

  private readonly context: ProjectionContext = {
    collection: <T extends Document = Document>(name: string): ReadOnlyCollection<T> => {
      const all = () => [...(this.collections.get(name)?.values() ?? [])];
      const find = (filter: Document = {}) =>
        all()
          .filter((doc) => matches(doc, filter))
          .map(clone);
      return {
        find: ((filter?: Document) => ({
          toArray: () => Promise.resolve(find(filter)),
        })) as unknown as ReadOnlyCollection<T>['find'],
        findOne: ((filter?: Document) =>
          Promise.resolve(find(filter)[0] ?? null)) as unknown as ReadOnlyCollection<T>['findOne'],
        countDocuments: (filter?: Document) => Promise.resolve(find(filter).length),
        aggregate: () => {
          throw new Error('aggregate is not supported by the harness');
        },
      };
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
      { filter: Document; update?: Document; replacement?: Document; upsert?: boolean }
    >;
    const [kind, spec] = Object.entries(write)[0] ?? [];
    if (!kind || !spec) throw new Error('empty write');
    const id = idOf(spec.filter);
    const existing = docs.get(id);
    switch (kind) {
      case 'replaceOne':
        if (existing || spec.upsert) docs.set(id, { _id: id, ...clone(spec.replacement ?? {}) });
        return;
      case 'deleteOne':
        docs.delete(id);
        return;
      case 'updateOne': {
        if (!existing && !spec.upsert) return;
        const doc = existing ? clone(existing) : { _id: id };
        for (const [operator, fields] of Object.entries(spec.update ?? {}) as [
          string,
          Document,
        ][]) {
          for (const [path, value] of Object.entries(fields)) {
            const current = getPath(doc, path);
            switch (operator) {
              case '$set':
                setPath(doc, path, clone(value));
                break;
              case '$setOnInsert':
                if (!existing) setPath(doc, path, clone(value));
                break;
              case '$inc':
                setPath(doc, path, (typeof current === 'number' ? current : 0) + (value as number));
                break;
              case '$max':
                if (
                  current === undefined ||
                  current === null ||
                  (value as string) > (current as string)
                )
                  setPath(doc, path, value);
                break;
              default:
                throw new Error(`update operator ${operator} is not supported by the harness`);
            }
          }
        }
        docs.set(id, doc);
        return;
      }
      default:
        throw new Error(`write ${kind} is not supported by the harness`);
    }
  }
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function idOf(filter: Document): string {
  if (typeof filter._id !== 'string' || Object.keys(filter).length !== 1) {
    throw new Error('the harness writes by _id only');
  }
  return filter._id;
}

function getPath(doc: Document, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Document)[part];
  }
  return value;
}

function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (target[part] === undefined || target[part] === null) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1] as string] = value;
}

function matches(doc: Document, filter: Document): boolean {
  return Object.entries(filter).every(([path, condition]) => {
    const value = getPath(doc, path);
    if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
      return Object.entries(condition as Document).every(([op, operand]) => {
        switch (op) {
          case '$in':
            return (operand as unknown[]).some((candidate) => equal(value, candidate));
          case '$lte':
            return comparable(value, operand) && (value as string) <= (operand as string);
          case '$lt':
            return comparable(value, operand) && (value as string) < (operand as string);
          case '$gte':
            return comparable(value, operand) && (value as string) >= (operand as string);
          case '$gt':
            return comparable(value, operand) && (value as string) > (operand as string);
          default:
            throw new Error(`filter operator ${op} is not supported by the harness`);
        }
      });
    }
    return equal(value, condition);
  });
}

function equal(value: unknown, wanted: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => item === wanted);
  return value === wanted;
}

function comparable(a: unknown, b: unknown): boolean {
  return typeof a === typeof b && (typeof a === 'string' || typeof a === 'number');
}
