import { describe, expect, it } from '@jest/globals';
import { PUSH_SNOOZE_MS, shouldPromptForPush, snoozeUntil } from './push-prompt';

describe('push prompt', () => {
  const now = 1_700_000_000_000;
  const base = { signedIn: true, permission: 'default' as const, snooze: null, now };

  it('shows for a signed-in person whose permission is still default and who has no snooze', () => {
    expect(shouldPromptForPush(base)).toBe(true);
  });

  it('never shows to visitors or once the browser permission is decided', () => {
    expect(shouldPromptForPush({ ...base, signedIn: false })).toBe(false);
    expect(shouldPromptForPush({ ...base, permission: 'granted' })).toBe(false);
    expect(shouldPromptForPush({ ...base, permission: 'denied' })).toBe(false);
    expect(shouldPromptForPush({ ...base, permission: 'unsupported' })).toBe(false);
  });

  it('waits out a 24-hour snooze, and never shows again after "never"', () => {
    const snooze = snoozeUntil(now);
    expect(Number(snooze)).toBe(now + PUSH_SNOOZE_MS);
    expect(shouldPromptForPush({ ...base, snooze })).toBe(false);
    expect(shouldPromptForPush({ ...base, snooze, now: now + PUSH_SNOOZE_MS })).toBe(true);
    expect(shouldPromptForPush({ ...base, snooze: 'never', now: now * 2 })).toBe(false);
  });
});
