import { describe, expect, it } from '@jest/globals';
import { validate, version } from 'uuid';
import { idFromKey, newId } from './ids.js';

describe('new ids', () => {
  it('are valid version-7 UUIDs, all different, ascending as they are made', () => {
    // More than one pool of random bytes (256 ids per draw), within few milliseconds.
    const ids = Array.from({ length: 2_000 }, () => newId());
    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carry the time they were made in their first 48 bits', () => {
    const before = Date.now();
    const id = newId();
    const millis = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });

  it('derive the same id from the same idempotency key, and another from another', () => {
    expect(idFromKey('tip', 'a', 'k1')).toBe(idFromKey('tip', 'a', 'k1'));
    expect(idFromKey('tip', 'a', 'k1')).not.toBe(idFromKey('tip', 'a', 'k2'));
  });
});
