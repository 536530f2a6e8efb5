import { Inject, Injectable } from '@nestjs/common';
import {
  type Document,
  READ_STORE,
  type ReadOnlyCollection,
  type ReadStore,
} from '@flirtwire/projections';
import { ProjectionHost } from './projection-host.js';

/**
 * How query handlers read projections: by logical collection name, resolved to the physical
 * collection serving now on every call, so a rebuilt version's switch is atomic for readers.
 * Read-only on purpose: only projections write read models.
 *
 * @example
 * const rows = await readModels.collection<TipTotalRow>(READ_MODELS.tipTotals)
 *   .find({ creatorId }, { sort: { totalCents: -1 }, limit: 50 }).toArray();
 */
@Injectable()
export class ReadModels {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly host: ProjectionHost,
  ) {}

  collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T> {
    const catalog = this.host.catalog;
    const physical = this.store.collection<T>(catalog.physical(logical));
    return {
      find: (filter, options) => physical.find(filter, options),
      findOne: (filter, options) => physical.findOne(filter, options),
      countDocuments: (filter) => physical.countDocuments(filter),
      // Stages that name other collections name logical ones; they resolve here too.
      aggregate: <R extends Document = Document>(pipeline: readonly Document[]) =>
        physical.aggregate<R>(
          pipeline.map((stage) => resolveStage(stage, (name) => physicalOrSame(catalog, name))),
        ),
    };
  }
}

function physicalOrSame(catalog: ProjectionHost['catalog'], name: string): string {
  return catalog.projectionOf(name) ? catalog.physical(name) : name;
}

function resolveStage(stage: Document, resolve: (name: string) => string): Document {
  const lookup: unknown = stage.$lookup;
  if (lookup && typeof lookup === 'object' && typeof (lookup as Document).from === 'string') {
    const spec = lookup as Document;
    return { ...stage, $lookup: { ...spec, from: resolve(spec.from as string) } };
  }
  const union: unknown = stage.$unionWith;
  if (typeof union === 'string') return { ...stage, $unionWith: resolve(union) };
  if (union && typeof union === 'object' && typeof (union as Document).coll === 'string') {
    const spec = union as Document;
    return { ...stage, $unionWith: { ...spec, coll: resolve(spec.coll as string) } };
  }
  return stage;
}
