import { describe, expect, it } from '@jest/globals';
import { InMemoryRateLimiter } from './rate-limiter.js';

describe('in-memory rate limiter', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 2, 15, 12, 0, seconds));

  it('counts events per key inside a sliding window', async () => {
    const limiter = new InMemoryRateLimiter();
    for (const second of [0, 10, 20, 50]) await limiter.record('k', at(second));
    await limiter.record('other', at(10));
    expect(await limiter.count('k', 60_000, at(55))).toBe(4);
    expect(await limiter.count('k', 60_000, at(65))).toBe(3);
    expect(await limiter.count('k', 60_000, at(111))).toBe(0);
    expect(await limiter.count('other', 60_000, at(55))).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const limiter = new InMemoryRateLimiter();
    await limiter.record('k', at(0));
    await limiter.reset('k');
    expect(await limiter.count('k', 60_000, at(1))).toBe(0);
  });
});
