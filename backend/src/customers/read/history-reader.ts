import { Injectable } from '@nestjs/common';
import {
  CUSTOMER_ROWS,
  type CustomerDoc,
  EARNINGS_HISTORY,
  type EarningsHistoryDoc,
} from '@flirtwire/projections';
import {
  type EarningsHistoryRow,
  HISTORY_MONTHS,
  type HistoryResponse,
} from '@flirtwire/contracts';
import { ReadModels } from '../../read-side/read-models.js';
import { transactionLink } from '@flirtwire/projections';

/** The first day (UTC) of the 16 months of history (spec 002 §9) before `now`. */
function historySince(now: Date): string {
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - HISTORY_MONTHS, now.getUTCDate()),
  );
  return since.toISOString().slice(0, 10);
}

/** Earnings history rows (payments and reversals), newest first, for a Flirt or one customer. */
@Injectable()
export class HistoryReader {
  constructor(private readonly readModels: ReadModels) {}

  async page(
    creatorId: string,
    customerId: string | null,
    now: Date,
    page: number,
    perPage: number,
  ): Promise<HistoryResponse> {
    const since = historySince(now);
    const filter = {
      creatorId,
      ...(customerId === null ? {} : { customerId }),
      createdAt: { $gte: `${since}T00:00:00.000Z` },
    };
    const history = this.readModels.collection<EarningsHistoryDoc>(EARNINGS_HISTORY);
    const [total, docs] = await Promise.all([
      history.countDocuments(filter),
      history
        .find(filter, {
          sort: { createdAt: -1, _id: 1 },
          skip: (page - 1) * perPage,
          limit: perPage,
        })
        .toArray(),
    ]);
    const ids = [...new Set(docs.map((doc) => `${creatorId}:${doc.customerId}`))];
    const rows = ids.length
      ? await this.readModels
          .collection<CustomerDoc>(CUSTOMER_ROWS)
          .find({ _id: { $in: ids } }, { projection: { customerId: 1, login: 1 } })
          .toArray()
      : [];
    const logins = new Map(rows.map((row) => [row.customerId, row.login]));
    const entries: EarningsHistoryRow[] = docs.map((doc) => ({
      id: doc._id,
      created_at: doc.createdAt,
      description: doc.description,
      title: doc.title,
      amount: doc.amountCents,
      btids: doc.btids,
      link: transactionLink(doc._id, doc.btids),
      channel: doc.channel,
      seeker_id: doc.customerId,
      seeker_name: logins.get(doc.customerId) ?? null,
    }));
    return {
      history: entries,
      total_entries: total,
      page,
      per_page: perPage,
      since,
      message: total === 0 ? 'No history found' : null,
    };
  }
}
