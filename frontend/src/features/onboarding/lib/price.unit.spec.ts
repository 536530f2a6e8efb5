import { describe, expect, it } from '@jest/globals';
import type { OfferingSettings } from '@flirtwire/contracts';
import { checkPrice, priceInput } from './price';

const settings = (rate: number | null): OfferingSettings => ({
  offering: rate === null ? null : { id: 'o1', rate },
  min_rate: 399,
  max_rate: 5000,
  available: true,
});

describe('the subscription price', () => {
  it('blocks Save when nothing is typed, the amount is bad, out of range or unchanged', () => {
    expect(checkPrice('', settings(null))).toMatchObject({ blocked: true, error: null });
    expect(checkPrice('abc', settings(null))).toMatchObject({
      blocked: true,
      error: 'Please enter an amount in dollars, with up to 2 decimals.',
    });
    expect(checkPrice('3.98', settings(null))).toMatchObject({
      blocked: true,
      error: 'Minimum $3.99 USD',
    });
    expect(checkPrice('50.01', settings(null))).toMatchObject({
      blocked: true,
      error: 'Maximum $50 USD',
    });
    expect(checkPrice('9.99', settings(999))).toMatchObject({ blocked: true, error: null });
  });

  it('allows a new price in range, and marks a raise over the current one', () => {
    expect(checkPrice('$9.99', settings(null))).toEqual({
      cents: 999,
      error: null,
      blocked: false,
      increase: false,
    });
    expect(checkPrice('3.99', settings(999))).toMatchObject({ blocked: false, increase: false });
    expect(checkPrice('50', settings(999))).toMatchObject({ blocked: false, increase: true });
  });

  it('writes cents back as dollars', () => {
    expect(priceInput(999)).toBe('9.99');
    expect(priceInput(5000)).toBe('50.00');
  });
});
