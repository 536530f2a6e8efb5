import type { DocumentOp } from '../projection.js';
import type { BulkOperation, Document } from '../read-store/read-store.port.js';
import type { ChangeNotice } from './change-notifier.js';

/** Past this many ids a notice says "the list changed" (ids: null) instead of naming them. */
const MAX_IDS_PER_NOTICE = 200;

/**
 * Gathers a batch's writes into one notice per (collection, owner), naming the changed ids
 * and the last position that touched them.
 */
export class BatchNotices {
  /** collection → owner ('' for none) → its group; `order` keeps the groups' first writes. */
  private readonly groups = new Map<string, Map<string, Group>>();
  private readonly order: Group[] = [];

  constructor(private readonly projection: string) {}

  add(ops: readonly DocumentOp[], position: number): void {
    for (const op of ops) {
      const owner = op.owner ?? null;
      let owners = this.groups.get(op.collection);
      if (!owners) {
        owners = new Map();
        this.groups.set(op.collection, owners);
      }
      let group = owners.get(owner ?? '');
      if (!group) {
        group = {
          notice: {
            projection: this.projection,
            collection: op.collection,
            ids: null,
            owner,
            position,
          },
          ids: new Set(),
        };
        owners.set(owner ?? '', group);
        this.order.push(group);
      }
      if (position > group.notice.position) group.notice.position = position;
      const ids = group.ids;
      if (ids === null) continue;
      const id = op.id ?? idOf(op.write);
      if (id !== undefined && ids.size < MAX_IDS_PER_NOTICE) ids.add(id);
      else group.ids = null;
    }
  }

  notices(): ChangeNotice[] {
    return this.order.map(({ notice, ids }) => ({
      ...notice,
      ids: ids ? Array.from(ids) : null,
    }));
  }
}

interface Group {
  readonly notice: Mutable;
  ids: Set<string> | null;
}

interface Mutable {
  projection: string;
  collection: string;
  ids: readonly string[] | null;
  owner: ChangeNotice['owner'];
  position: number;
}

/** The id a single-document write names by `_id`; undefined for multi-document writes. */
function idOf(write: BulkOperation<Document>): string | undefined {
  if ('updateOne' in write) return scalarId(filterId(write.updateOne.filter));
  if ('insertOne' in write) return scalarId(write.insertOne.document._id);
  if ('replaceOne' in write) return scalarId(filterId(write.replaceOne.filter));
  if ('deleteOne' in write) return scalarId(filterId(write.deleteOne.filter));
  return undefined;
}

function filterId(filter: Document): unknown {
  return filter._id;
}

function scalarId(id: unknown): string | undefined {
  if (typeof id === 'string') return id;
  if (typeof id === 'number') return String(id);
  return undefined;
}
