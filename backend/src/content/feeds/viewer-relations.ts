import { READ_MODELS } from '@flirtwire/contracts';
import { Injectable } from '@nestjs/common';
import { entitlementId, type FeedEntitlementRow } from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';

/** What the feed knows about a viewer and one Flirt (docs/adr/0061). */
export interface Relation {
  readonly following: boolean;
  readonly blocked: boolean;
  readonly subscriber: boolean;
  readonly entitled: boolean;
  readonly entitledSince: string | null;
}

const NO_RELATION: Relation = {
  following: false,
  blocked: false,
  subscriber: false,
  entitled: false,
  entitledSince: null,
};

export function relationOf(row: FeedEntitlementRow | null | undefined): Relation {
  return row
    ? {
        following: row.following,
        blocked: row.blocked,
        subscriber: row.subscriber,
        entitled: row.entitled,
        entitledSince: row.entitledSince,
      }
    : NO_RELATION;
}

/** Read side of follows, blocks and entitlements (`feed_entitlements`). */
@Injectable()
export class ViewerRelations {
  constructor(private readonly readModels: ReadModels) {}

  private rows() {
    return this.readModels.collection<FeedEntitlementRow>(READ_MODELS.feedEntitlements);
  }

  async with(viewerId: string, creatorId: string): Promise<Relation> {
    return relationOf(await this.rows().findOne({ _id: entitlementId(creatorId, viewerId) }));
  }

  /** The viewer's relation to each of the Flirts (absent: none). */
  async withEach(
    viewerId: string | null,
    creatorIds: Iterable<string>,
  ): Promise<Map<string, Relation>> {
    const ids = [...new Set(creatorIds)];
    const out = new Map<string, Relation>();
    if (viewerId === null || ids.length === 0) return out;
    const rows = await this.rows()
      .find({ _id: { $in: ids.map((creatorId) => entitlementId(creatorId, viewerId)) } })
      .toArray();
    for (const row of rows) out.set(row.creatorId, relationOf(row));
    return out;
  }

  /** Every Flirt the viewer has a relation with. */
  async all(viewerId: string): Promise<FeedEntitlementRow[]> {
    return this.rows().find({ customerId: viewerId }).toArray();
  }
}
