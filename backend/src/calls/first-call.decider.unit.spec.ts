import { describe, expect, it } from '@jest/globals';
import type { FirstCallEvent } from '@flirtwire/contracts';
import { fold } from '../shared/domain/decider.js';
import { spec } from '../test-support/decider-spec.js';
import {
  type FirstCallCommand,
  firstCallDecider,
  firstCallMinutesOf,
} from './first-call.decider.js';

const customerId = '0190a0b0-0000-7000-8000-00000000c002';
const firstCall = '0190a0b0-0000-7000-8000-0000000ca11a';
const secondCall = '0190a0b0-0000-7000-8000-0000000ca11b';
const at = '2026-03-01T10:03:20.000Z';
const claim = (callId: string): FirstCallCommand => ({
  type: 'ClaimFirstCallMinutes',
  customerId,
  callId,
  minutes: 3,
  at,
});
const granted = (callId: string): FirstCallEvent => ({
  type: 'FirstCallMinutesGranted',
  data: { customerId, callId, minutes: 3, at },
});

describe('first-call decider', () => {
  it('grants the offer to the first call that claims it', () => {
    spec(firstCallDecider)
      .given([])
      .when(claim(firstCall))
      .then([granted(firstCall)]);
    expect(firstCallMinutesOf(fold(firstCallDecider, [granted(firstCall)]), firstCall)).toBe(3);
  });

  it('grants it once per customer: a later call gets nothing', () => {
    spec(firstCallDecider)
      .given([granted(firstCall)])
      .when(claim(secondCall))
      .then([]);
    expect(firstCallMinutesOf(fold(firstCallDecider, [granted(firstCall)]), secondCall)).toBe(0);
  });

  it('answers the same call claiming again (a repeated end report) with the same minutes', () => {
    spec(firstCallDecider)
      .given([granted(firstCall)])
      .when(claim(firstCall))
      .then([]);
    expect(firstCallMinutesOf(fold(firstCallDecider, [granted(firstCall)]), firstCall)).toBe(3);
  });

  it('gives no call any minutes before the offer is claimed', () => {
    expect(firstCallMinutesOf(firstCallDecider.initialState, firstCall)).toBe(0);
  });
});
