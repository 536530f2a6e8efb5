import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  formatCents,
  isTimeZone,
  maskTaxId,
  PAYOUT_HOLD_REASONS,
  PAYOUT_MESSAGES,
  type PaymentPeriod,
  type PayoutInfoView,
  payoutFeeCents,
  payoutRunStreamId,
} from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DEFAULT_TIMEZONE } from '../../identity/current-user/current-user.http.js';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { DomainError } from '../../shared/errors.js';
import { PayeeBalances } from './payee-balances.js';
import { isPayeeVerified, type PayoutState } from './payout.decider.js';
import {
  nextPayoutDate,
  payPeriodKey,
  payoutAmounts,
  payoutHoldReason,
  payoutRunDecider,
} from '../payout-runs/payout-run.decider.js';

/** The personal parts of payout info, sealed together with the payee's key. */
export interface PayoutDetails {
  payee_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  zip_code: string;
  bank_name: string;
  routing_number: string;
  account_number: string;
  paxum_email: string;
  masspay_email: string;
}

const emptyDetails = (): PayoutDetails => ({
  payee_name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  zip_code: '',
  bank_name: '',
  routing_number: '',
  account_number: '',
  paxum_email: '',
  masspay_email: '',
});

/**
 * The payout page's data (spec 002 §3): balances (PayeeBalances, the one source), the saved
 * info opened with the payee's key, the tax id masked, eligibility and the on-hold warning.
 */
@Injectable()
export class PayoutViews {
  constructor(
    private readonly balances: PayeeBalances,
    private readonly vault: PersonalDataVault,
    private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Spec 002 §6: the payout page requires PAYOUT_21803. */
  assertEnabled(): void {
    if (!this.config.featureFlags.has('PAYOUT_21803')) {
      throw new DomainError('payout_disabled', PAYOUT_MESSAGES.disabled, 404);
    }
  }

  async details(payeeId: string, state: PayoutState): Promise<PayoutDetails> {
    if (!state.saved) return emptyDetails();
    const clear = await this.vault.decrypt(payeeId, state.saved.sealedDetails);
    return clear ? { ...emptyDetails(), ...(JSON.parse(clear) as PayoutDetails) } : emptyDetails();
  }

  async view(payeeId: string, state: PayoutState): Promise<PayoutInfoView> {
    const keep = state.saved?.balanceToKeepCents ?? 0;
    const { totalCents: total, payableCents: payable } = await this.balances.of(payeeId, keep);
    const details = await this.details(payeeId, state);
    const user = await this.directory.load(payeeId);
    const saved = state.saved;
    const period = saved?.paymentPeriod ?? 4;
    const goodStanding = user.exists && user.active;
    // Unsaved info is no hold yet (the page asks for it); saved info that is incomplete or
    // was refused by a returned payout is.
    const verified = saved === null || isPayeeVerified(state);
    const reason = payoutHoldReason({
      paymentPeriod: period,
      payableCents: payable,
      goodStanding,
      verified,
    });
    const warning =
      reason === 'not_in_good_standing' || reason === 'not_verified'
        ? PAYOUT_MESSAGES.onHold
        : saved && reason === 'paused'
          ? PAYOUT_MESSAGES.paused
          : null;
    const next = await this.nextPayout(payeeId, period, user.timezone);
    return {
      balances: {
        payable_cents: payable,
        total_cents: total,
        payable: formatCents(payable),
        total: formatCents(total),
      },
      payment_request: {
        payee_name: details.payee_name,
        address_line1: details.address_line1,
        address_line2: details.address_line2,
        city: details.city,
        state: saved?.state ?? '',
        zip_code: details.zip_code,
        country: saved?.country ?? 'US',
        taxable_status: saved?.taxableStatus ?? 10,
        payment_period: period,
        balance_to_keep: centsToDecimal(keep),
        tax_id_type: state.taxId?.kind ?? null,
        tax_payer_id: state.taxId ? maskTaxId(state.taxId.kind, state.taxId.last4) : null,
      },
      bank_account: {
        bank_name: details.bank_name,
        routing_number: details.routing_number,
        account_number: saved?.accountLast4 ? `****${saved.accountLast4}` : '',
        account_type: saved?.bankAccountType ?? 0,
      },
      user_paxum: { email: details.paxum_email },
      masspay_email: details.masspay_email,
      eligible: saved !== null && reason === null,
      payout_fee_cents: payoutFeeCents(period),
      show_payout_warning: warning !== null,
      payout_warning: warning,
      saved: saved !== null,
      next_payout_date: next,
      next_payout_cents:
        saved !== null && reason === null ? payoutAmounts(period, payable).amountCents : 0,
      hold_reason: saved !== null && reason !== null ? PAYOUT_HOLD_REASONS[reason] : null,
    };
  }

  /** The next pay date of the method in the payee's zone, past the current one once it is done. */
  private async nextPayout(
    payeeId: string,
    period: PaymentPeriod,
    zone: string | null,
  ): Promise<string | null> {
    const now = this.clock.now();
    const current = payPeriodKey(period, now);
    if (current === null) return null;
    const run = await this.commands.state(payoutRunDecider, payoutRunStreamId(payeeId, current));
    const done = run.status !== 'none' && run.status !== 'held';
    const timeZone = zone && isTimeZone(zone) ? zone : DEFAULT_TIMEZONE;
    return nextPayoutDate(period, now, timeZone, done);
  }
}
