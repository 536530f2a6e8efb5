import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RateLimiter } from './rate-limiter.js';

/**
 * The one contract of the rate limiter port, run against every adapter. An adapter shared by
 * several app instances (`shared`) also hands a `peer`: a second limiter over the same store
 * (another instance), which must agree with the first on every count.
 */
export function describeRateLimiterContract(
  name: string,
  open: () => Promise<{ limiter: RateLimiter; peer?: RateLimiter; dispose: () => Promise<void> }>,
  { shared = false }: { readonly shared?: boolean } = {},
): void {
  describe(`rate limiter: ${name}`, () => {
    let limiter: RateLimiter;
    let peer: RateLimiter | undefined;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ limiter, peer, dispose } = await open());
    });
    afterAll(async () => {
      await dispose();
    });
    const at = (seconds: number) => new Date(Date.UTC(2026, 2, 15, 12, 0, seconds));

    it('counts events per key inside a sliding window', async () => {
      for (const second of [0, 10, 20, 50]) await limiter.record('k', at(second));
      await limiter.record('other', at(10));
      expect(await limiter.count('k', 60_000, at(55))).toBe(4);
      expect(await limiter.count('k', 60_000, at(65))).toBe(3);
      expect(await limiter.count('k', 60_000, at(111))).toBe(0);
      expect(await limiter.count('other', 60_000, at(55))).toBe(1);
      expect(await limiter.latest('k', at(55))).toEqual(at(50));
      expect(await limiter.latest('nobody', at(55))).toBeNull();
    });

    it('forgets a key on reset', async () => {
      await limiter.record('gone', at(0));
      await limiter.reset('gone');
      expect(await limiter.count('gone', 60_000, at(1))).toBe(0);
    });

    it('admits `limit` takes per fixed window, refuses the rest until the window ends', async () => {
      const take = (second: number) => limiter.take('throttle', 3, 10_000, at(second));
      expect(await take(0)).toEqual({ allowed: true });
      expect(await take(2)).toEqual({ allowed: true });
      expect(await take(9)).toEqual({ allowed: true });
      expect(await take(9)).toEqual({ allowed: false, retryAfterMs: 1_000 });
      // A refusal counts nothing; the next window starts afresh.
      expect(await limiter.take('throttle', 3, 10_000, at(10))).toEqual({ allowed: true });
      expect(await limiter.take('another', 3, 10_000, at(10))).toEqual({ allowed: true });
    });

    it('admits exactly `limit` of many concurrent takes', async () => {
      const takes = await Promise.all(
        Array.from({ length: 40 }, () => limiter.take('burst', 7, 60_000, at(30))),
      );
      expect(takes.filter((t) => t.allowed)).toHaveLength(7);
      expect(takes.filter((t) => !t.allowed)).toHaveLength(33);
    });

    // The in-memory adapter serves one process (the embedded deployment): no peer to agree with.
    if (shared)
      it('counts with its peer instance as one: throttles, sliding counts and resets', async () => {
        const other = peer;
        if (!other) throw new Error('a shared adapter hands a peer');
        const takes = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (i % 2 === 0 ? limiter : other).take('shared-burst', 5, 60_000, at(30)),
          ),
        );
        expect(takes.filter((t) => t.allowed)).toHaveLength(5);
        expect(await limiter.take('shared-burst', 5, 60_000, at(31))).toMatchObject({
          allowed: false,
        });
        await limiter.record('shared', at(0));
        await other.record('shared', at(5));
        expect(await other.count('shared', 60_000, at(10))).toBe(2);
        expect(await limiter.latest('shared', at(10))).toEqual(at(5));
        await other.reset('shared');
        expect(await limiter.count('shared', 60_000, at(10))).toBe(0);
      });
  });
}
