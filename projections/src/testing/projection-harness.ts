import type { EventEnvelope } from '@flirtwire/contracts';
import { Query, update as applyOperators } from 'mingo';
import type {
  DocumentOp,
  Projection,
  ProjectionContext,
  ReadOnlyCollection,
} from '../projection.js';
import type { Document } from '../read-store/read-store.port.js';

type WriteSpec = {
  filter?: Document;
  update?: Document;
  replacement?: Document;
  document?: Document;
  upsert?: boolean;
};

/**
 * Runs a projection in memory for unit tests: events in, documents out. Filters, sorts and update
 * operators are evaluated by mingo, the engine the embedded read store uses, so a projection is
 * tested against MongoDB semantics rather than a hand-written subset. Reads see every earlier
 * write (as the runner's batches do); a projection that reads or writes a collection it does not
 * declare fails the test.
 *
 * @example
 * const h = new ProjectionHarness(customerRowsProjection);
 * await h.run([h.event('TipSent', data)]);
 * expect(h.doc(CUSTOMER_ROWS, id)).toMatchObject({ lt: 500 });
 */
export class ProjectionHarness {
  private readonly collections = new Map<string, Map<string, Document>>();
  private position = 0;
  private readonly revisions = new Map<string, number>();
  /** Every op returned, in order (for notice checks). */
  readonly ops: DocumentOp[] = [];

  constructor(private readonly projection: Projection) {}

  /** An envelope as the store would deliver it, at the next position, on its own stream. */
  event<T extends string>(
    type: T,
    data: unknown,
    occurredAt = '2026-01-15T12:00:00.000Z',
  ): EventEnvelope<T> {
    this.position++;
    return this.envelopeAt(`stream-${String(this.position)}`, 0, type, data, occurredAt);
  }

  /** An envelope at the next position and the next revision of `streamId`. */
  streamEvent<T extends string>(
    streamId: string,
    type: T,
    data: unknown,
    occurredAt = '2026-01-15T12:00:00.000Z',
  ): EventEnvelope<T> {
    this.position++;
    const revision = (this.revisions.get(streamId) ?? -1) + 1;
    this.revisions.set(streamId, revision);
    return this.envelopeAt(streamId, revision, type, data, occurredAt);
  }

  async run(events: readonly EventEnvelope[]): Promise<void> {
    for (const event of events) {
      if (!this.projection.eventTypes.includes(event.type)) continue;
      const ops = await this.projection.handle(event, this.context);
      for (const op of ops) {
        this.owned(op.collection, 'wrote to');
        this.ops.push(op);
        this.write(op);
      }
    }
  }

  // A typed view for assertions: the harness cannot check the row type, the test names it.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  doc<T extends Document = Document>(collection: string, id: string): T | null {
    const found = this.collections.get(collection)?.get(id);
    return found ? (structuredClone(found) as T) : null;
  }

  /** A collection's documents, sorted by id. */
  docs<T extends Document = Document>(collection: string): T[] {
    return [...(this.collections.get(collection)?.values() ?? [])]
      .map((doc) => structuredClone(doc) as T)
      .sort((a, b) => String(a._id).localeCompare(String(b._id)));
  }

  /** Every declared collection's documents, for "replaying twice changes nothing". */
  snapshot(): Record<string, Document[]> {
    return Object.fromEntries(
      Object.keys(this.projection.collections)
        .sort()
        .map((name) => [name, this.docs(name)]),
    );
  }

  private envelopeAt<T extends string>(
    streamId: string,
    revision: number,
    type: T,
    data: unknown,
    occurredAt: string,
  ): EventEnvelope<T> {
    return {
      id: `event-${String(this.position)}`,
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

  private owned(collection: string, verb: string): void {
    if (!(collection in this.projection.collections)) {
      throw new Error(`${this.projection.name} ${verb} ${collection}, which it does not declare`);
    }
  }

  private docsOf(collection: string): Map<string, Document> {
    let docs = this.collections.get(collection);
    if (!docs) {
      docs = new Map();
      this.collections.set(collection, docs);
    }
    return docs;
  }

  private find(collection: string, filter: Document = {}, options: Document = {}): Document[] {
    let cursor = new Query(filter).find<Document>([...this.docsOf(collection).values()]);
    if (options.sort) cursor = cursor.sort(options.sort as Record<string, 1 | -1>);
    if (typeof options.skip === 'number') cursor = cursor.skip(options.skip);
    if (typeof options.limit === 'number' && options.limit > 0)
      cursor = cursor.limit(options.limit);
    return cursor.all().map((doc) => structuredClone(doc));
  }

  private readonly context: ProjectionContext = {
    collection: <T extends Document = Document>(name: string): ReadOnlyCollection<T> => {
      this.owned(name, 'read');
      return {
        find: (filter?: Document, options?: Document) => ({
          toArray: () => Promise.resolve(this.find(name, filter, options)),
        }),
        findOne: (filter?: Document) => Promise.resolve(this.find(name, filter)[0] ?? null),
        countDocuments: (filter?: Document) => Promise.resolve(this.find(name, filter).length),
        aggregate: () => {
          throw new Error('aggregate is not supported by the projection harness');
        },
      } as unknown as ReadOnlyCollection<T>;
    },
  };

  private write(op: DocumentOp): void {
    const docs = this.docsOf(op.collection);
    const [kind, spec] = Object.entries(op.write as unknown as Record<string, WriteSpec>)[0] ?? [];
    if (!kind || !spec) throw new Error('empty write');
    const matching = () => new Query(spec.filter ?? {}).find<Document>([...docs.values()]).all();
    switch (kind) {
      case 'insertOne': {
        const document = structuredClone(spec.document ?? {});
        const id = String(document._id);
        if (docs.has(id)) throw new Error(`duplicate _id ${id} in ${op.collection}`);
        docs.set(id, document);
        return;
      }
      case 'updateOne':
      case 'updateMany': {
        const targets = matching();
        for (const doc of kind === 'updateOne' ? targets.slice(0, 1) : targets) {
          docs.set(String(doc._id), updated(doc, spec.update ?? {}, false));
        }
        if (targets.length === 0 && spec.upsert === true) {
          const seed = seedFromFilter(spec.filter ?? {});
          docs.set(String(seed._id), updated(seed, spec.update ?? {}, true));
        }
        return;
      }
      case 'replaceOne': {
        const target =
          matching()[0] ?? (spec.upsert === true ? seedFromFilter(spec.filter ?? {}) : null);
        if (!target) return;
        const id: unknown = target._id;
        docs.set(String(id), { ...structuredClone(spec.replacement ?? {}), _id: id });
        return;
      }
      case 'deleteOne':
      case 'deleteMany': {
        const targets = matching();
        for (const doc of kind === 'deleteOne' ? targets.slice(0, 1) : targets) {
          docs.delete(String(doc._id));
        }
        return;
      }
      default:
        throw new Error(`write ${kind} is not supported by the projection harness`);
    }
  }
}

/** The document an update leaves (mingo's operators; `$setOnInsert` applies on insert only). */
function updated(original: Document, update: Document, inserting: boolean): Document {
  const doc = structuredClone(original);
  const { $setOnInsert: onInsert, ...operators } = update as Document & { $setOnInsert?: Document };
  const expression =
    inserting && onInsert
      ? { ...operators, $set: { ...onInsert, ...(operators.$set as Document | undefined) } }
      : operators;
  if (Object.keys(expression).length > 0) applyOperators(doc, structuredClone(expression));
  return doc;
}

/** An upsert's new document: the filter's equalities (projections always name the `_id`). */
function seedFromFilter(filter: Document): Document {
  const seed: Document = {};
  for (const [key, value] of Object.entries(filter) as Array<[string, unknown]>) {
    if (!key.startsWith('$') && (typeof value !== 'object' || value === null)) seed[key] = value;
  }
  if (seed._id === undefined) throw new Error('upserts in projections must name the _id');
  return seed;
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
