import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  isKnownCountry,
  isKnownState,
  joinTaxIdParts,
  PAYOUT_MESSAGES,
  type PayoutInfoSaved,
  payoutErrors,
  payoutStreamId,
  parseMoneyText,
  type TaxIdKind,
} from '@flirtwire/contracts';
import { PersonalDataVault } from '../../../infrastructure/personal-data/personal-data-vault.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ValidationError } from '../../../shared/errors.js';
import { FinanceLedger } from '../../finance-ledger.js';
import { payoutDecider } from '../payout.decider.js';
import { type PayoutDetails, PayoutViews } from '../payout-view.js';
import { SavePayoutInfoCommand } from './save-payout-info.command.js';

/** The blind index of a tax id: kind and digits, so an SSN and an EIN never meet. */
const taxIdIndexOf = (vault: PersonalDataVault, kind: TaxIdKind, digits: string) =>
  vault.blindIndex('tax-id', `${kind}:${digits}`);

/**
 * Saves payout info: every rule of spec 002 §5 first (400 with each field and the heading
 * '{n} error(s) prohibited this payout from being saved.'), then the personal parts sealed
 * with the payee's key and the tax id sealed, blind-indexed and kept as its last four.
 */
@CommandHandler(SavePayoutInfoCommand)
export class SavePayoutInfoHandler implements ICommandHandler<SavePayoutInfoCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly ledger: FinanceLedger,
    private readonly views: PayoutViews,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ payeeId, body, context }: SavePayoutInfoCommand) {
    this.views.assertEnabled();
    const state = await this.ledger.payout(payeeId);
    const before = await this.views.details(payeeId, state);
    const request = body.payment_request;
    const kind = request.tax_id_type;
    const parts =
      kind === 'ssn'
        ? [request.ssn_part1, request.ssn_part2, request.ssn_part3]
        : [request.ein_part1, request.ein_part2];
    const entered = parts.some((part) => part.trim() !== '');
    const bankIn = body.bank_account;
    // A masked account number comes back as typed-over blanks: keep the one on file.
    const keepAccount =
      bankIn !== undefined &&
      bankIn.account_number === '' &&
      bankIn.account_number_confirmation === '' &&
      before.account_number !== '';
    const bank = bankIn
      ? {
          bankName: bankIn.bank_name,
          routingNumber: bankIn.routing_number,
          accountNumber: keepAccount ? before.account_number : bankIn.account_number,
          accountNumberConfirmation: keepAccount
            ? before.account_number
            : bankIn.account_number_confirmation,
        }
      : null;
    const errors = payoutErrors(
      {
        payeeName: request.payee_name,
        addressLine1: request.address_line1,
        city: request.city,
        state: request.state,
        zipCode: request.zip_code,
        country: request.country,
        taxableStatus: request.taxable_status,
        paymentPeriod: request.payment_period,
        balanceToKeep: request.balance_to_keep,
        taxId: entered ? { kind, parts } : null,
        hasTaxIdOnFile: state.taxId !== null,
        bank,
        paxumEmail: body.user_paxum?.email ?? '',
        masspayEmail: body.masspay_email,
      },
      isKnownCountry,
      isKnownState,
    );
    if (errors.length > 0) {
      const fields: Record<string, string> = {};
      for (const error of errors) fields[error.field] ??= error.message;
      throw new ValidationError(fields, PAYOUT_MESSAGES.heading(errors.length));
    }
    const details: PayoutDetails = {
      payee_name: request.payee_name.trim(),
      address_line1: request.address_line1.trim(),
      address_line2: request.address_line2.trim(),
      city: request.city.trim(),
      zip_code: request.zip_code.trim(),
      bank_name: bank?.bankName.trim() ?? before.bank_name,
      routing_number: bank?.routingNumber.trim() ?? before.routing_number,
      account_number: bank?.accountNumber.trim() ?? before.account_number,
      paxum_email: body.user_paxum?.email.trim() ?? before.paxum_email,
      masspay_email: body.masspay_email.trim() || before.masspay_email,
    };
    const info: PayoutInfoSaved['data'] = {
      payeeId,
      country: request.country,
      state: request.state.trim() === '' ? null : request.state.trim(),
      taxableStatus: request.taxable_status,
      paymentPeriod: request.payment_period,
      balanceToKeepCents: parseMoneyText(request.balance_to_keep) ?? 0,
      bankAccountType: bankIn ? bankIn.account_type : (state.saved?.bankAccountType ?? null),
      sealedDetails: await this.vault.encrypt(payeeId, JSON.stringify(details)),
      accountLast4: details.account_number.length >= 4 ? details.account_number.slice(-4) : null,
    };
    const digits = entered ? joinTaxIdParts(kind, parts) : null;
    const taxId = digits
      ? {
          payeeId,
          kind,
          sealedTaxId: await this.vault.encrypt(payeeId, digits),
          taxIdIndex: taxIdIndexOf(this.vault, kind, digits),
          last4: digits.slice(-4),
        }
      : null;
    return this.commands.handle(
      payoutStreamId(payeeId),
      payoutDecider,
      { type: 'SavePayoutInfo', info, taxId },
      { ...context, now: this.clock.now() },
    );
  }
}
