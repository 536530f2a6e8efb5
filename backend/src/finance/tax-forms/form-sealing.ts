import { Injectable } from '@nestjs/common';
import type { TaxFormIssued } from '@flirtwire/contracts';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { FinanceLedger } from '../finance-ledger.js';
import { PayoutViews } from '../payout/payout-view.js';

/** The payee block of a form: what is printed and filed (never bank details). */
export interface PayeeCopy {
  readonly payee_name: string;
  readonly address_line1: string;
  readonly address_line2: string;
  readonly city: string;
  readonly zip_code: string;
  readonly state: string;
  readonly country: string;
}

/**
 * The identity a form carries, in clear, only ever held in memory to compare (never answered,
 * logged or stored): the payee block and the tax id as `kind:digits`.
 */
export interface PayeeIdentity {
  readonly copy: PayeeCopy | null;
  readonly taxId: string | null;
}

/**
 * Whether the payee the form would carry now differs from the one it was issued with: then
 * the issued form no longer says who was paid, and a corrected form is due (issue 17). An
 * erased payee (null copy and tax id on both sides) never counts as a change.
 */
export function payeeIdentityChanged(issued: PayeeIdentity, now: PayeeIdentity): boolean {
  if (now.copy === null && now.taxId === null) return false;
  return JSON.stringify(issued) !== JSON.stringify(now);
}

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
    const copy = await this.currentCopy(payeeId);
    if (!copy) return { sealedPayee: null, taxId };
    return { sealedPayee: await this.vault.encrypt(payeeId, JSON.stringify(copy)), taxId };
  }

  /** The payee's identity now (from their payout stream), to compare with an issued form. */
  async currentIdentity(payeeId: string): Promise<PayeeIdentity> {
    const state = await this.ledger.payout(payeeId);
    const digits = state.taxId ? await this.vault.decrypt(payeeId, state.taxId.sealedTaxId) : null;
    return {
      copy: await this.currentCopy(payeeId),
      taxId: state.taxId && digits ? `${state.taxId.kind}:${digits}` : null,
    };
  }

  /** The identity an issued form carries (its own sealed copies; null once erased). */
  async issuedIdentity(issued: TaxFormIssued['data']): Promise<PayeeIdentity> {
    const owner = issued.primaryPayeeId;
    const clear = issued.sealedPayee ? await this.vault.decrypt(owner, issued.sealedPayee) : null;
    const digits = issued.taxId ? await this.vault.decrypt(owner, issued.taxId.sealedTaxId) : null;
    return {
      copy: clear ? (JSON.parse(clear) as PayeeCopy) : null,
      taxId: issued.taxId && digits ? `${issued.taxId.kind}:${digits}` : null,
    };
  }

  private async currentCopy(payeeId: string): Promise<PayeeCopy | null> {
    const state = await this.ledger.payout(payeeId);
    if (!state.saved || (await this.vault.isErased(payeeId))) return null;
    const details = await this.views.details(payeeId, state);
    return {
      payee_name: details.payee_name,
      address_line1: details.address_line1,
      address_line2: details.address_line2,
      city: details.city,
      zip_code: details.zip_code,
      state: state.saved.state ?? '',
      country: state.saved.country,
    };
  }
}
