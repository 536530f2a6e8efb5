import {
  DORMANT_MONTHS,
  MAINTENANCE_FEE_CENTS,
  parseMoneyText,
  SATISFACTION_CREDIT_MAX_CENTS,
  SITE_DOLLARS_MESSAGES,
  SITE_DOLLARS_TOP_UP_MAX_CENTS,
  SITE_DOLLARS_TOP_UP_MIN_CENTS,
  type SiteDollarEvent,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { ValidationError } from '../../shared/errors.js';

export interface AddSiteDollars {
  readonly type: 'AddSiteDollars';
  readonly topUpId: string;
  readonly customerId: string;
  readonly amountText: string;
  /** The processor's id of the approved card charge. */
  readonly gatewayReference: string;
  readonly at: string;
}

export interface GrantSatisfactionCredit {
  readonly type: 'GrantSatisfactionCredit';
  readonly creditId: string;
  readonly customerId: string;
  readonly amountText: string;
  readonly reason: string;
  readonly grantedBy: string;
  readonly at: string;
}

export interface ChargeMaintenanceFee {
  readonly type: 'ChargeMaintenanceFee';
  readonly feeId: string;
  readonly customerId: string;
  readonly at: string;
}

export type SiteDollarsCommand = AddSiteDollars | GrantSatisfactionCredit | ChargeMaintenanceFee;

export interface SiteDollarsState {
  readonly balanceCents: number;
  /** The last top-up or credit: a fee is never activity, so it cannot keep an account awake. */
  readonly lastActivityAt: string | null;
  /** Months (YYYY-MM) already charged the maintenance fee. */
  readonly feeMonths: readonly string[];
  /** Top-ups and credits recorded, so a repeated one is recorded once. */
  readonly recorded: readonly string[];
}

const initialState: SiteDollarsState = {
  balanceCents: 0,
  lastActivityAt: null,
  feeMonths: [],
  recorded: [],
};

/** A top-up's amount as typed: dollars with up to 2 decimals, $10 to $500. Returns cents. */
export function checkTopUpAmount(amountText: string): number {
  const cents = parseMoneyText(amountText);
  if (cents === null)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.amountFormat });
  if (cents < SITE_DOLLARS_TOP_UP_MIN_CENTS || cents > SITE_DOLLARS_TOP_UP_MAX_CENTS)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.topUpRange });
  return cents;
}

/** A satisfaction credit: more than 0 and at most $25 per grant (ToS), with a reason. */
export function checkCredit(amountText: string, reason: string): number {
  const cents = parseMoneyText(amountText);
  if (cents === null)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.amountFormat });
  if (cents < 1 || cents > SATISFACTION_CREDIT_MAX_CENTS)
    throw new ValidationError({ amount_text: SITE_DOLLARS_MESSAGES.creditRange });
  if (reason.trim().length === 0)
    throw new ValidationError({ reason: SITE_DOLLARS_MESSAGES.reasonRequired });
  return cents;
}

/** The calendar month (UTC) of an instant: the maintenance fee's once-a-month key. */
export function feeMonth(at: string): string {
  return at.slice(0, 7);
}

/** `at` plus whole calendar months (UTC), clamped to the month's last day. */
function addMonths(at: string, months: number): Date {
  const date = new Date(at);
  const target = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 0, 0, 0, 0),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
  return target;
}

/**
 * The maintenance fee due at `at` (ToS: $2.00 a month on a positive balance dormant for 12
 * months): 0 unless the balance is positive, the last top-up or credit is at least 12 months
 * old and this month was not charged yet; never more than the balance.
 */
export function maintenanceFeeDue(state: SiteDollarsState, at: string): number {
  if (state.balanceCents <= 0 || state.lastActivityAt === null) return 0;
  if (new Date(at) < addMonths(state.lastActivityAt, DORMANT_MONTHS)) return 0;
  if (state.feeMonths.includes(feeMonth(at))) return 0;
  return Math.min(MAINTENANCE_FEE_CENTS, state.balanceCents);
}

/** The earliest last-activity instant that makes an account dormant at `at` (the job's filter). */
export function dormantBefore(at: string): string {
  return addMonths(at, -DORMANT_MONTHS).toISOString();
}

export const siteDollarsDecider: Decider<SiteDollarsState, SiteDollarsCommand, SiteDollarEvent> = {
  name: 'site-dollars',
  eventTypes: ['SiteDollarsAdded', 'SatisfactionCreditGranted', 'MaintenanceFeeCharged'],
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'SiteDollarsAdded':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          lastActivityAt: event.data.at,
          recorded: [...state.recorded, event.data.topUpId],
        };
      case 'SatisfactionCreditGranted':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          lastActivityAt: event.data.at,
          recorded: [...state.recorded, event.data.creditId],
        };
      case 'MaintenanceFeeCharged':
        return {
          ...state,
          balanceCents: state.balanceCents - event.data.amountCents,
          feeMonths: [...state.feeMonths, event.data.month],
        };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddSiteDollars': {
        const amountCents = checkTopUpAmount(command.amountText);
        if (state.recorded.includes(command.topUpId)) return [];
        return [
          {
            type: 'SiteDollarsAdded',
            data: {
              topUpId: command.topUpId,
              customerId: command.customerId,
              amountCents,
              gatewayReference: command.gatewayReference,
              at: command.at,
            },
          },
        ];
      }
      case 'GrantSatisfactionCredit': {
        const amountCents = checkCredit(command.amountText, command.reason);
        if (state.recorded.includes(command.creditId)) return [];
        return [
          {
            type: 'SatisfactionCreditGranted',
            data: {
              creditId: command.creditId,
              customerId: command.customerId,
              amountCents,
              reason: command.reason.trim(),
              grantedBy: command.grantedBy,
              at: command.at,
            },
          },
        ];
      }
      case 'ChargeMaintenanceFee': {
        const amountCents = maintenanceFeeDue(state, command.at);
        if (amountCents === 0) return [];
        return [
          {
            type: 'MaintenanceFeeCharged',
            data: {
              feeId: command.feeId,
              customerId: command.customerId,
              month: feeMonth(command.at),
              amountCents,
              at: command.at,
            },
          },
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
