import {
  addDays,
  type PaymentPeriod,
  PAYOUT_MINIMUM_CENTS,
  type PayoutHoldReason,
  type PayoutRunEvent,
  payoutFeeCents,
  zonedDay,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

/** The methods a run pays (pause, code 4, pays nothing). */
type PayingPeriod = Exclude<PaymentPeriod, 4>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/**
 * The pay date a run at `now` pays for (spec 002 §9), as `YYYY-MM-DD` in UTC: Express Pay every
 * day; Paxum the 1st and the 15th; MassPay, direct deposit and check the 1st. It is the latest
 * pay date on or before today, so a run after downtime still pays the date it missed; null for
 * pause.
 *
 * @example payPeriodKey(6, new Date('2026-11-20T08:00:00Z')) === '2026-11-15'
 */
export function payPeriodKey(period: PaymentPeriod, now: Date): string | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (period) {
    case 4:
      return null;
    case 1:
      return isoDay(now);
    case 6:
      return isoDay(utcDay(y, m, now.getUTCDate() >= 15 ? 15 : 1));
    case 0:
    case 2:
    case 5:
      return isoDay(utcDay(y, m, 1));
    default: {
      const never: never = period;
      return never;
    }
  }
}

/** The first pay date after today (for a payee already decided for the current one). */
export function nextPayDate(period: PaymentPeriod, now: Date): string | null {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  switch (period) {
    case 4:
      return null;
    case 1:
      return isoDay(utcDay(y, m, now.getUTCDate() + 1));
    case 6:
      return isoDay(now.getUTCDate() < 15 ? utcDay(y, m, 15) : utcDay(y, m + 1, 1));
    case 0:
    case 2:
    case 5:
      return isoDay(utcDay(y, m + 1, 1));
    default: {
      const never: never = period;
      return never;
    }
  }
}

/** Whether `day` (`YYYY-MM-DD`) is a pay date of `period` (spec 002 §9). */
function isPayDay(period: PayingPeriod, day: string): boolean {
  const date = Number(day.slice(8, 10));
  if (period === 1) return true;
  if (period === 6) return date === 1 || date === 15;
  return date === 1;
}

/**
 * The next payout date a payee sees (spec 002 §9), as `YYYY-MM-DD`: the first pay date of
 * their method on or after today in their own time zone, skipping the current pay date once
 * its run is done (`currentDone`, the payout-run stream of `payPeriodKey(period, now)` paid,
 * failed or returned). Monthly methods are paid on the 1st, Paxum on the 1st and 15th,
 * Express Pay every day; null for pause.
 *
 * @example nextPayoutDate(0, new Date('2026-11-20T12:00:00Z'), 'America/New_York', false) === '2026-12-01'
 */
export function nextPayoutDate(
  period: PaymentPeriod,
  now: Date,
  timeZone: string,
  currentDone: boolean,
): string | null {
  const current = payPeriodKey(period, now);
  if (period === 4 || current === null) return null;
  let day = zonedDay(now, timeZone);
  for (;;) {
    if (isPayDay(period, day) && !(currentDone && day <= current)) return day;
    day = addDays(day, 1);
  }
}

/** What a run knows about a payee when it decides (gathered by the job, never by the decider). */
export interface PayeeFacts {
  readonly paymentPeriod: PaymentPeriod;
  /** Net earnings less payouts, less the balance to keep (PayeeBalances). */
  readonly payableCents: number;
  readonly goodStanding: boolean;
  readonly verified: boolean;
}

/**
 * Why a payee is not paid (spec 002 §6, §9), or null when they are: paused, then standing,
 * then verification, then the $10.00 minimum.
 */
export function payoutHoldReason(facts: PayeeFacts): PayoutHoldReason | null {
  if (facts.paymentPeriod === 4) return 'paused';
  if (!facts.goodStanding) return 'not_in_good_standing';
  if (!facts.verified) return 'not_verified';
  if (facts.payableCents < PAYOUT_MINIMUM_CENTS) return 'below_minimum';
  return null;
}

/** The whole payable balance leaves; the $5 fee of Paxum, MassPay and check comes out of it. */
export function payoutAmounts(period: PaymentPeriod, payableCents: number) {
  const feeCents = payoutFeeCents(period);
  return { debitCents: payableCents, feeCents, amountCents: payableCents - feeCents };
}

type PayoutRunStatus = 'none' | 'held' | 'scheduled' | 'sent' | 'failed' | 'returned';

export interface PayoutRunState {
  readonly status: PayoutRunStatus;
  readonly holdReason: PayoutHoldReason | null;
  readonly payoutId: string | null;
  readonly payeeId: string;
  readonly amountCents: number;
  readonly paymentPeriod: PaymentPeriod | null;
}

export type PayoutRunCommand =
  | {
      readonly type: 'DecidePayout';
      readonly payoutId: string;
      readonly payeeId: string;
      readonly periodKey: string;
      readonly facts: PayeeFacts;
    }
  | { readonly type: 'RecordPayoutSent'; readonly reference: string }
  | { readonly type: 'RecordPayoutFailed'; readonly reason: string }
  | {
      readonly type: 'MarkPayoutReturned';
      readonly code: string;
      readonly note: string;
      readonly markedBy: string;
    };

export const PAYOUT_RUN_ERRORS = {
  notReturnable: 'Only a scheduled or sent payout can be marked returned.',
  notFound: 'No such payout.',
  ownPayout: 'You cannot mark your own payout returned. Ask another member of finance.',
} as const;

/**
 * One payee's payout for one pay date (stream `payoutrun-<payeeId>-<periodKey>`). At most one
 * payout is ever scheduled in a stream, so a run repeated for the same date pays nothing twice.
 * A hold is not final: a later run for the same date pays once the reason is gone (a hold is
 * recorded again only when its reason changes). A failed or returned payout ends the stream's
 * part: its money is back in the balance and the next pay date pays it.
 */
export const payoutRunDecider: Decider<PayoutRunState, PayoutRunCommand, PayoutRunEvent> = {
  name: 'payout-run',
  eventTypes: ['PayoutHeld', 'PayoutScheduled', 'PayoutSent', 'PayoutFailed', 'PayoutReturned'],
  initialState: {
    status: 'none',
    holdReason: null,
    payoutId: null,
    payeeId: '',
    amountCents: 0,
    paymentPeriod: null,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'PayoutHeld':
        return {
          ...state,
          status: 'held',
          payeeId: event.data.payeeId,
          holdReason: event.data.reason,
          paymentPeriod: event.data.paymentPeriod,
        };
      case 'PayoutScheduled':
        return {
          ...state,
          status: 'scheduled',
          holdReason: null,
          payoutId: event.data.payoutId,
          payeeId: event.data.payeeId,
          amountCents: event.data.amountCents,
          paymentPeriod: event.data.paymentPeriod,
        };
      case 'PayoutSent':
        return { ...state, status: 'sent' };
      case 'PayoutFailed':
        return { ...state, status: 'failed' };
      case 'PayoutReturned':
        return { ...state, status: 'returned' };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'DecidePayout': {
        if (state.status !== 'none' && state.status !== 'held') return [];
        const { facts } = command;
        const reason = payoutHoldReason(facts);
        if (reason === null) {
          return [
            {
              type: 'PayoutScheduled',
              data: {
                payoutId: command.payoutId,
                payeeId: command.payeeId,
                periodKey: command.periodKey,
                paymentPeriod: facts.paymentPeriod as PayingPeriod,
                ...payoutAmounts(facts.paymentPeriod, facts.payableCents),
              },
            },
          ];
        }
        // Nothing to pay and nothing wrong is no hold; a paused payee is not in a run at all.
        if (reason === 'paused' || facts.payableCents === 0) return [];
        if (state.status === 'held' && state.holdReason === reason) return [];
        return [
          {
            type: 'PayoutHeld',
            data: {
              payeeId: command.payeeId,
              periodKey: command.periodKey,
              paymentPeriod: facts.paymentPeriod as PayingPeriod,
              reason,
              payableCents: facts.payableCents,
            },
          },
        ];
      }
      case 'RecordPayoutSent':
      case 'RecordPayoutFailed': {
        if (state.status !== 'scheduled' || state.payoutId === null) return [];
        const ids = { payoutId: state.payoutId, payeeId: state.payeeId };
        return command.type === 'RecordPayoutSent'
          ? [{ type: 'PayoutSent', data: { ...ids, reference: command.reference } }]
          : [{ type: 'PayoutFailed', data: { ...ids, reason: command.reason } }];
      }
      case 'MarkPayoutReturned': {
        if (state.status === 'returned') return [];
        if ((state.status !== 'scheduled' && state.status !== 'sent') || state.payoutId === null)
          throw new DomainError('payout_not_returnable', PAYOUT_RUN_ERRORS.notReturnable, 409);
        return [
          {
            type: 'PayoutReturned',
            data: {
              payoutId: state.payoutId,
              payeeId: state.payeeId,
              code: command.code,
              note: command.note,
              markedBy: command.markedBy,
            },
          },
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
