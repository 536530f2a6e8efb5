import { describe, expect, it } from '@jest/globals';
import type { SubscriptionView } from '@flirtwire/contracts';
import { subscribeTarget } from './subscribe-target';

function row(overrides: Partial<SubscriptionView>): SubscriptionView {
  return {
    id: 'sub-1',
    type: 'feed',
    status: 'none',
    ended_reason: null,
    needs_approval: false,
    advisor_id: 'flirt-1',
    advisor_login: 'flirt',
    advisor_active: true,
    advisor_onboarding_complete: true,
    advisor_blocked: false,
    rate: 999,
    new_rate: null,
    renewalDate: null,
    subscription_ends_at: null,
    retry_at: null,
    billingPeriodStart: null,
    billingPeriodEnd: null,
    available_offerings: [{ id: 'offer-1', rate: 999 }],
    package: null,
    current_charge: null,
    perks_used_available: false,
    message: null,
    from_nf_chat: false,
    parent_monetary_tribute_id: null,
    first_subscribed_at: null,
    ...overrides,
  };
}

describe('what the subscribe button is about (spec 000 §1: packages replace the subscription)', () => {
  it('sells the plain subscription while the Flirt has an offering', () => {
    const feed = row({});
    expect(subscribeTarget(undefined, feed, undefined)).toEqual({
      packagesMode: false,
      current: feed,
    });
  });

  it('sells packages when there is no offering, showing the running package subscription', () => {
    const feed = row({ available_offerings: [] });
    const ended = row({ id: 'pkg-old', type: 'package', status: 'cancelled' });
    const running = row({ id: 'pkg-1', type: 'package', status: 'active' });
    expect(subscribeTarget(undefined, feed, [ended, running])).toEqual({
      packagesMode: true,
      current: running,
    });
    expect(subscribeTarget(undefined, feed, [ended]).current).toBe(feed);
  });

  it('keeps the row a screen gives (a subscriptions page row)', () => {
    const given = row({ id: 'pkg-2', type: 'package', status: 'pending_cancel' });
    expect(subscribeTarget(given, undefined, undefined)).toEqual({
      packagesMode: false,
      current: given,
    });
  });

  it('is loading until the feed subscription answers', () => {
    expect(subscribeTarget(undefined, undefined, undefined)).toEqual({
      packagesMode: false,
      current: undefined,
    });
  });
});
