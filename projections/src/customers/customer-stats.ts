import { READ_MODELS } from '@flirtwire/contracts';
import { type DocumentOp, documentOp, ownedByCreator } from '../projection.js';
import type { CustomerDoc } from './customer-row.js';
import { TagCounts } from './customer-tags.js';

export const CUSTOMER_STATS = READ_MODELS.customerStats;

/** Per Flirt: how many customers, and how many spent anything in the last 365 days. */
export type StatsDoc = { _id: string; creatorId: string; rows: number; spenders365: number };

/**
 * What row changes add up to beside the rows: each Flirt's customer and spender counts and the
 * counts of every tag that came or went, summed over an event's rows into one write each.
 */
export type TallyRow = Pick<CustomerDoc, 'creatorId' | 'e365' | 'userTags' | 'systemTags'>;

export class Tally {
  private readonly stats = new Map<string, { rows: number; spenders: number }>();
  private readonly tags = new TagCounts();

  add(old: TallyRow | null, next: TallyRow, countUserTags: boolean): void {
    const rows = old ? 0 : 1;
    const spenders = (next.e365 > 0 ? 1 : 0) - (old && old.e365 > 0 ? 1 : 0);
    if (rows !== 0 || spenders !== 0) {
      const stats = this.stats.get(next.creatorId) ?? { rows: 0, spenders: 0 };
      stats.rows += rows;
      stats.spenders += spenders;
      this.stats.set(next.creatorId, stats);
    }
    if (countUserTags) {
      this.tags.diff(next.creatorId, 'user_tag', old?.userTags ?? [], next.userTags);
    }
    this.tags.diff(next.creatorId, 'system_tag', old?.systemTags ?? [], next.systemTags);
  }

  ops(): DocumentOp[] {
    const ops: DocumentOp[] = [];
    for (const [creatorId, { rows, spenders }] of this.stats) {
      if (rows === 0 && spenders === 0) continue;
      ops.push(
        documentOp<StatsDoc>(
          CUSTOMER_STATS,
          {
            updateOne: {
              filter: { _id: creatorId },
              update: { $inc: { rows, spenders365: spenders }, $setOnInsert: { creatorId } },
              upsert: true,
            },
          },
          { owner: ownedByCreator(creatorId) },
        ),
      );
    }
    ops.push(...this.tags.ops());
    return ops;
  }
}
