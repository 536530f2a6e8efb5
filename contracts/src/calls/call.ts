import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents } from '../shared/money.js';
import { activityStreamId } from '../shared/stream-ids.js';
export { CALL_MESSAGES, parseCallRowId } from './call.constants.js';

/** A call's states, in the order a call goes through them. */
export const CALL_STATES = ['ringing', 'connected', 'ended', 'failed'] as const;
export const CallState = z.enum(CALL_STATES);
export type CallState = z.infer<typeof CallState>;

/**
 * A call's stream: the same `call-<callId>` the service API records a finished call under, so
 * the `CallCompleted` it ends with is found (refunds, chargebacks) where every other one is.
 */
export const callStreamId = (callId: string) => activityStreamId('call', callId);

/**
 * The home page's "3 FREE Minutes for new customers" (spec 002): a customer's first call has its
 * first 3 minutes free, once per customer (docs/adr/0118).
 */
export const FIRST_CALL_FREE_MINUTES = 3;

/** A party's row of a call in the read side (and its realtime notice id). */
export const callRowId = (listingId: string, callId: string, side: 'customer' | 'flirt') =>
  `${listingId}:${callId}:${side}`;

const IsoTime = z.iso.datetime({ offset: true });
const Pair = {
  callId: z.string().min(1),
  creatorId: Uuid,
  customerId: Uuid,
  listingId: z.string().min(1).max(100),
};

/**
 * A phone call placed through the product (docs/adr/0101): the telephony provider rings both
 * parties, so neither sees the other's number. The call ends with the same `CallCompleted` the
 * service API records (in this stream), which feeds earnings, My Customers, feedback and 1099-K.
 */
export const callEvents = {
  /** The customer asked for a call on a phone listing; the provider is ringing both. */
  CallRequested: defineEvent(
    z.object({
      ...Pair,
      /** The listing's price per minute when the call was asked for. */
      rateCents: NonNegativeCents,
      at: IsoTime,
    }),
  ),
  /** Both parties answered; minutes are counted from here. */
  CallConnected: defineEvent(z.object({ ...Pair, at: IsoTime })),
  /** The provider hung up after `seconds` connected; `minutes` is what is billed. */
  CallEnded: defineEvent(
    z.object({
      ...Pair,
      at: IsoTime,
      seconds: z.number().int().min(0),
      minutes: z.number().int().min(0),
      freeMinutes: z.number().int().min(0),
      amountCents: NonNegativeCents,
      /** The charge was refused: nothing is recorded as earned. */
      declined: z.boolean(),
    }),
  ),
  /** The call never connected (no answer, busy, provider error): nothing is billed. */
  CallFailed: defineEvent(z.object({ ...Pair, at: IsoTime, reason: z.string().max(200) })),
};
export type CallEvent = EventsOf<typeof callEvents>;

/** A customer's first-call offer (`firstcall-<customerId>`, docs/adr/0118). */
export const firstCallEvents = {
  /**
   * The customer's first-call offer went to this call (in `firstcall-<customerId>`, once): its
   * first `minutes` are free.
   */
  FirstCallMinutesGranted: defineEvent(
    z.object({
      customerId: Uuid,
      callId: z.string().min(1),
      minutes: z.number().int().min(0),
      at: IsoTime,
    }),
  ),
};
export type FirstCallEvent = EventsOf<typeof firstCallEvents>;

/**
 * The sandbox's controls (development and tests only): what the provider would report, now.
 * An end carries no duration (any `minutes` sent along is dropped): the sandbox provider bills
 * the time it saw the call connected, like a real provider.
 */
export const SandboxCallCommandBody = z.object({ action: z.enum(['connect', 'end', 'fail']) });
export type SandboxCallCommandBody = z.infer<typeof SandboxCallCommandBody>;

/** GET /client_api/listings/{id}/calls/{token}: a call as one of its two parties sees it. */
export const CallView = z.object({
  token: z.string(),
  listing_id: z.string(),
  /** Which party is asking. */
  side: z.enum(['customer', 'flirt']),
  /** The other party's login. */
  other_login: z.string(),
  state: CallState,
  rate_cents: z.number().int(),
  minutes: z.number().int(),
  free_minutes: z.number().int(),
  amount_cents: z.number().int(),
  requested_at: z.string(),
  connected_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  failure: z.string().nullable(),
  /** The voice portal, for dialling in with one's PIN instead of waiting for the ring. */
  voice_portal_number: z.string(),
  /** The development sandbox places the calls: its Connect / End controls are offered. */
  sandbox: z.boolean(),
});
export type CallView = z.infer<typeof CallView>;

/** POST /client_api/listings/{id}/calls. */
export const StartCallResponse = z.object({
  token: z.string(),
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
});
export type StartCallResponse = z.infer<typeof StartCallResponse>;

/** POST /sandbox-telephony/calls/{token}. */
export const SandboxCallCommandResponse = z.object({
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
});
export type SandboxCallCommandResponse = z.infer<typeof SandboxCallCommandResponse>;
