import { Injectable } from '@nestjs/common';
import {
  SITE_DOLLARS_TOP_UP_MAX_CENTS,
  SITE_DOLLARS_TOP_UP_MIN_CENTS,
  type SiteDollarsResponse,
} from '@flirtwire/contracts';
import {
  SITE_DOLLAR_ACCOUNTS,
  SITE_DOLLAR_MOVEMENTS,
  type SiteDollarAccountDoc,
  type SiteDollarMovementDoc,
} from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';

/** A customer's site-dollar balance and movements (newest first), as the API answers them. */
@Injectable()
export class SiteDollarsView {
  constructor(
    private readonly readModels: ReadModels,
    private readonly facts: MoneyFacts,
  ) {}

  async of(customerId: string): Promise<SiteDollarsResponse> {
    const account = await this.readModels
      .collection<SiteDollarAccountDoc>(SITE_DOLLAR_ACCOUNTS)
      .findOne({ _id: customerId });
    const movements = await this.readModels
      .collection<SiteDollarMovementDoc>(SITE_DOLLAR_MOVEMENTS)
      .find({ customerId }, { sort: { at: -1 }, limit: 500 })
      .toArray();
    return {
      balance_cents: account?.balanceCents ?? 0,
      add_money_enabled: this.facts.flag('add_card_money'),
      min_cents: SITE_DOLLARS_TOP_UP_MIN_CENTS,
      max_cents: SITE_DOLLARS_TOP_UP_MAX_CENTS,
      movements: movements.map((row) => ({
        id: row._id,
        at: row.at,
        kind: row.kind,
        amount_cents: row.amountCents,
        balance_after_cents: row.balanceAfterCents,
        reason: row.reason,
      })),
    };
  }
}
