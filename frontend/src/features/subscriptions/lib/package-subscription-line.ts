import type { SubscriptionView } from '@flirtwire/contracts';
import { formatShortDate } from '@/lib/format';

/**
 * Spec 001 §4 package subscription display: active 'Renews {date}', pending_cancel
 * 'Expires {date}', charge_failed 'Renewal Failed. Update Card or Expires {date}'. Null for a
 * subscription that has ended (nothing runs).
 */
export function packageSubscriptionLine(
  row: Pick<SubscriptionView, 'status' | 'renewalDate' | 'subscription_ends_at'>,
  timeZone?: string,
): string | null {
  const date = (iso: string | null) => formatShortDate(iso, timeZone);
  switch (row.status) {
    case 'active':
    case 'charging':
    case 'needs_approval':
      return `Renews ${date(row.renewalDate)}`;
    case 'pending_cancel':
      return `Expires ${date(row.subscription_ends_at)}`;
    case 'charge_failed':
      return `Renewal Failed. Update Card or Expires ${date(row.subscription_ends_at)}`;
    case 'none':
    case 'incomplete':
    case 'cancelled':
      return null;
    default: {
      const never: never = row.status;
      return never;
    }
  }
}
