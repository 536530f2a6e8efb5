import type { FlirtTransactionDetails } from '@flirtwire/contracts';
import type { EarningsHistoryDoc } from '@flirtwire/projections';

/** The charge a history row belongs to: a payment's own id, a reversal's first btid. */
export const chargeIdOf = (doc: Pick<EarningsHistoryDoc, 'btids'>) => doc.btids.split(',')[0] ?? '';

/**
 * One payment's details from its history rows: gross, the platform's fee, net, and every
 * refund or chargeback of it (a chargeback's fee counts against the Flirt too).
 */
export function transactionDetailsOf(
  payment: EarningsHistoryDoc,
  rows: readonly EarningsHistoryDoc[],
  customerLogin: string | null,
): FlirtTransactionDetails {
  const chargeId = chargeIdOf(payment);
  const reversals = rows
    .filter((row) => row.kind !== 'payment' && chargeIdOf(row) === chargeId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((row) => ({
      id: row._id,
      created_at: row.createdAt,
      kind: row.kind === 'refund' ? ('refund' as const) : ('chargeback' as const),
      description: row.description,
      amount_cents: row.amountCents - row.feeCents,
    }));
  const net = payment.amountCents - payment.feeCents;
  return {
    side: 'flirt',
    id: payment._id,
    created_at: payment.createdAt,
    title: payment.title,
    description: payment.description,
    channel: payment.channel,
    customer_id: payment.customerId,
    customer_login: customerLogin,
    gross_cents: payment.amountCents,
    fee_cents: payment.feeCents,
    net_cents: net,
    reversals,
    balance_cents: net + reversals.reduce((sum, r) => sum + r.amount_cents, 0),
  };
}
