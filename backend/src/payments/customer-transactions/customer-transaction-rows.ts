import { Injectable } from '@nestjs/common';
import {
  type CustomerTransactionDetails,
  type CustomerTransactionRow,
  customerTransactionPath,
  formatCents,
} from '@flirtwire/contracts';
import {
  CUSTOMER_TRANSACTIONS,
  type CustomerTransactionDoc,
  SITE_DOLLAR_MOVEMENTS,
  type SiteDollarMovementDoc,
} from '@flirtwire/projections';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { ReadModels } from '../../read-side/read-models.js';

/** The most rows the list answers with (newest first). */
const LIST_LIMIT = 500;

/**
 * A customer's own charges as the API shows them: every channel, the Flirt's login, and what
 * paid (a purchase the balance paid has a spend naming it; every other one went to the card).
 */
@Injectable()
export class CustomerTransactionRows {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
  ) {}

  async list(customerId: string): Promise<CustomerTransactionRow[]> {
    const docs = await this.readModels
      .collection<CustomerTransactionDoc>(CUSTOMER_TRANSACTIONS)
      .find({ customerId }, { sort: { paidAt: -1 }, limit: LIST_LIMIT })
      .toArray();
    const fromBalance = await this.paidFromBalance(customerId, docs);
    const logins = await this.logins(docs);
    return docs.map((doc) => ({
      ...rowOf(doc, fromBalance, logins),
      detail_path: customerTransactionPath(doc._id),
    }));
  }

  /** The customer's own charge `id` with its reversals, or null (someone else's, or none). */
  async one(customerId: string, id: string): Promise<CustomerTransactionDetails | null> {
    const doc = await this.readModels
      .collection<CustomerTransactionDoc>(CUSTOMER_TRANSACTIONS)
      .findOne({ _id: id, customerId });
    if (!doc) return null;
    const fromBalance = await this.paidFromBalance(customerId, [doc]);
    const logins = await this.logins([doc]);
    return {
      side: 'customer',
      ...rowOf(doc, fromBalance, logins),
      reversals: doc.reversals.map((r) => ({
        id: r.id,
        created_at: r.at,
        kind: r.kind,
        description: `${r.kind === 'refund' ? 'Refund' : 'Chargeback'} of ${formatCents(r.amountCents)}`,
        amount_cents: -r.amountCents,
      })),
    };
  }

  private async paidFromBalance(
    customerId: string,
    docs: readonly CustomerTransactionDoc[],
  ): Promise<Set<string>> {
    const spent = await this.readModels
      .collection<SiteDollarMovementDoc>(SITE_DOLLAR_MOVEMENTS)
      .find({
        customerId,
        kind: 'purchase',
        purchaseId: { $in: docs.map((doc) => doc.purchaseId) },
      })
      .toArray();
    return new Set(spent.flatMap((movement) => movement.purchaseId ?? []));
  }

  private async logins(docs: readonly CustomerTransactionDoc[]): Promise<Map<string, string>> {
    const logins = new Map<string, string>();
    for (const creatorId of new Set(docs.flatMap((doc) => doc.creatorId ?? []))) {
      const user = await this.directory.load(creatorId);
      if (user.exists) logins.set(creatorId, user.login);
    }
    return logins;
  }
}

function rowOf(
  doc: CustomerTransactionDoc,
  fromBalance: ReadonlySet<string>,
  logins: ReadonlyMap<string, string>,
): Omit<CustomerTransactionRow, 'detail_path'> {
  return {
    id: doc._id,
    paid_at: doc.paidAt,
    channel: doc.channel,
    description: doc.description,
    creator_login: doc.creatorId === null ? null : (logins.get(doc.creatorId) ?? null),
    amount_cents: doc.amountCents,
    refunded_cents: doc.refundedCents,
    charged_back_cents: doc.chargedBackCents,
    paid_from: fromBalance.has(doc.purchaseId) ? 'site_dollars' : 'card',
  };
}
