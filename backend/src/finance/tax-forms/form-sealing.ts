import { Injectable } from '@nestjs/common';
import type { TaxFormIssued } from '@flirtwire/contracts';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { FinanceLedger } from '../finance-ledger.js';
import { PayoutViews } from '../payout/payout-view.js';

/**
 * What an issued form keeps of its payee: name and address sealed again with the payee's own
 * key (never the bank details), and the tax id's sealed copy, kind and last four. Erasing the
 * key leaves the figures and makes both unreadable.
 */
@Injectable()
export class FormSealing {
  constructor(
    private readonly ledger: FinanceLedger,
    private readonly views: PayoutViews,
    private readonly vault: PersonalDataVault,
  ) {}

  async payeeCopy(
    payeeId: string,
  ): Promise<{ sealedPayee: string | null; taxId: TaxFormIssued['data']['taxId'] }> {
    const state = await this.ledger.payout(payeeId);
    const taxId = state.taxId
      ? { kind: state.taxId.kind, last4: state.taxId.last4, sealedTaxId: state.taxId.sealedTaxId }
      : null;
    if (!state.saved || (await this.vault.isErased(payeeId))) return { sealedPayee: null, taxId };
    const details = await this.views.details(payeeId, state);
    const sealedPayee = await this.vault.encrypt(
      payeeId,
      JSON.stringify({
        payee_name: details.payee_name,
        address_line1: details.address_line1,
        address_line2: details.address_line2,
        city: details.city,
        zip_code: details.zip_code,
        state: state.saved.state ?? '',
        country: state.saved.country,
      }),
    );
    return { sealedPayee, taxId };
  }
}
