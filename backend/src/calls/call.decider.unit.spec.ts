import { describe, expect, it } from '@jest/globals';
import type { ActivityEventOf, CallEvent } from '@flirtwire/contracts';
import { fold } from '../shared/domain/decider.js';
import { spec } from '../test-support/decider-spec.js';
import {
  billedMinutes,
  billOf,
  billsMinutes,
  type CallCommand,
  callDecider,
  connectedSeconds,
  endBill,
  perkWanted,
} from './call.decider.js';

const callId = '0190a0b0-0000-7000-8000-0000000ca11a';
const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const customerId = '0190a0b0-0000-7000-8000-00000000c002';
const listingId = '1234567890';
const pair = { callId, creatorId, customerId, listingId };
const requested: CallEvent = {
  type: 'CallRequested',
  data: { ...pair, rateCents: 299, at: '2026-03-01T10:00:00.000Z' },
};
const CONNECTED_AT = '2026-03-01T10:00:20.000Z';
const connected: CallEvent = {
  type: 'CallConnected',
  data: { ...pair, at: CONNECTED_AT },
};
/** The instant `ms` after the provider connected the call. */
const after = (ms: number) => new Date(Date.parse(CONNECTED_AT) + ms).toISOString();
/** The provider reports the end `seconds` after it connected the call. */
const end = (
  seconds: number,
  perkMinutes = 0,
  declined = false,
  firstCallMinutes = 0,
): CallCommand => ({
  type: 'EndCall',
  at: after(seconds * 1_000),
  firstCallMinutes,
  perkMinutes,
  declined,
});
const ended = (
  seconds: number,
  minutes: number,
  freeMinutes: number,
  amountCents: number,
  declined = false,
): Extract<CallEvent, { type: 'CallEnded' }> => ({
  type: 'CallEnded',
  data: {
    ...pair,
    at: after(seconds * 1_000),
    seconds,
    minutes,
    freeMinutes,
    amountCents,
    declined,
  },
});

const completed = (
  seconds: number,
  minutes: number,
  freeMinutes: number,
  amountCents: number,
  platformFeeCents: number,
): ActivityEventOf<'CallCompleted'> => ({
  type: 'CallCompleted',
  data: {
    ...pair,
    chargeId: `call-${callId}`,
    startedAt: CONNECTED_AT,
    at: after(seconds * 1_000),
    minutes,
    freeMinutes,
    rateCents: 299,
    amountCents,
    platformFeeCents,
  },
});

describe('call decider', () => {
  it('bills every started minute: 61 seconds are 2 minutes, 60 are 1, 0 are none', () => {
    expect(billedMinutes(0)).toBe(0);
    expect(billedMinutes(1)).toBe(1);
    expect(billedMinutes(60)).toBe(1);
    expect(billedMinutes(61)).toBe(2);
    expect(billOf(299, 181, 0)).toEqual({ minutes: 4, freeMinutes: 0, amountCents: 1196 });
  });

  it('takes the free perk minutes first and charges only the rest at the listing rate', () => {
    expect(billOf(299, 300, 3)).toEqual({ minutes: 5, freeMinutes: 3, amountCents: 598 });
    // A call shorter than the perk costs nothing and uses only the minutes it lasted.
    expect(billOf(299, 90, 3)).toEqual({ minutes: 2, freeMinutes: 2, amountCents: 0 });
  });

  it('takes the first-call offer’s minutes first, then a perk’s; a covered call costs nothing', () => {
    const state = fold(callDecider, [requested, connected]);
    // 3 minutes, the offer's 3 free: $0.00, and no perk call is wanted.
    expect(endBill(state, after(180_000), 3)).toEqual({
      minutes: 3,
      freeMinutes: 3,
      amountCents: 0,
    });
    expect(perkWanted(state, after(180_000), 3)).toBe(false);
    // 5 minutes: the offer leaves 2 to pay, so a perk is wanted.
    expect(perkWanted(state, after(300_000), 3)).toBe(true);
    spec(callDecider)
      .given([requested, connected])
      .when(end(300, 0, false, 3))
      .then([ended(300, 5, 3, 598), completed(300, 5, 3, 598, 179)]);
    spec(callDecider)
      .given([requested, connected])
      .when(end(420, 3, false, 3))
      .then([ended(420, 7, 6, 299), completed(420, 7, 6, 299, 90)]);
    // Only a connected call with a started minute takes the offer.
    expect(billsMinutes(state, after(1_000))).toBe(true);
    expect(billsMinutes(state, CONNECTED_AT)).toBe(false);
    expect(billsMinutes(fold(callDecider, [requested]), after(60_000))).toBe(false);
    expect(
      billsMinutes(fold(callDecider, [requested, connected, ended(60, 1, 1, 0)]), after(60_000)),
    ).toBe(false);
  });

  it('records the end with the same CallCompleted the service API records, with the listing', () => {
    spec(callDecider)
      .given([requested, connected])
      .when(end(300, 3))
      .then([
        ended(300, 5, 3, 598),
        {
          type: 'CallCompleted',
          data: {
            ...pair,
            chargeId: `call-${callId}`,
            startedAt: CONNECTED_AT,
            at: after(300_000),
            minutes: 5,
            freeMinutes: 3,
            rateCents: 299,
            amountCents: 598,
            platformFeeCents: 179,
          },
        },
      ]);
  });

  it('bills the connected time the provider observed, never a duration anyone claims', () => {
    // The probe: ended 31 ms after the provider connected it. Whatever minutes the end
    // action's caller sent, the end report has no duration: 1 second, 1 billed minute.
    expect(connectedSeconds(CONNECTED_AT, after(31))).toBe(1);
    spec(callDecider)
      .given([requested, connected])
      .when({
        type: 'EndCall',
        at: after(31),
        firstCallMinutes: 0,
        perkMinutes: 0,
        declined: false,
      })
      .then([
        { type: 'CallEnded', data: { ...ended(1, 1, 0, 299).data, at: after(31) } },
        {
          type: 'CallCompleted',
          data: {
            ...pair,
            chargeId: `call-${callId}`,
            startedAt: CONNECTED_AT,
            at: after(31),
            minutes: 1,
            freeMinutes: 0,
            rateCents: 299,
            amountCents: 299,
            platformFeeCents: 90,
          },
        },
      ]);
    // Ended at the very instant it connected, or reported before it: nothing to bill.
    expect(connectedSeconds(CONNECTED_AT, CONNECTED_AT)).toBe(0);
    expect(connectedSeconds(CONNECTED_AT, after(-5_000))).toBe(0);
    expect(connectedSeconds(null, after(60_000))).toBe(0);
    expect(connectedSeconds(CONNECTED_AT, after(61_000))).toBe(61);
  });

  it('ends once: a repeated end report records (and bills) nothing', () => {
    spec(callDecider)
      .given([requested, connected, ended(300, 5, 0, 1495)])
      .when(end(300))
      .then([]);
    spec(callDecider)
      .given([requested, connected, ended(300, 5, 0, 1495)])
      .when(end(600))
      .then([]);
  });

  it('earns nothing for a call with no billed minute or a refused charge', () => {
    spec(callDecider)
      .given([requested, connected])
      .when(end(0))
      .then([ended(0, 0, 0, 0)]);
    spec(callDecider)
      .given([requested, connected])
      .when(end(120, 0, true))
      .then([ended(120, 2, 0, 598, true)]);
  });

  it('connects a ringing call once; a failed call never connects nor bills', () => {
    spec(callDecider)
      .given([requested])
      .when({ type: 'ConnectCall', at: '2026-03-01T10:00:20.000Z' })
      .then([connected]);
    spec(callDecider)
      .given([requested, connected])
      .when({ type: 'ConnectCall', at: '2026-03-01T10:00:30.000Z' })
      .then([]);
    const failed: CallEvent = {
      type: 'CallFailed',
      data: { ...pair, at: '2026-03-01T10:00:30.000Z', reason: 'no_answer' },
    };
    spec(callDecider)
      .given([requested])
      .when({ type: 'FailCall', at: '2026-03-01T10:00:30.000Z', reason: 'no_answer' })
      .then([failed]);
    spec(callDecider)
      .given([requested, failed])
      .when({ type: 'ConnectCall', at: '2026-03-01T10:00:40.000Z' })
      .thenThrows({ status: 409, message: 'This call has already ended.' });
    spec(callDecider)
      .given([requested, failed])
      .when(end(60))
      .thenThrows({ status: 409, message: 'This call is not connected.' });
    spec(callDecider)
      .given([requested])
      .when(end(60))
      .thenThrows({ status: 409, message: 'This call is not connected.' });
  });

  it('knows no call that was never requested; a repeated request records nothing', () => {
    spec(callDecider)
      .given([])
      .when({ type: 'ConnectCall', at: '2026-03-01T10:00:20.000Z' })
      .thenThrows({ status: 404, message: 'No such call.' });
    const { type: _t, ...request } = requested;
    spec(callDecider)
      .given([requested])
      .when({ type: 'RequestCall', ...request.data })
      .then([]);
  });

  describe('a call the service API reports (placed outside the product)', () => {
    const completed: ActivityEventOf<'CallCompleted'> = {
      type: 'CallCompleted',
      data: {
        callId,
        chargeId: `call-${callId}`,
        creatorId,
        customerId,
        startedAt: '2026-03-01T09:00:00.000Z',
        at: '2026-03-01T09:10:00.000Z',
        minutes: 10,
        freeMinutes: 0,
        rateCents: 199,
        amountCents: 1_990,
        platformFeeCents: 597,
      },
    };
    const report = (event = completed): CallCommand => ({ type: 'ReportCompletedCall', event });

    it('is recorded once; the same report again records nothing', () => {
      spec(callDecider).given([]).when(report()).then([completed]);
      spec(callDecider).given([completed]).when(report()).then([]);
    });

    it('refuses the same call id with other details, or an in-app call’s id', () => {
      const conflict = {
        code: 'activity_conflict',
        status: 409,
        message: 'This activity was already reported with other details.',
      };
      spec(callDecider)
        .given([completed])
        .when(report({ ...completed, data: { ...completed.data, amountCents: 1 } }))
        .thenThrows(conflict);
      spec(callDecider).given([requested, connected]).when(report()).thenThrows(conflict);
    });

    it('folds with the call decider: a reported call is complete, an in-app call too once billed', () => {
      expect(fold(callDecider, [completed])).toMatchObject({
        state: 'reported',
        minutes: 10,
        amountCents: 1_990,
        completed: completed.data,
      });
      const billed = callDecider.decide(end(300), fold(callDecider, [requested, connected]));
      expect(fold(callDecider, [requested, connected, ...billed])).toMatchObject({
        state: 'ended',
        minutes: 5,
        completed: expect.objectContaining({ minutes: 5, amountCents: 1_495 }) as object,
      });
      // Neither provider reports nor sandbox presses move a reported call.
      spec(callDecider)
        .given([completed])
        .when({ type: 'ConnectCall', at: CONNECTED_AT })
        .thenThrows({ status: 404, message: 'No such call.' });
    });
  });
});
