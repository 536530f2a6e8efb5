import { describe, it } from '@jest/globals';
import type { ReservationEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { type Reserve, RESERVATION_GRACE_MS, reservationDecider } from './reservation.decider.js';

const ann = '0190a0b0-0000-7000-8000-00000000000a';
const bob = '0190a0b0-0000-7000-8000-00000000000b';
const t0 = new Date('2026-03-01T12:00:00.000Z');

const reserved = (userId: string, at = t0): ReservationEvent => ({
  type: 'IdentifierReserved',
  data: { kind: 'login', userId, reservedAt: at.toISOString() },
});
const released = (userId: string): ReservationEvent => ({
  type: 'IdentifierReleased',
  data: { kind: 'login', userId },
});
const reserve = (userId: string, overrides: Partial<Reserve> = {}): Reserve => ({
  type: 'Reserve',
  kind: 'login',
  userId,
  now: t0,
  checkedOwner: null,
  checkedOwnerIsLive: false,
  ...overrides,
});
const taken = {
  code: 'login_taken',
  status: 409,
  fields: { login: 'This Member Name is already taken.' },
};

describe('reservation decider', () => {
  it('reserves a free identifier, and again after it was released', () => {
    spec(reservationDecider)
      .given([])
      .when(reserve(ann))
      .then([reserved(ann)]);
    spec(reservationDecider)
      .given([reserved(bob), released(bob)])
      .when(reserve(ann))
      .then([reserved(ann)]);
  });

  it('is idempotent for the owner', () => {
    spec(reservationDecider)
      .given([reserved(ann)])
      .when(reserve(ann))
      .then([]);
  });

  it('refuses an identifier whose owner has an account', () => {
    spec(reservationDecider)
      .given([reserved(bob)])
      .when(
        reserve(ann, {
          checkedOwner: bob,
          checkedOwnerIsLive: true,
          now: new Date(t0.getTime() + 10 * RESERVATION_GRACE_MS),
        }),
      )
      .thenThrows(taken);
  });

  it('lets a reservation whose account never appeared be reclaimed after the grace period only', () => {
    const abandoned = { checkedOwner: bob, checkedOwnerIsLive: false };
    spec(reservationDecider)
      .given([reserved(bob)])
      .when(reserve(ann, { ...abandoned, now: new Date(t0.getTime() + RESERVATION_GRACE_MS - 1) }))
      .thenThrows(taken);
    const later = new Date(t0.getTime() + RESERVATION_GRACE_MS);
    spec(reservationDecider)
      .given([reserved(bob)])
      .when(reserve(ann, { ...abandoned, now: later }))
      .then([reserved(ann, later)]);
  });

  it('refuses when the owner changed since the caller looked', () => {
    spec(reservationDecider)
      .given([reserved(bob)])
      .when(
        reserve(ann, {
          checkedOwner: null,
          now: new Date(t0.getTime() + 2 * RESERVATION_GRACE_MS),
        }),
      )
      .thenThrows(taken);
  });

  it('releases only for the owner', () => {
    spec(reservationDecider)
      .given([reserved(ann)])
      .when({ type: 'Release', kind: 'login', userId: ann })
      .then([released(ann)]);
    spec(reservationDecider)
      .given([reserved(ann)])
      .when({ type: 'Release', kind: 'login', userId: bob })
      .then([]);
  });
});
