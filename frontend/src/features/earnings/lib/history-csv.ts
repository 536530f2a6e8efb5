import {
  centsToDecimal,
  csvRows,
  type EarningsHistoryRow,
  numericText,
} from '@flirtwire/contracts';

/** The earnings history as CSV: text cells that look like formulas are neutralised. */
export function historyCsv(rows: readonly EarningsHistoryRow[]): string {
  return csvRows([
    ['Date', 'Customer', 'Channel', 'Title', 'Description', 'Amount (USD)', 'Transaction'],
    ...rows.map((row) => [
      row.created_at,
      row.seeker_name ?? '',
      row.channel,
      row.title,
      row.description,
      numericText(centsToDecimal(row.amount)),
      row.id,
    ]),
  ]);
}
