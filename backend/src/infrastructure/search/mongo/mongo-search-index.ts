import type { RangeBucket, SearchDocument } from '@flirtwire/contracts';
import { type Collection, type Document, MongoClient, type MongoClientOptions } from 'mongodb';
import type {
  FacetValueCount,
  SearchIndex,
  SearchPage,
  SearchQuery,
  SearchSortKey,
} from '../search-index.port.js';
import { searchWords } from '../search-text.js';

/** The physical collection the production index keeps its documents in. */
const MONGO_SEARCH_COLLECTION = 'search_index';

type Stored = SearchDocument & Document;

/**
 * The production search adapter: the documents in a MongoDB collection with a weighted text
 * index (title 3, keywords 2, description 1); filters, facets, sorts and paging in one
 * aggregation (`$facet`). Words are AND-ed by quoting each one, as the embedded index does.
 */
export class MongoSearchIndex implements SearchIndex {
  private constructor(
    private readonly client: MongoClient | null,
    private readonly collection: Collection<Stored>,
  ) {}

  static async connect(url: string, options: MongoClientOptions = {}): Promise<MongoSearchIndex> {
    const client = new MongoClient(url, options);
    await client.connect();
    const index = new MongoSearchIndex(
      client,
      client.db().collection<Stored>(MONGO_SEARCH_COLLECTION),
    );
    await index.ensureIndexes();
    return index;
  }

  private async ensureIndexes(): Promise<void> {
    await this.collection.createIndex(
      { title: 'text', keywords: 'text', body: 'text' },
      {
        name: 'search_text',
        weights: { title: 3, keywords: 2, body: 1 },
        default_language: 'english',
      },
      {},
    );
    await this.collection.createIndex({ kind: 1 }, { name: 'search_kind' }, {});
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.collection.bulkWrite(
      documents.map((document) => ({
        replaceOne: { filter: { _id: document._id }, replacement: { ...document }, upsert: true },
      })),
      { ordered: false },
    );
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.collection.deleteMany({ _id: { $in: [...ids] } });
  }

  async clear(): Promise<void> {
    await this.collection.deleteMany({});
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    const words = query.text ? [...new Set(searchWords(query.text))] : [];
    const first: Document = { kind: query.kind };
    if (words.length > 0) first.$text = { $search: words.map((w) => `"${w}"`).join(' ') };
    const filters = new Map<string, Document>();
    for (const [field, values] of Object.entries(query.terms ?? {}))
      if (values.length > 0)
        filters.set(`terms.${field}`, { [`terms.${field}`]: { $in: [...values] } });
    for (const [field, buckets] of Object.entries(query.ranges ?? {}))
      if (buckets.length > 0)
        filters.set(`numbers.${field}`, {
          $or: buckets.map((b) => rangeMatch(`numbers.${field}`, b)),
        });
    const allBut = (skip: string | null): Document => {
      const parts = [...filters].filter(([key]) => key !== skip).map(([, part]) => part);
      return parts.length === 0 ? {} : { $and: parts };
    };
    const sort: readonly SearchSortKey[] =
      query.sort ?? (words.length > 0 ? [{ by: '_score', order: -1 }] : []);
    const sortStage: Document = {};
    for (const key of sort) sortStage[key.by] = key.order;
    sortStage._id = 1;

    const facetStages: Document = {
      hits: [
        { $match: allBut(null) },
        { $sort: sortStage },
        { $skip: query.skip },
        { $limit: Math.max(query.limit, 1) },
      ],
      total: [{ $match: allBut(null) }, { $count: 'n' }],
    };
    for (const field of query.facets?.terms ?? [])
      facetStages[`t_${field}`] = [
        { $match: allBut(`terms.${field}`) },
        { $unwind: `$terms.${field}` },
        { $group: { _id: `$terms.${field}`, count: { $sum: 1 } } },
      ];
    const rangeFacets = Object.entries(query.facets?.ranges ?? {});
    for (const [field, buckets] of rangeFacets) {
      const group: Document = { _id: null };
      buckets.forEach((bucket, i) => {
        group[`b${String(i)}`] = {
          $sum: { $cond: [rangeExpr(`$numbers.${field}`, bucket), 1, 0] },
        };
      });
      facetStages[`r_${field}`] = [{ $match: allBut(`numbers.${field}`) }, { $group: group }];
    }

    const pipeline: Document[] = [
      { $match: first },
      ...(words.length > 0
        ? [{ $addFields: { _score: { $meta: 'textScore' } } }]
        : [{ $addFields: { _score: 0 } }]),
      { $facet: facetStages },
    ];
    const [answer] = await this.collection.aggregate(pipeline).toArray();
    const hits = ((answer?.hits as Document[] | undefined) ?? []).slice(0, query.limit);
    const facets: Record<string, FacetValueCount[]> = {};
    for (const field of query.facets?.terms ?? []) {
      const rows =
        (answer?.[`t_${field}`] as Array<{ _id: string; count: number }> | undefined) ?? [];
      facets[field] = rows
        .map((row) => ({ id: row._id, count: row.count }))
        .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    }
    for (const [field, buckets] of rangeFacets) {
      const row = ((answer?.[`r_${field}`] as Document[] | undefined) ?? [])[0] ?? {};
      facets[field] = buckets.map((bucket, i) => ({
        id: bucket.id,
        count: typeof row[`b${String(i)}`] === 'number' ? (row[`b${String(i)}`] as number) : 0,
      }));
    }
    const total = ((answer?.total as Array<{ n: number }> | undefined) ?? [])[0]?.n ?? 0;
    return {
      total,
      hits: hits.map((raw) => {
        const { _score, ...document } = raw;
        return {
          document: document as unknown as SearchDocument,
          score: typeof _score === 'number' ? _score : 0,
        };
      }),
      facets,
    };
  }

  describe(): string {
    return `MongoDB text index (${MONGO_SEARCH_COLLECTION})`;
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}

function rangeMatch(path: string, bucket: RangeBucket): Document {
  const condition: Document = {};
  if (bucket.gte !== null) condition.$gte = bucket.gte;
  if (bucket.lt !== null) condition.$lt = bucket.lt;
  return { [path]: Object.keys(condition).length > 0 ? condition : { $exists: true } };
}

function rangeExpr(path: string, bucket: RangeBucket): Document {
  const parts: Document[] = [{ $ne: [{ $type: path }, 'missing'] }];
  if (bucket.gte !== null) parts.push({ $gte: [path, bucket.gte] });
  if (bucket.lt !== null) parts.push({ $lt: [path, bucket.lt] });
  return { $and: parts };
}
