import {
  FORM_1099K_BOXES,
  type Form1099KBoxKey,
  type FormFigures,
  monthBox,
  type TaxFormTrace,
  type TraceEntry,
} from '@flirtwire/contracts';
import { REPORTING_TIME_ZONE, type TaxLedgerEntryDoc } from '@flirtwire/projections';

/** What a box of the form says: an amount in cents, or for box 3 a count. */
const formFigure = (key: Form1099KBoxKey, figures: FormFigures): number => {
  const box = FORM_1099K_BOXES.find((b) => b.key === key);
  if (!box) return 0;
  if (box.month !== null) return figures.monthCents[box.month - 1] ?? 0;
  return key === '3' ? figures.transactions : figures.grossCents;
};

/**
 * The events behind every box of a form (GET /finance/tax_forms/{id}/trace), from the tax
 * ledger entries the form was made from: 1a and 3 take every entry, 5a-5l the entries of their
 * month (FORM_1099K_BOXES). `matches_form` compares each box with the form's figures.
 */
export function traceForm(
  formId: string,
  figures: FormFigures,
  docs: readonly TaxLedgerEntryDoc[],
): TaxFormTrace {
  const entries: TraceEntry[] = [];
  for (const d of docs) {
    const box = monthBox(d.month);
    if (!box) continue;
    entries.push({
      event_id: d._id,
      type: d.type,
      stream_id: d.streamId,
      position: d.position,
      payee_id: d.payeeId,
      at: d.at,
      amount_cents: d.amountCents,
      box: box.key,
    });
  }
  const sum = (of: readonly TraceEntry[]) => of.reduce((s, e) => s + e.amount_cents, 0);
  const boxes = Object.fromEntries(
    FORM_1099K_BOXES.map((box) => {
      const of = box.month === null ? entries : entries.filter((e) => e.box === box.key);
      // Box 3 is a count, not money: it carries no amount.
      return [box.key, { amount_cents: box.key === '3' ? 0 : sum(of), count: of.length }];
    }),
  ) as TaxFormTrace['boxes'];
  const matches = FORM_1099K_BOXES.every((box) =>
    box.key === '3'
      ? boxes['3'].count === formFigure('3', figures)
      : boxes[box.key].amount_cents === formFigure(box.key, figures),
  );
  return {
    form_id: formId,
    boxes,
    matches_form: matches,
    time_zone: REPORTING_TIME_ZONE,
    entries,
  };
}
