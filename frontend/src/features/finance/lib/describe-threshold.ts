import { type Comparison, formatCents, type ThresholdView } from '@flirtwire/contracts';

const COMPARISON_LABELS: Record<Comparison, string> = {
  at_least: 'at least',
  more_than: 'more than',
};

/** "gross at least $600.00 and more than 200 transactions"; the count only when it counts. */
export function describeThreshold(t: ThresholdView): string {
  const gross = `gross ${COMPARISON_LABELS[t.grossComparison]} ${formatCents(t.minGrossCents)}`;
  return t.minTransactions > 0 || t.transactionsComparison === 'more_than'
    ? `${gross} and ${COMPARISON_LABELS[t.transactionsComparison]} ${String(t.minTransactions)} transactions`
    : gross;
}
