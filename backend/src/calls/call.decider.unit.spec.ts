import { describe, expect, it } from '@jest/globals';
import type { CallEvent } from '@flirtwire/contracts';
import { spec } from '../test-support/decider-spec.js';
import { billedMinutes, billOf, type CallCommand, callDecider } from './call.decider.js';

const callId = '0190a0b0-0000-7000-8000-0000000ca11a';
const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const customerId = '0190a0b0-0000-7000-8000-00000000c002';
const listingId = '1234567890';
const pair = { callId, creatorId, customerId, listingId };
const requested: CallEvent = {
  type: 'CallRequested',
  data: { ...pair, rateCents: 299, at: '2026-03-01T10:00:00.000Z' },
};
const connected: CallEvent = {
  type: 'CallConnected',
  data: { ...pair, at: '2026-03-01T10:00:20.000Z' },
};
const end = (seconds: number, perkMinutes = 0, declined = false): CallCommand => ({
  type: 'EndCall',
  at: '2026-03-01T10:05:00.000Z',
  seconds,
  perkMinutes,
  declined,
});
const ended = (
  seconds: number,
  minutes: number,
  freeMinutes: number,
  amountCents: number,
  declined = false,
): CallEvent => ({
  type: 'CallEnded',
  data: {
    ...pair,
    at: '2026-03-01T10:05:00.000Z',
    seconds,
    minutes,
    freeMinutes,
    amountCents,
    declined,
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
            startedAt: '2026-03-01T10:00:20.000Z',
            at: '2026-03-01T10:05:00.000Z',
            minutes: 5,
            freeMinutes: 3,
            rateCents: 299,
            amountCents: 598,
            platformFeeCents: 179,
          },
        },
      ]);
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
});
