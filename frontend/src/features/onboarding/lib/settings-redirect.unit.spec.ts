import { describe, expect, it } from '@jest/globals';
import { settingsRedirect } from './settings-redirect';

describe('the subscription settings redirect', () => {
  it('goes to /packages with the recurring-package flag on and not onboarding', () => {
    expect(settingsRedirect(false, false)).toBe('/packages');
    expect(settingsRedirect(false, true)).toBe('/packages/new?onboarding=true');
  });

  it('stays on the price page while the plain price is on sale', () => {
    expect(settingsRedirect(true, false)).toBeNull();
    expect(settingsRedirect(true, true)).toBeNull();
  });
});
