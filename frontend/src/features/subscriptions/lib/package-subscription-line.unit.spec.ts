import { describe, expect, it } from '@jest/globals';
import { packageSubscriptionLine } from './package-subscription-line';

const row = {
  renewalDate: '2026-12-01T12:00:00.000Z',
  subscription_ends_at: '2026-12-05T12:00:00.000Z',
};

describe('package subscription display (spec 001 §4)', () => {
  it('says Renews, Expires, or Renewal Failed. Update Card or Expires, with the date', () => {
    const tz = 'UTC';
    expect(packageSubscriptionLine({ ...row, status: 'active' }, tz)).toBe('Renews 12/1/26');
    expect(packageSubscriptionLine({ ...row, status: 'pending_cancel' }, tz)).toBe(
      'Expires 12/5/26',
    );
    expect(packageSubscriptionLine({ ...row, status: 'charge_failed' }, tz)).toBe(
      'Renewal Failed. Update Card or Expires 12/5/26',
    );
    expect(packageSubscriptionLine({ ...row, status: 'cancelled' }, tz)).toBeNull();
  });
});
