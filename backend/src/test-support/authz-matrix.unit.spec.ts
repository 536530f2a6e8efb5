import { describe, expect, it } from '@jest/globals';
import { amountSecrets } from './authz-matrix.js';

describe('amountSecrets', () => {
  const leaks = (body: string) => amountSecrets('43.21').some((secret) => secret.test(body));

  it('finds the amount in cents or in dollars wherever an answer would show it', () => {
    expect(leaks('{"amount_cents":4321,"x":1}')).toBe(true);
    expect(leaks('[4321]')).toBe(true);
    expect(leaks('{"amount":"43.21"}')).toBe(true);
    expect(leaks('You paid $43.21')).toBe(true);
  });

  it('takes no id or timestamp that happens to hold the digits for a leak', () => {
    // The matrix once failed on a subscription id "33432185-ba4b-…".
    expect(leaks('{"id":"33432185-ba4b-5d92-9bf2-04b5b4f04eb0"}')).toBe(false);
    expect(leaks('{"id":"ab12-4321-cd34"}')).toBe(false);
    expect(leaks('{"at":"2026-12-04T16:12:43.215Z"}')).toBe(false);
    expect(leaks('{"cents":43210,"other":14321}')).toBe(false);
  });
});
