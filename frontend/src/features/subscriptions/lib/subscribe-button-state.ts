import type { SubscriptionView } from '@flirtwire/contracts';
import { formatShortDate } from '@/lib/format';

/** What pressing the button does. */
type SubscribeAction =
  'subscribe' | 'unsubscribe' | 'resubscribe' | 'update_card' | 'approve' | 'none';

export interface SubscribeButtonState {
  readonly label: string;
  /** The line under the button: renewal, expiry, or why it is disabled. */
  readonly detail: string | null;
  readonly action: SubscribeAction;
  readonly disabled: boolean;
}

export const SUBSCRIBE_MESSAGES = {
  yourself: "You can't subscribe to yourself",
  blocked:
    "We're sorry, you are unable to subscribe this Flirt because this Flirt blocked you or you blocked this Flirt.",
  notFound: 'Sorry something went wrong. Please try again.',
  cardRequired: 'You must have a credit card on file to subscribe.',
} as const;

type Row = Pick<
  SubscriptionView,
  | 'status'
  | 'advisor_active'
  | 'advisor_onboarding_complete'
  | 'advisor_blocked'
  | 'renewalDate'
  | 'subscription_ends_at'
  | 'needs_approval'
>;

/**
 * Spec 000 §4 (and 001 §4 for packages): the subscribe button of one subscription row.
 * `own`: the viewer's own feed. Dates are M/d/yy in the viewer's time zone.
 */
export function subscribeButtonState(
  row: Row,
  options: { readonly own?: boolean; readonly timeZone?: string } = {},
): SubscribeButtonState {
  const date = (iso: string | null) => formatShortDate(iso, options.timeZone);
  if (options.own)
    return {
      label: 'Subscribe',
      detail: SUBSCRIBE_MESSAGES.yourself,
      action: 'none',
      disabled: true,
    };
  const shown = byStatus(row, date);
  if (row.advisor_blocked)
    return { ...shown, detail: SUBSCRIBE_MESSAGES.blocked, action: 'none', disabled: true };
  // An inactive Flirt: only the Subscribed or Expires information shows, nothing can be done.
  if (!row.advisor_active) return { ...shown, action: 'none', disabled: true };
  if (!row.advisor_onboarding_complete) return { ...shown, action: 'none', disabled: true };
  return shown;
}

function byStatus(row: Row, date: (iso: string | null) => string): SubscribeButtonState {
  const status = row.needs_approval ? 'needs_approval' : row.status;
  switch (status) {
    case 'none':
    case 'incomplete':
      return { label: 'Subscribe', detail: null, action: 'subscribe', disabled: false };
    case 'active':
      return {
        label: 'Subscribed',
        detail: `Renews ${date(row.renewalDate)}`,
        action: 'unsubscribe',
        disabled: false,
      };
    case 'charging':
      return {
        label: 'Subscribed',
        detail: `Renews ${date(row.renewalDate)}`,
        action: 'none',
        disabled: true,
      };
    case 'pending_cancel':
      return {
        label: 'Renew',
        detail: `Expires ${date(row.subscription_ends_at)}`,
        action: 'resubscribe',
        disabled: false,
      };
    case 'cancelled':
      return {
        label: 'Subscribe',
        detail: `Expired ${date(row.subscription_ends_at)}`,
        action: 'subscribe',
        disabled: false,
      };
    case 'charge_failed':
      return {
        label: 'Renewal Failed',
        detail: `Update Card or Expires ${date(row.subscription_ends_at)}`,
        action: 'update_card',
        disabled: false,
      };
    case 'needs_approval':
      return {
        label: 'Renew (Price Change)',
        detail: row.renewalDate ? `Renews ${date(row.renewalDate)}` : null,
        action: 'approve',
        disabled: false,
      };
    default: {
      const never: never = status;
      return never;
    }
  }
}
