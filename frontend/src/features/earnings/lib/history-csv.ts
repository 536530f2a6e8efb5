import { centsToDecimal, type EarningsHistoryRow } from '@flirtwire/contracts';
import { toCsv } from '@/lib/csv';

/** The earnings history as CSV: text cells that look like formulas are neutralised. */
export function historyCsv(rows: readonly EarningsHistoryRow[]): string {
  return toCsv(
    ['Date', 'Customer', 'Channel', 'Title', 'Description', 'Amount (USD)', 'Transaction'],
    rows.map((row) => [
      row.created_at,
      row.seeker_name ?? '',
      row.channel,
      row.title,
      row.description,
      { numeric: centsToDecimal(row.amount) },
      row.id,
    ]),
  );
}
