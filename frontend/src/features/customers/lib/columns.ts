import { type CustomerRow, type CustomerSortColumn, formatPercent } from '@flirtwire/contracts';
import { formatCents } from '@/lib/format';
import type { CustomerColumn } from '../stores/customers-store';

export interface ColumnSpec {
  readonly id: CustomerColumn;
  /** Spec 002 column names, verbatim. */
  readonly header: string;
  /** What the header means, for the tooltip and the column picker. */
  readonly description: string;
  readonly sort?: CustomerSortColumn;
  /**
   * Pixels: the widest cell fits (a "No spend" or "1-day Only" chip in Value and Status), and a
   * header wraps to two lines beside its sort arrow, so every column fits a 1280 px screen.
   */
  readonly width: number;
  readonly money?: boolean;
  /** Plain text of the cell (mobile list, CSV, screen readers). */
  text(row: CustomerRow): string;
}

const tags = (list: readonly string[]) => list.join(', ');

export const COLUMN_SPECS: readonly ColumnSpec[] = [
  {
    id: 'name',
    header: 'Name',
    description: "The customer's Member Name",
    width: 140,
    text: (row) => row.seeker_name ?? 'Unknown member',
  },
  {
    id: 'value',
    header: 'Value',
    description: 'Value tier: spend in the last 365 days compared with your other customers',
    width: 116,
    text: (row) => row.interval_earnings_group,
  },
  {
    id: 'status',
    header: 'Status',
    description: 'Lapse status: how recently they paid for their usual rhythm',
    width: 116,
    text: (row) => row.lapse_status,
  },
  {
    id: 'mainSpend',
    header: 'Main Spend',
    description: 'The channel they spent most on',
    width: 104,
    text: (row) => row.main_spend ?? '—',
  },
  {
    id: 'contactDays',
    header: 'Cntct Days Ago',
    description: 'Days since your last contact of any kind',
    sort: 'days_since_last_contact',
    width: 112,
    text: (row) =>
      row.days_since_last_contact === null ? '—' : String(row.days_since_last_contact),
  },
  {
    id: 'last90',
    header: 'Last 90D $',
    description: 'Spend with you in the last 90 days',
    sort: 'skr_90D_earnings',
    width: 112,
    money: true,
    text: (row) => formatCents(row.skr_90D_earnings),
  },
  {
    id: 'last365',
    header: 'Last 365D $',
    description: 'Spend with you in the last 365 days',
    sort: 'skr_365D_earnings',
    width: 112,
    money: true,
    text: (row) => formatCents(row.skr_365D_earnings),
  },
  {
    id: 'lifetime',
    header: 'Lifetime $',
    description: 'Spend with you since the start',
    sort: 'skr_lt_earnings',
    width: 112,
    money: true,
    text: (row) => formatCents(row.skr_lt_earnings),
  },
  {
    id: 'systemTags',
    header: 'System Tags',
    description: 'Tags the system keeps (Blocked, Subscribers, …)',
    width: 120,
    text: (row) => tags(row.system_tags),
  },
  {
    id: 'userTags',
    header: 'Your Tags',
    description: 'Tags you added',
    width: 120,
    text: (row) => tags(row.user_tags),
  },
  // The model's columns come after the spec's, which all fit a 1280 px screen.
  {
    id: 'predicted90',
    header: 'Predicted 90D $',
    description:
      'Spend expected in the next 90 days: expected purchases (BG/NBD) × expected spend per purchase (Gamma-Gamma), fitted once a day on your customers’ purchases',
    sort: 'predicted_90D_earnings',
    width: 120,
    money: true,
    text: (row) =>
      row.predicted_90D_earnings === null ? '—' : formatCents(row.predicted_90D_earnings),
  },
  {
    id: 'lapseRisk',
    header: 'Lapse risk',
    description:
      'Chance they have stopped buying from you (1 − P(alive), BG/NBD): Low below 20%, Medium from 20%, High from 50%',
    sort: 'lapse_risk',
    width: 120,
    text: lapseRiskText,
  },
];

/** "High 62%", or "—" without a prediction. */
function lapseRiskText(row: CustomerRow): string {
  if (row.lapse_risk === null || row.lapse_risk_level === null) return '—';
  return `${row.lapse_risk_level} ${formatPercent(row.lapse_risk, 0)}`;
}
