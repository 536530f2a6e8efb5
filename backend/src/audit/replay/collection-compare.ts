import type { FieldDifference, ReplayCollectionReport } from '@flirtwire/contracts';
import type { Document, Filter, ReadCollection } from '@flirtwire/projections';
import { diffDocuments } from './document-diff.js';

const CHUNK = 1_000;

/**
 * The ids of a collection: `_id` plus a field no model holds (were it held, it would only come
 * along unused). An `_id`-only projection takes the stores' general projection path (a copy of
 * every whole document first); a plain inclusion of named fields copies only those.
 */
const IDS_ONLY = { _id: 1, '__replay-ids-only': 1 } as const;

export interface DocumentFinding {
  readonly collection: string;
  /** The document's `_id` as stored. */
  readonly id: unknown;
  readonly kind: 'missing' | 'extra' | 'differing';
  readonly fields: readonly FieldDifference[];
}

type Collection = Pick<ReadCollection, 'find'>;

export function idText(id: unknown): string {
  return typeof id === 'string' ? id : JSON.stringify(id);
}

async function byIds(
  collection: Collection,
  ids: readonly unknown[],
): Promise<Map<string, Document>> {
  // Ids come back from the same store, whatever their type; the driver types them as ObjectId.
  const filter = { _id: { $in: [...ids] } } as Filter<Document>;
  const docs = await collection.find(filter).toArray();
  return new Map(docs.map((doc) => [idText(doc._id), doc]));
}

/** One document's verdict: null when both sides hold the same document (or neither does). */
function judge(
  collection: string,
  id: unknown,
  live: Document | undefined,
  rebuilt: Document | undefined,
): DocumentFinding | null {
  if (!live && !rebuilt) return null;
  if (!live) return { collection, id, kind: 'missing', fields: [{ path: '(document)', rebuilt }] };
  if (!rebuilt) return { collection, id, kind: 'extra', fields: [{ path: '(document)', live }] };
  const fields = diffDocuments(live, rebuilt);
  return fields.length === 0 ? null : { collection, id, kind: 'differing', fields };
}

/**
 * Compares a live collection with its rebuilt twin document by document (by `_id`, in chunks,
 * without relying on either side's order): equal, missing from the live one, extra in it, or
 * differing fields. Every finding goes to `onFinding`; the counts come back.
 */
export async function compareCollection(
  collection: string,
  live: Collection,
  rebuilt: Collection,
  onFinding: (finding: DocumentFinding) => void,
  signal?: AbortSignal,
): Promise<ReplayCollectionReport> {
  const idsOf = async (side: Collection) =>
    (await side.find({}, { projection: IDS_ONLY }).toArray()).map((doc) => doc._id as unknown);
  const rebuiltIds = await idsOf(rebuilt);
  const liveIds = await idsOf(live);
  const rebuiltKeys = new Set(rebuiltIds.map(idText));
  const report = {
    collection,
    live: liveIds.length,
    rebuilt: rebuiltIds.length,
    equal: 0,
    missing: 0,
    extra: 0,
    differing: 0,
  };
  for (let i = 0; i < rebuiltIds.length; i += CHUNK) {
    signal?.throwIfAborted();
    const chunk = rebuiltIds.slice(i, i + CHUNK);
    const [rebuiltDocs, liveDocs] = await Promise.all([byIds(rebuilt, chunk), byIds(live, chunk)]);
    for (const id of chunk) {
      const key = idText(id);
      const finding = judge(collection, id, liveDocs.get(key), rebuiltDocs.get(key));
      if (!finding) report.equal++;
      else {
        report[finding.kind]++;
        onFinding(finding);
      }
    }
  }
  const extra = liveIds.filter((id) => !rebuiltKeys.has(idText(id)));
  for (let i = 0; i < extra.length; i += CHUNK) {
    signal?.throwIfAborted();
    const chunk = extra.slice(i, i + CHUNK);
    const liveDocs = await byIds(live, chunk);
    for (const id of chunk) {
      const finding = judge(collection, id, liveDocs.get(idText(id)), undefined);
      if (finding) {
        report.extra++;
        onFinding(finding);
      } else report.equal++;
    }
  }
  return report;
}

/** Judges the named documents again (after both sides moved on). */
export async function recheck(
  collection: string,
  ids: readonly unknown[],
  live: Collection,
  rebuilt: Collection,
): Promise<Map<string, DocumentFinding | null>> {
  const out = new Map<string, DocumentFinding | null>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [rebuiltDocs, liveDocs] = await Promise.all([byIds(rebuilt, chunk), byIds(live, chunk)]);
    for (const id of chunk) {
      const key = idText(id);
      out.set(key, judge(collection, id, liveDocs.get(key), rebuiltDocs.get(key)));
    }
  }
  return out;
}
