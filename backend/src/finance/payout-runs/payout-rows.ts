import { PAYMENT_PERIOD_LABELS, type PayoutRow } from '@flirtwire/contracts';
import type { PayoutDoc } from '@flirtwire/projections';

const LABELS: Partial<Record<number, string>> = PAYMENT_PERIOD_LABELS;
export const methodLabel = (period: number): string => LABELS[period] ?? String(period);

/** A payout read-model row as the payment history and the finance console show it. */
export function payoutRowOf(doc: PayoutDoc, login: string): PayoutRow {
  return {
    payoutId: doc.payoutId ?? doc._id,
    payeeId: doc.payeeId,
    login,
    periodKey: doc.periodKey,
    paymentPeriod: doc.paymentPeriod,
    method: methodLabel(doc.paymentPeriod),
    status: doc.status,
    holdReason: doc.holdReason,
    debitCents: doc.debitCents,
    feeCents: doc.feeCents,
    amountCents: doc.amountCents,
    scheduledAt: doc.scheduledAt,
    updatedAt: doc.updatedAt,
    returnCode: doc.returnCode,
    failureReason: doc.failureReason,
  };
}
