import { describe, expect, it } from '@jest/globals';
import { Backoff } from './runner-track.js';

describe('the runner backoff (one for reads, batches and switches)', () => {
  it('waits 100 ms, doubling to at most 30 s, and starts over after a success', () => {
    const backoff = new Backoff();
    const waits = Array.from({ length: 11 }, () => backoff.next());
    expect(waits).toEqual([
      100, 200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 30_000, 30_000,
    ]);
    backoff.reset();
    expect(backoff.next()).toBe(100);
  });
});
