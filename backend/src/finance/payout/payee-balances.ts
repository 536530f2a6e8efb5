import { Injectable } from '@nestjs/common';
import {
  DEBITING_STATUSES,
  EARNINGS_DAYS,
  type EarningsDayDoc,
  PAYOUTS,
  type PayoutDoc,
  SITE_DOLLAR_ACCOUNTS,
  type SiteDollarAccountDoc,
} from '@flirtwire/projections';
import { isAdvisor } from '../../identity/user/user.state.js';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { ReadModels } from '../../read-side/read-models.js';
import { FinanceLedger } from '../finance-ledger.js';

/** A payee's balances in cents: net earnings, and what of it can be paid out. */
export interface Balances {
  readonly totalCents: number;
  readonly payableCents: number;
}

const sum = (cents: Partial<Record<string, number>> | undefined) =>
  Object.values(cents ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);

/**
 * The account balance: net earnings (gross − fees − reversals, docs/adr/0005) less every payout
 * that stands (scheduled or sent; a failed or returned one gives its money back, docs/adr/0107),
 * and the payable part: all of it above the balance the payee asked to keep.
 */
export function balancesOf(
  days: readonly EarningsDayDoc[],
  balanceToKeepCents: number,
  payouts: readonly Pick<PayoutDoc, 'status' | 'debitCents'>[] = [],
): Balances {
  const earned = days.reduce((acc, d) => acc + sum(d.gross) - sum(d.fees) - sum(d.reversals), 0);
  const paidOut = payouts
    .filter((p) => DEBITING_STATUSES.includes(p.status))
    .reduce((acc, p) => acc + p.debitCents, 0);
  const totalCents = earned - paidOut;
  return { totalCents, payableCents: Math.max(0, totalCents - balanceToKeepCents) };
}

/**
 * The one source of every balance the product shows: the payout page's balances and the
 * current user's `available_balance` (GET /client_api/user, the account page) read it, so the
 * two never disagree.
 */
@Injectable()
export class PayeeBalances {
  constructor(
    private readonly readModels: ReadModels,
    private readonly ledger: FinanceLedger,
    private readonly directory: UserDirectory,
  ) {}

  /** A payee's balances; `balanceToKeepCents` from their payout info when the caller has it. */
  async of(payeeId: string, balanceToKeepCents?: number): Promise<Balances> {
    const keep =
      balanceToKeepCents ?? (await this.ledger.payout(payeeId)).saved?.balanceToKeepCents ?? 0;
    const days = await this.readModels
      .collection<EarningsDayDoc>(EARNINGS_DAYS)
      .find({ creatorId: payeeId })
      .toArray();
    const payouts = await this.readModels
      .collection<PayoutDoc>(PAYOUTS)
      .find({ payeeId, status: { $in: [...DEBITING_STATUSES] } })
      .toArray();
    return balancesOf(days, keep, payouts);
  }

  /** What the person has available: a Flirt's payable balance; a customer's site dollars. */
  async availableCents(userId: string): Promise<number> {
    const user = await this.directory.load(userId);
    if (!user.exists) return 0;
    if (!isAdvisor(user)) {
      const account = await this.readModels
        .collection<SiteDollarAccountDoc>(SITE_DOLLAR_ACCOUNTS)
        .findOne({ _id: userId });
      return account?.balanceCents ?? 0;
    }
    return (await this.of(userId)).payableCents;
  }
}
