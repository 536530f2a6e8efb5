import {
  ACTIVITY_MESSAGES,
  type ActivityEventOf,
  CALL_MESSAGES as M,
  canonicalJson,
  type CallEvent,
  type CallState,
  callStreamId,
  platformFee,
} from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../shared/errors.js';

type CallCompleted = ActivityEventOf<'CallCompleted'>;
export type CallStreamEvent = CallEvent | CallCompleted;

export interface CallAggregate {
  /**
   * `reported`: a call placed outside the product, known only by the `CallCompleted` the
   * service API reported (no ringing, no connection of ours).
   */
  readonly state: CallState | 'none' | 'reported';
  readonly callId: string;
  readonly creatorId: string;
  readonly customerId: string;
  readonly listingId: string;
  readonly rateCents: number;
  readonly requestedAt: string;
  readonly connectedAt: string | null;
  readonly endedAt: string | null;
  readonly minutes: number;
  readonly freeMinutes: number;
  readonly amountCents: number;
  readonly declined: boolean;
  readonly failure: string | null;
  /** The `CallCompleted` of the stream (an in-app call's billed end, or a service-API report). */
  readonly completed: CallCompleted['data'] | null;
}

export type CallCommand =
  | {
      readonly type: 'RequestCall';
      readonly callId: string;
      readonly creatorId: string;
      readonly customerId: string;
      readonly listingId: string;
      readonly rateCents: number;
      readonly at: string;
    }
  /** The provider bridged both parties at `at` (the provider's instant). */
  | { readonly type: 'ConnectCall'; readonly at: string }
  | {
      readonly type: 'EndCall';
      /**
       * The instant the provider observed the bridge drop. Billed time runs from the provider's
       * connect instant to this one, never from anything a party says.
       */
      readonly at: string;
      /** Free minutes of the customer's first-call offer (docs/adr/0118; 0 when none). */
      readonly firstCallMinutes: number;
      /** Free minutes a package perk granted this call (0 when none). */
      readonly perkMinutes: number;
      /** The charge of `billOf(...).amountCents` was refused. */
      readonly declined: boolean;
    }
  | { readonly type: 'FailCall'; readonly at: string; readonly reason: string }
  /** The service API reports a call completed outside the product, once per call id. */
  | { readonly type: 'ReportCompletedCall'; readonly event: CallCompleted };

/** Billed minutes: every started minute counts, so 61 seconds are 2 minutes; 0 seconds are 0. */
export function billedMinutes(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

export interface CallBill {
  readonly minutes: number;
  readonly freeMinutes: number;
  readonly amountCents: number;
}

/**
 * What a call of `seconds` costs at the listing's per-minute rate: its free minutes (the
 * first-call offer's, then a package perk's) first, the rest at the rate. The handler charges
 * exactly this; `EndCall` records it.
 */
export function billOf(rateCents: number, seconds: number, freeMinutes: number): CallBill {
  const minutes = billedMinutes(seconds);
  const free = Math.min(minutes, Math.max(0, freeMinutes));
  return { minutes, freeMinutes: free, amountCents: (minutes - free) * rateCents };
}

/**
 * Connected time as the provider observed it: from its connect instant to its disconnect
 * instant, in whole seconds rounded up (31 ms connected is 1 second, so 1 billed minute); an
 * end reported before the connect counts 0.
 */
export function connectedSeconds(connectedAt: string | null, endedAt: string): number {
  if (connectedAt === null) return 0;
  const ms = Date.parse(endedAt) - Date.parse(connectedAt);
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1_000) : 0;
}

/** What ending a connected call at `endedAt` bills: the handler pays exactly this. */
export const endBill = (state: CallAggregate, endedAt: string, freeMinutes: number): CallBill =>
  billOf(state.rateCents, connectedSeconds(state.connectedAt, endedAt), freeMinutes);

/** Whether an end report still has something to bill (a repeated end report has nothing). */
const awaitsEnd = (state: CallAggregate): boolean => state.state === 'connected';

/**
 * Whether ending now bills a minute (a connected call, a started minute): only such a call takes
 * the customer's first-call offer, so a call with nothing to bill never spends it.
 */
export const billsMinutes = (state: CallAggregate, endedAt: string): boolean =>
  awaitsEnd(state) && endBill(state, endedAt, 0).minutes > 0;

/**
 * Whether a package perk's free call is still wanted once the first-call offer's minutes are
 * taken: only when minutes are left to pay, so a call the offer covers spends no free call.
 */
export const perkWanted = (state: CallAggregate, endedAt: string, firstCallMinutes: number) =>
  endBill(state, endedAt, firstCallMinutes).amountCents > 0;

const initialCallState: CallAggregate = {
  state: 'none',
  callId: '',
  creatorId: '',
  customerId: '',
  listingId: '',
  rateCents: 0,
  requestedAt: '',
  connectedAt: null,
  endedAt: null,
  minutes: 0,
  freeMinutes: 0,
  amountCents: 0,
  declined: false,
  failure: null,
  completed: null,
};

/**
 * One call placed through the telephony provider (docs/adr/0101): ringing → connected → ended,
 * or failed before it connects. Ending bills it once: the same end reported again records
 * nothing, so nothing is charged twice. A billed call also records the `CallCompleted` the
 * service API records, in the same stream, with the listing it was placed through. Billed
 * minutes come only from the provider's connect and disconnect instants.
 *
 * The one decider of `call-*` streams: a call the service API reports (placed outside the
 * product) is a `CallCompleted` alone, recorded once; a repeat with the same details records
 * nothing, other details or an in-app call under the same id are refused (409).
 */
export const callDecider: Decider<CallAggregate, CallCommand, CallStreamEvent> = {
  name: 'call',
  eventTypes: ['CallRequested', 'CallConnected', 'CallEnded', 'CallFailed', 'CallCompleted'],
  initialState: initialCallState,
  evolve(state, event) {
    switch (event.type) {
      case 'CallRequested': {
        const d = event.data;
        return {
          ...initialCallState,
          state: 'ringing',
          callId: d.callId,
          creatorId: d.creatorId,
          customerId: d.customerId,
          listingId: d.listingId,
          rateCents: d.rateCents,
          requestedAt: d.at,
        };
      }
      case 'CallConnected':
        return { ...state, state: 'connected', connectedAt: event.data.at };
      case 'CallEnded': {
        const d = event.data;
        return {
          ...state,
          state: 'ended',
          endedAt: d.at,
          minutes: d.minutes,
          freeMinutes: d.freeMinutes,
          amountCents: d.amountCents,
          declined: d.declined,
        };
      }
      case 'CallFailed':
        return { ...state, state: 'failed', endedAt: event.data.at, failure: event.data.reason };
      case 'CallCompleted':
        return state.state === 'none'
          ? {
              ...initialCallState,
              state: 'reported',
              callId: event.data.callId,
              creatorId: event.data.creatorId,
              customerId: event.data.customerId,
              listingId: event.data.listingId ?? '',
              rateCents: event.data.rateCents,
              requestedAt: event.data.startedAt,
              connectedAt: event.data.startedAt,
              endedAt: event.data.at,
              minutes: event.data.minutes,
              freeMinutes: event.data.freeMinutes,
              amountCents: event.data.amountCents,
              completed: event.data,
            }
          : { ...state, completed: event.data };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestCall': {
        if (state.state !== 'none') return [];
        const { type: _type, ...data } = command;
        return [{ type: 'CallRequested', data }];
      }
      case 'ConnectCall': {
        const known = existing(state);
        if (known.state === 'connected') return [];
        if (known.state !== 'ringing') throw new DomainError('call_over', M.alreadyEnded, 409);
        return [{ type: 'CallConnected', data: { ...pair(known), at: command.at } }];
      }
      case 'FailCall': {
        const known = existing(state);
        if (known.state === 'failed') return [];
        if (known.state !== 'ringing') throw new DomainError('not_ringing', M.notRinging, 409);
        return [
          { type: 'CallFailed', data: { ...pair(known), at: command.at, reason: command.reason } },
        ];
      }
      case 'EndCall': {
        const known = existing(state);
        if (known.state === 'ended') return [];
        if (known.state !== 'connected') {
          throw new DomainError('not_connected', M.notConnected, 409);
        }
        const seconds = connectedSeconds(known.connectedAt, command.at);
        const bill = billOf(
          known.rateCents,
          seconds,
          command.firstCallMinutes + command.perkMinutes,
        );
        const ended: CallStreamEvent = {
          type: 'CallEnded',
          data: {
            ...pair(known),
            at: command.at,
            seconds,
            ...bill,
            declined: command.declined,
          },
        };
        // A call with no billable minute, or whose charge was refused, earns nothing.
        if (bill.minutes === 0 || command.declined) return [ended];
        return [
          ended,
          {
            type: 'CallCompleted',
            data: {
              callId: known.callId,
              chargeId: callStreamId(known.callId),
              creatorId: known.creatorId,
              customerId: known.customerId,
              startedAt: known.connectedAt ?? known.requestedAt,
              at: command.at,
              minutes: bill.minutes,
              freeMinutes: bill.freeMinutes,
              rateCents: known.rateCents,
              amountCents: bill.amountCents,
              platformFeeCents: platformFee(bill.amountCents),
              listingId: known.listingId,
            },
          },
        ];
      }
      case 'ReportCompletedCall': {
        if (state.state === 'none') return [command.event];
        if (
          state.state === 'reported' &&
          canonicalJson(state.completed) === canonicalJson(command.event.data)
        ) {
          return [];
        }
        throw new DomainError('activity_conflict', ACTIVITY_MESSAGES.conflict, 409);
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};

/** A call placed through the product (a reported one has no ringing, connect or end of ours). */
function existing(state: CallAggregate): CallAggregate {
  if (state.state === 'none' || state.state === 'reported') {
    throw new NotFoundError(M.callNotFound, 'call_not_found');
  }
  return state;
}

const pair = (state: CallAggregate) => ({
  callId: state.callId,
  listingId: state.listingId,
  creatorId: state.creatorId,
  customerId: state.customerId,
});
