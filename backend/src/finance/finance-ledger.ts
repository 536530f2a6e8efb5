import { Injectable } from '@nestjs/common';
import {
  evaluateThreshold,
  type FormFigures,
  type Jurisdiction,
  maskTaxId,
  payoutStreamId,
  THRESHOLDS_STREAM,
  thresholdApplies,
  type ThresholdRule,
  thresholdsFor,
  type TaxFormEligibility,
  taxFormEligibility,
  type ThresholdVerdict,
} from '@flirtwire/contracts';
import {
  FINANCE_PAYEES,
  type FinancePayeeDoc,
  MONTH_FIELDS,
  TAX_FORMS,
  TAX_LEDGER_YEARS,
  type TaxFormDoc,
  type TaxLedgerYearDoc,
} from '@flirtwire/projections';
import { UserDirectory } from '../identity/user/user-directory.js';
import { ReadModels } from '../read-side/read-models.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { payoutDecider, type PayoutState } from './payout/payout.decider.js';
import { thresholdsDecider } from './thresholds/thresholds.decider.js';

/** Payees grouped for one form: every account sharing a tax id, or one account without one. */
export interface FilingGroup {
  readonly filingKey: string;
  readonly payeeIds: string[];
  readonly primaryPayeeId: string;
  readonly state: string | null;
  readonly taxId: string | null;
  readonly figures: FormFigures;
  readonly ledgerPosition: number;
  readonly verdicts: ThresholdVerdict[];
  readonly crossed: { jurisdiction: Jurisdiction; why: string }[];
  readonly federalFiling: boolean;
  /** The primary account's payout facts (null until saved) and whether a 1099-K may be issued. */
  readonly country: string | null;
  readonly taxableStatus: number | null;
  readonly eligibility: TaxFormEligibility;
}

/** What a form drafted or corrected from a filing group records of it (under the form's key). */
export function formFactsOf(taxYear: number, filingKey: string, group: FilingGroup) {
  return {
    taxYear,
    filingKey,
    payeeIds: group.payeeIds,
    primaryPayeeId: group.primaryPayeeId,
    figures: group.figures,
    crossed: group.crossed,
    federalFiling: group.federalFiling,
    ledgerPosition: group.ledgerPosition,
  };
}

const accountKey = (payeeId: string) => `account-${payeeId}`;

const emptyFigures = (): FormFigures => ({
  grossCents: 0,
  transactions: 0,
  monthCents: Array.from({ length: 12 }, () => 0),
});

/**
 * What finance decides on: the tax ledger (read model) summed per filing group, the thresholds
 * in force (folded from their stream, so an edit counts at once) and payees' payout facts.
 */
@Injectable()
export class FinanceLedger {
  constructor(
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
  ) {}

  async thresholds(taxYear: number): Promise<{ rules: ThresholdRule[]; edited: Set<string> }> {
    const state = await this.commands.state(thresholdsDecider, THRESHOLDS_STREAM);
    const edits = state.edits.filter((edit) => edit.taxYear === taxYear);
    return {
      rules: thresholdsFor(taxYear, state.edits),
      edited: new Set(edits.map((e) => e.jurisdiction)),
    };
  }

  payout(payeeId: string): Promise<PayoutState> {
    return this.commands.state(payoutDecider, payoutStreamId(payeeId));
  }

  /** Every filing group with payments in the year, with thresholds evaluated. */
  async groups(taxYear: number): Promise<FilingGroup[]> {
    const years = await this.readModels
      .collection<TaxLedgerYearDoc>(TAX_LEDGER_YEARS)
      .find({ taxYear })
      .toArray();
    if (years.length === 0) return [];
    const payees = await this.payees(years.map((y) => y.payeeId));
    const byKey = new Map<string, TaxLedgerYearDoc[]>();
    for (const year of years) {
      const key = payees.get(year.payeeId)?.taxIdIndex ?? accountKey(year.payeeId);
      byKey.set(key, [...(byKey.get(key) ?? []), year]);
    }
    const { rules } = await this.thresholds(taxYear);
    return [...byKey.entries()]
      .map(([filingKey, docs]) => this.groupOf(filingKey, docs, payees, rules))
      .sort(
        (a, b) =>
          b.figures.grossCents - a.figures.grossCents || a.filingKey.localeCompare(b.filingKey),
      );
  }

  /**
   * One group as it stands now (for a form's current figures): the form's accounts and every
   * account sharing a tax id with them now — also when an account saved its tax id after the
   * form was made (the form keeps its filing key; issue 17).
   */
  async currentGroup(
    taxYear: number,
    filingKey: string,
    payeeIds: readonly string[],
  ): Promise<FilingGroup> {
    const known = await this.payees(payeeIds);
    const indexes = [
      ...new Set(
        [
          filingKey.startsWith('account-') ? null : filingKey,
          ...[...known.values()].map((p) => p.taxIdIndex),
        ].filter((index): index is string => index !== null),
      ),
    ];
    const sharing =
      indexes.length === 0
        ? []
        : await this.readModels
            .collection<FinancePayeeDoc>(FINANCE_PAYEES)
            .find({ taxIdIndex: { $in: indexes } })
            .toArray();
    const ids = [...new Set([...payeeIds, ...sharing.map((p) => p.payeeId)])];
    const docs = await this.readModels
      .collection<TaxLedgerYearDoc>(TAX_LEDGER_YEARS)
      .find({ taxYear, payeeId: { $in: ids } })
      .toArray();
    const payees = await this.payees(ids);
    const { rules } = await this.thresholds(taxYear);
    const built = this.groupOf(filingKey, docs, payees, rules);
    return docs.length === 0 ? { ...built, payeeIds: [...payeeIds] } : built;
  }

  /**
   * The forms of a filing group: under its filing key, or of any of its accounts (a form made
   * before an account saved or changed its tax id stays that account's form).
   */
  formsOf(group: Pick<FilingGroup, 'filingKey' | 'payeeIds'>, forms: readonly TaxFormDoc[]) {
    return forms.filter(
      (f) =>
        f.filingKey === group.filingKey || f.payeeIds.some((id) => group.payeeIds.includes(id)),
    );
  }

  /** Whether the accounts of a form may be issued a 1099-K (spec 001 §1), from their payout facts. */
  async eligibility(payeeIds: readonly string[]): Promise<TaxFormEligibility> {
    const payees = await this.payees(payeeIds);
    return taxFormEligibility(payeeIds.map((id) => payees.get(id) ?? null));
  }

  form(formId: string): Promise<TaxFormDoc | null> {
    return this.readModels.collection<TaxFormDoc>(TAX_FORMS).findOne({ _id: formId });
  }

  forms(filter: Record<string, unknown>): Promise<TaxFormDoc[]> {
    return this.readModels
      .collection<TaxFormDoc>(TAX_FORMS)
      .find(filter, { sort: { taxYear: -1, updatedAt: 1 } })
      .toArray();
  }

  async logins(payeeIds: readonly string[]): Promise<string[]> {
    return Promise.all(payeeIds.map(async (id) => (await this.directory.load(id)).login || id));
  }

  async payees(ids: readonly string[]): Promise<Map<string, FinancePayeeDoc>> {
    const docs = await this.readModels
      .collection<FinancePayeeDoc>(FINANCE_PAYEES)
      .find({ _id: { $in: [...ids] } })
      .toArray();
    return new Map(docs.map((d) => [d.payeeId, d]));
  }

  private groupOf(
    filingKey: string,
    docs: readonly TaxLedgerYearDoc[],
    payees: Map<string, FinancePayeeDoc>,
    rules: readonly ThresholdRule[],
  ): FilingGroup {
    const figures = emptyFigures();
    let ledgerPosition = 0;
    for (const doc of docs) {
      figures.grossCents += doc.grossCents;
      figures.transactions += doc.transactions;
      MONTH_FIELDS.forEach((field, i) => {
        figures.monthCents[i] = (figures.monthCents[i] ?? 0) + (doc.monthCents[field] ?? 0);
      });
      ledgerPosition = Math.max(ledgerPosition, doc.lastPosition);
    }
    const ranked = [...docs].sort(
      (a, b) => b.grossCents - a.grossCents || a.payeeId.localeCompare(b.payeeId),
    );
    const primaryPayeeId = ranked[0]?.payeeId ?? filingKey.replace(/^account-/, '');
    const primary = payees.get(primaryPayeeId);
    const state = primary?.country === 'US' ? (primary.state ?? null) : null;
    const verdicts = rules
      .filter((rule) => thresholdApplies(rule, state))
      .map((rule) => evaluateThreshold(rule, figures));
    const crossed = verdicts
      .filter((v) => v.crossed)
      .map((v) => ({ jurisdiction: v.jurisdiction, why: v.why }));
    return {
      filingKey,
      payeeIds: docs.map((d) => d.payeeId).sort(),
      primaryPayeeId,
      state,
      taxId:
        primary?.taxIdKind && primary.taxIdLast4
          ? maskTaxId(primary.taxIdKind, primary.taxIdLast4)
          : null,
      figures,
      ledgerPosition,
      verdicts,
      crossed,
      federalFiling: crossed.some((c) => c.jurisdiction === 'federal'),
      country: primary?.country ?? null,
      taxableStatus: primary?.taxableStatus ?? null,
      eligibility: taxFormEligibility(docs.map((d) => payees.get(d.payeeId) ?? null)),
    };
  }
}
