import { describe, expect, it } from '@jest/globals';
import { SUBSCRIBE_MESSAGES, subscribeButtonState } from './subscribe-button-state';

const base = {
  status: 'none',
  advisor_active: true,
  advisor_onboarding_complete: true,
  advisor_blocked: false,
  renewalDate: '2026-12-25T12:00:00.000Z',
  subscription_ends_at: '2026-12-20T12:00:00.000Z',
  needs_approval: false,
} as const;
const tz = { timeZone: 'UTC' };

describe('the subscribe button (spec 000 §4)', () => {
  it('offers Subscribe with no subscription or an incomplete one', () => {
    expect(subscribeButtonState(base, tz)).toEqual({
      label: 'Subscribe',
      detail: null,
      action: 'subscribe',
      disabled: false,
    });
    expect(subscribeButtonState({ ...base, status: 'incomplete' }, tz).action).toBe('subscribe');
  });

  it('shows Subscribed / Renews {date} when active, and unsubscribes', () => {
    expect(subscribeButtonState({ ...base, status: 'active' }, tz)).toEqual({
      label: 'Subscribed',
      detail: 'Renews 12/25/26',
      action: 'unsubscribe',
      disabled: false,
    });
  });

  it('shows Renew / Expires {date} after unsubscribing', () => {
    expect(subscribeButtonState({ ...base, status: 'pending_cancel' }, tz)).toMatchObject({
      label: 'Renew',
      detail: 'Expires 12/20/26',
      action: 'resubscribe',
    });
  });

  it('shows Subscribe with Expired {date} once cancelled', () => {
    expect(subscribeButtonState({ ...base, status: 'cancelled' }, tz)).toMatchObject({
      label: 'Subscribe',
      detail: 'Expired 12/20/26',
      action: 'subscribe',
    });
  });

  it('shows Renewal Failed, Update Card or Expires {date} after a failed renewal', () => {
    expect(subscribeButtonState({ ...base, status: 'charge_failed' }, tz)).toMatchObject({
      label: 'Renewal Failed',
      detail: 'Update Card or Expires 12/20/26',
      action: 'update_card',
    });
  });

  it('asks to approve a price change', () => {
    expect(
      subscribeButtonState({ ...base, status: 'active', needs_approval: true }, tz),
    ).toMatchObject({ label: 'Renew (Price Change)', action: 'approve', disabled: false });
    expect(subscribeButtonState({ ...base, status: 'needs_approval' }, tz).action).toBe('approve');
  });

  it('is disabled for an inactive Flirt, keeping only the information', () => {
    expect(subscribeButtonState({ ...base, status: 'active', advisor_active: false }, tz)).toEqual({
      label: 'Subscribed',
      detail: 'Renews 12/25/26',
      action: 'none',
      disabled: true,
    });
    expect(
      subscribeButtonState({ ...base, status: 'pending_cancel', advisor_active: false }, tz),
    ).toMatchObject({ detail: 'Expires 12/20/26', disabled: true });
  });

  it('is disabled for a Flirt who has not finished onboarding', () => {
    expect(subscribeButtonState({ ...base, advisor_onboarding_complete: false }, tz)).toMatchObject(
      { label: 'Subscribe', disabled: true, action: 'none' },
    );
  });

  it('is inactive on your own feed, saying why', () => {
    expect(subscribeButtonState(base, { ...tz, own: true })).toEqual({
      label: 'Subscribe',
      detail: SUBSCRIBE_MESSAGES.yourself,
      action: 'none',
      disabled: true,
    });
  });

  it('is disabled across a block, with the spec message', () => {
    expect(subscribeButtonState({ ...base, advisor_blocked: true }, tz)).toMatchObject({
      detail: SUBSCRIBE_MESSAGES.blocked,
      disabled: true,
    });
  });
});
