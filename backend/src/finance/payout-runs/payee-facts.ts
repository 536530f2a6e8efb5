import { Injectable } from '@nestjs/common';
import type { PaymentPeriod } from '@flirtwire/contracts';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { FinanceLedger } from '../finance-ledger.js';
import { type Balances, PayeeBalances } from '../payout/payee-balances.js';
import { isPayeeVerified, type PayoutState } from '../payout/payout.decider.js';
import type { PayeeFacts } from './payout-run.decider.js';

export interface PayeeSnapshot {
  readonly state: PayoutState;
  readonly balances: Balances;
  readonly facts: PayeeFacts;
}

/**
 * Gathers what the payout rules decide on for one payee (their payout info folded from its
 * stream, the balances from PayeeBalances, the account's standing). The payout run, the payout
 * page and the finance console all ask here, so they never disagree on who is held and why.
 */
@Injectable()
export class PayeeFactsReader {
  constructor(
    private readonly ledger: FinanceLedger,
    private readonly balances: PayeeBalances,
    private readonly directory: UserDirectory,
  ) {}

  async of(payeeId: string, known?: PayoutState): Promise<PayeeSnapshot> {
    const state = known ?? (await this.ledger.payout(payeeId));
    const balances = await this.balances.of(payeeId, state.saved?.balanceToKeepCents ?? 0);
    const user = await this.directory.load(payeeId);
    const paymentPeriod: PaymentPeriod = state.saved?.paymentPeriod ?? 4;
    return {
      state,
      balances,
      facts: {
        paymentPeriod,
        payableCents: balances.payableCents,
        goodStanding: user.exists && user.active,
        verified: isPayeeVerified(state),
      },
    };
  }
}
