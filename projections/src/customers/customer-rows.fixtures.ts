// The customer-rows projection specs' shared set-up: ids and a harness with event builders.
import type { PackagePerks } from '@flirtwire/contracts';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { customerRowsProjection } from './customer-rows.projection.js';
import { testPerks } from '../testing/package-perks.js';

export const flirt = '0190a000-0000-7000-8000-000000000001';
export const ann = '0190a000-0000-7000-8000-00000000000a';
export const bob = '0190a000-0000-7000-8000-00000000000b';
export const annRow = `${flirt}:${ann}`;
export const bobRow = `${flirt}:${bob}`;
export const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const perks: PackagePerks = testPerks();

export function setup() {
  const h = new ProjectionHarness(customerRowsProjection);
  const at = (day: string, time = '12:00:00') => `${day}T${time}.000Z`;
  return {
    h,
    at,
    signedUp: (userId: string, login: string, day = '2025-01-01') =>
      h.event(
        'UserSignedUp',
        {
          userId,
          login,
          sealedEmail: 'pd1.a.b',
          emailIndex: 'a'.repeat(64),
          sealedDateOfBirth: null,
          sealedPasswordHash: 'pd1.a.b',
          offersOptIn: false,
          flirtSignup: false,
        },
        at(day),
      ),
    tip: (customerId: string, cents: number, day: string, n = cents) =>
      h.event(
        'TipSent',
        {
          tipId: uuid(n),
          customerId,
          creatorId: flirt,
          amountCents: cents,
          platformFeeCents: Math.round(cents * 0.3),
          message: '',
          listingId: null,
          fromChat: false,
        },
        at(day),
      ),
    day: (date: string) => h.event('DayStarted', { date }, at(date, '00:00:01')),
  };
}
