import { Module, type OnModuleInit } from '@nestjs/common';
import { PayerIdVerification } from '../identity/ports/payer-id-verification.js';
import { PersonalDataVault } from '../infrastructure/personal-data/personal-data-vault.js';
import { CountriesController } from './countries/countries.http.js';
import { ExportFilingHandler } from './exports/export-filing/export-filing.handler.js';
import { FinanceLedger } from './finance-ledger.js';
import { GetPayoutInfoHandler } from './payout/get-payout-info/get-payout-info.handler.js';
import { GetPayoutInfoController } from './payout/get-payout-info/get-payout-info.http.js';
import { BalanceFields } from './payout/balance-fields.js';
import { PayeeBalances } from './payout/payee-balances.js';
import { PayoutViews } from './payout/payout-view.js';
import { RevealTaxIdHandler } from './payout/reveal-tax-id/reveal-tax-id.handler.js';
import { SavePayoutInfoHandler } from './payout/save-payout-info/save-payout-info.handler.js';
import { SavePayoutInfoController } from './payout/save-payout-info/save-payout-info.http.js';
import { CorrectFormHandler } from './tax-forms/correct-form/correct-form.handler.js';
import { FinanceFormsController } from './tax-forms/finance-forms/finance-forms.http.js';
import { FormSealing } from './tax-forms/form-sealing.js';
import { GenerateFormsHandler } from './tax-forms/generate-forms/generate-forms.handler.js';
import { IssueFormHandler } from './tax-forms/issue-form/issue-form.handler.js';
import { PayeeFormsController } from './tax-forms/payee-forms/payee-forms.http.js';
import { TaxFormDocuments } from './tax-forms/tax-form-documents.js';
import { SetThresholdHandler } from './thresholds/set-threshold/set-threshold.handler.js';
// payout runs
import { PayoutRailsModule } from '../infrastructure/payouts/payout-rails.module.js';
import { PayoutFiles } from './payout-runs/files/payout-files.js';
import { FinancePayoutsController } from './payout-runs/finance-payouts/finance-payouts.http.js';
import { MarkPayoutReturnedHandler } from './payout-runs/mark-returned/mark-payout-returned.handler.js';
import { PayeeFactsReader } from './payout-runs/payee-facts.js';
import { PaymentHistoryController } from './payout-runs/payment-history/payment-history.http.js';
import { PayoutRunJob } from './payout-runs/payout-run.job.js';
import { ReconciliationModule } from './reconciliation/reconciliation.module.js';

/**
 * Payouts and tax (docs/adr/0080-0082): payout info and tax identities (sealed with the
 * payee's key), the tax ledger, thresholds as data, Form 1099-K (generate, issue, correct,
 * print, trace) and the IRS export. Read models: projections/src/tax-ledger and tax-forms.
 */
@Module({
  // payout runs
  imports: [PayoutRailsModule, ReconciliationModule],
  controllers: [
    GetPayoutInfoController,
    SavePayoutInfoController,
    CountriesController,
    PayeeFormsController,
    FinanceFormsController,
    // payout runs
    PaymentHistoryController,
    FinancePayoutsController,
  ],
  providers: [
    FinanceLedger,
    PayeeBalances,
    BalanceFields,
    PayoutViews,
    FormSealing,
    TaxFormDocuments,
    GetPayoutInfoHandler,
    SavePayoutInfoHandler,
    RevealTaxIdHandler,
    SetThresholdHandler,
    GenerateFormsHandler,
    IssueFormHandler,
    CorrectFormHandler,
    ExportFilingHandler,
    // payout runs
    PayeeFactsReader,
    PayoutRunJob,
    PayoutFiles,
    MarkPayoutReturnedHandler,
  ],
})
export class FinanceModule implements OnModuleInit {
  constructor(
    private readonly payerIds: PayerIdVerification,
    private readonly ledger: FinanceLedger,
    private readonly vault: PersonalDataVault,
  ) {}

  /** "Verify account" by the last 5 digits of the SSN or EIN (spec 002 §5) without a clear copy. */
  onModuleInit(): void {
    this.payerIds.use({
      hasPayerId: async (userId) => (await this.ledger.payout(userId)).taxId !== null,
      matchesLastDigits: async (userId, lastFive) => {
        const taxId = (await this.ledger.payout(userId)).taxId;
        if (!taxId) return false;
        const digits = await this.vault.decrypt(userId, taxId.sealedTaxId);
        return digits !== null && digits.slice(-5) === lastFive;
      },
    });
  }
}
