import type { EventEnvelope } from '@flirtwire/contracts';
import type {
  DocumentOp,
  Projection,
  ProjectionContext,
  ReadOnlyCollection,
} from '../projection.js';
import type { Document } from '../read-store/read-store.port.js';

/**
 * Runs a projection in memory for unit tests: events in, documents out. Supports the subset of
 * filters and updates the product's projections use (equality, `$in`, `$ne`, `$lte`/`$gte`/`$lt`/
 * `$gt` on scalars; `$set`, `$unset`, `$inc`, `$max`, `$min`, `$setOnInsert`, upserts), and fails
 * loudly on anything else so a projection cannot rely on what this harness gets wrong.
 *
 * @example
 * const harness = new ProjectionHarness(feedPostsProjection);
 * await harness.apply(events);
 * expect(harness.doc('feed_posts', postId)).toMatchObject({ feedKey: expect.any(String) });
 */
export class ProjectionHarness {
  private readonly collections = new Map<string, Map<string, Document>>();
  readonly ops: DocumentOp[] = [];

  constructor(private readonly projection: Projection) {}

  async apply(events: readonly EventEnvelope[]): Promise<void> {
    for (const event of events) {
      if (!this.projection.eventTypes.includes(event.type)) continue;
      const ops = await this.projection.handle(event, this.context());
      for (const op of ops) {
        if (!(op.collection in this.projection.collections)) {
          throw new Error(
            `${this.projection.name} wrote to ${op.collection}, which it does not own`,
          );
        }
        this.ops.push(op);
        this.write(op);
      }
    }
  }

  /** Every collection's documents, sorted by id (for whole-model comparisons). */
  snapshot(): Record<string, Document[]> {
    const out: Record<string, Document[]> = {};
    for (const name of Object.keys(this.projection.collections)) {
      out[name] = [...this.docs(name).values()]
        .map((doc) => structuredClone(doc))
        .sort((a, b) => String(a._id).localeCompare(String(b._id)));
    }
    return out;
  }

  // A typed view for assertions: the harness cannot check the row type, the test names it.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  doc<T extends Document = Document>(collection: string, id: string): T | undefined {
    const found = this.docs(collection).get(id);
    return found ? (structuredClone(found) as T) : undefined;
  }

  all<T extends Document = Document>(collection: string): T[] {
    return [...this.docs(collection).values()].map((doc) => structuredClone(doc) as T);
  }

  private docs(collection: string): Map<string, Document> {
    let docs = this.collections.get(collection);
    if (!docs) {
      docs = new Map();
      this.collections.set(collection, docs);
    }
    return docs;
  }

  private context(): ProjectionContext {
    return {
      collection: <T extends Document = Document>(logical: string): ReadOnlyCollection<T> => {
        if (!(logical in this.projection.collections)) {
          throw new Error(`${this.projection.name} read ${logical}, which it does not own`);
        }
        const find = (filter: Document = {}) =>
          [...this.docs(logical).values()]
            .filter((doc) => matches(doc, filter))
            .map((doc) => structuredClone(doc));
        return {
          find: (filter) => ({
            toArray: () => Promise.resolve(find(filter as Document) as never),
          }),
          findOne: (filter) => Promise.resolve((find(filter as Document)[0] ?? null) as never),
          countDocuments: (filter) => Promise.resolve(find(filter as Document).length),
          aggregate: () => {
            throw new Error('aggregate is not supported by the projection harness');
          },
        } as ReadOnlyCollection<T>;
      },
    };
  }

  private write(op: DocumentOp): void {
    const docs = this.docs(op.collection);
    const write = op.write as unknown as Record<string, Record<string, unknown>>;
    const [kind] = Object.keys(write);
    const spec = kind ? write[kind] : undefined;
    if (!kind || !spec) throw new Error('empty write');
    switch (kind) {
      case 'insertOne': {
        const document = spec.document as Document;
        const id = String(document._id);
        if (docs.has(id)) throw new Error(`duplicate _id ${id} in ${op.collection}`);
        docs.set(id, structuredClone(document));
        return;
      }
      case 'updateOne':
      case 'updateMany': {
        const filter = spec.filter as Document;
        const update = spec.update as Document;
        const targets = [...docs.values()].filter((doc) => matches(doc, filter));
        const chosen = kind === 'updateOne' ? targets.slice(0, 1) : targets;
        for (const doc of chosen) docs.set(String(doc._id), applyUpdate(doc, update, false));
        if (chosen.length === 0 && spec.upsert === true) {
          const base = seedFromFilter(filter);
          docs.set(String(base._id), applyUpdate(base, update, true));
        }
        return;
      }
      case 'replaceOne': {
        const filter = spec.filter as Document;
        const target = [...docs.values()].find((doc) => matches(doc, filter));
        const replacement = structuredClone(spec.replacement as Document);
        if (target) {
          const id: unknown = target._id;
          docs.set(String(id), { ...replacement, _id: id });
        } else if (spec.upsert === true) {
          const id: unknown = seedFromFilter(filter)._id;
          docs.set(String(id), { ...replacement, _id: id });
        }
        return;
      }
      case 'deleteOne':
      case 'deleteMany': {
        const filter = spec.filter as Document;
        const targets = [...docs.values()].filter((doc) => matches(doc, filter));
        for (const doc of kind === 'deleteOne' ? targets.slice(0, 1) : targets) {
          docs.delete(String(doc._id));
        }
        return;
      }
      default:
        throw new Error(`unsupported write ${kind}`);
    }
  }
}

function seedFromFilter(filter: Document): Document {
  const base: Document = {};
  for (const [key, value] of Object.entries(filter) as [string, unknown][]) {
    if (!key.startsWith('$') && (typeof value !== 'object' || value === null)) base[key] = value;
  }
  if (base._id === undefined) throw new Error('upserts in projections must name the _id');
  return base;
}

function get(doc: Document, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function set(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target: Record<string, unknown> = doc;
  for (const part of parts.slice(0, -1)) {
    const next = target[part];
    if (typeof next !== 'object' || next === null) target[part] = {};
    target = target[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  if (last !== undefined) target[last] = structuredClone(value);
}

function unset(doc: Document, path: string): void {
  const parts = path.split('.');
  const parent = parts.length > 1 ? get(doc, parts.slice(0, -1).join('.')) : doc;
  const last = parts[parts.length - 1];
  if (last !== undefined && typeof parent === 'object' && parent !== null) {
    Reflect.deleteProperty(parent, last);
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  throw new Error(`cannot compare ${typeof a} with ${typeof b} in the projection harness`);
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function matchesValue(value: unknown, condition: unknown): boolean {
  if (typeof condition === 'object' && condition !== null && !Array.isArray(condition)) {
    const ops = Object.entries(condition);
    if (ops.every(([op]) => op.startsWith('$'))) {
      return ops.every(([op, operand]) => {
        switch (op) {
          case '$in':
            return (operand as unknown[]).some((candidate) => equal(value ?? null, candidate));
          case '$ne':
            return !equal(value ?? null, operand);
          case '$lt':
            return value !== undefined && value !== null && compare(value, operand) < 0;
          case '$lte':
            return value !== undefined && value !== null && compare(value, operand) <= 0;
          case '$gt':
            return value !== undefined && value !== null && compare(value, operand) > 0;
          case '$gte':
            return value !== undefined && value !== null && compare(value, operand) >= 0;
          default:
            throw new Error(`unsupported filter operator ${op}`);
        }
      });
    }
  }
  if (Array.isArray(value) && !Array.isArray(condition)) {
    return value.some((element) => equal(element, condition));
  }
  return equal(value ?? null, condition);
}

function matches(doc: Document, filter: Document): boolean {
  return Object.entries(filter).every(([path, condition]) => {
    if (path.startsWith('$')) throw new Error(`unsupported top-level operator ${path}`);
    return matchesValue(get(doc, path), condition);
  });
}

function applyUpdate(original: Document, update: Document, inserting: boolean): Document {
  const doc = structuredClone(original);
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields as Record<string, unknown>)) {
      switch (operator) {
        case '$set':
          set(doc, path, value);
          break;
        case '$setOnInsert':
          if (inserting) set(doc, path, value);
          break;
        case '$unset':
          unset(doc, path);
          break;
        case '$inc': {
          const current = get(doc, path);
          set(doc, path, (typeof current === 'number' ? current : 0) + (value as number));
          break;
        }
        case '$max':
        case '$min': {
          const current = get(doc, path);
          const replace =
            current === undefined ||
            current === null ||
            (operator === '$max' ? compare(value, current) > 0 : compare(value, current) < 0);
          if (replace) set(doc, path, value);
          break;
        }
        default:
          throw new Error(`unsupported update operator ${operator}`);
      }
    }
  }
  return doc;
}

let position = 0;

/**
 * An envelope for projection tests. Positions rise on every call, so events keep their order
 * unless a test gives them explicitly.
 */
export function envelope<T extends string, D>(
  type: T,
  data: D,
  options: { streamId?: string; revision?: number; position?: number; occurredAt?: string } = {},
): EventEnvelope<T, D> {
  position += 1;
  const at = options.position ?? position;
  return {
    id: `00000000-0000-7000-8000-${String(at).padStart(12, '0')}`,
    type,
    schemaVersion: 1,
    streamId: options.streamId ?? 'test',
    revision: options.revision ?? 0,
    position: at,
    occurredAt: options.occurredAt ?? new Date(Date.UTC(2026, 0, 1) + at * 60_000).toISOString(),
    metadata: {
      correlationId: 'test',
      causationId: 'test',
      actor: { id: 'test', role: 'system' },
      prevHash: '',
      hash: '',
    },
    data,
  };
}
