import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { backoffWaitMs, PIN_BACKOFF_PER_PHONE, sourceKey, waitText } from './attempt-limits.js';
import { InMemoryRateLimiter } from './rate-limiter.js';

describe('abuse limit rules', () => {
  const now = new Date('2026-03-15T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('lets the free failures through, then doubles the wait after the newest one, up to a day', () => {
    expect(backoffWaitMs(4, ago(0), now, PIN_BACKOFF_PER_PHONE)).toBe(0);
    expect(backoffWaitMs(5, ago(0), now, PIN_BACKOFF_PER_PHONE)).toBe(60_000);
    expect(backoffWaitMs(5, ago(60_000), now, PIN_BACKOFF_PER_PHONE)).toBe(0);
    expect(backoffWaitMs(7, ago(60_000), now, PIN_BACKOFF_PER_PHONE)).toBe(3 * 60_000);
    expect(backoffWaitMs(40, ago(0), now, PIN_BACKOFF_PER_PHONE)).toBe(24 * 60 * 60_000);
    expect(backoffWaitMs(9, null, now, PIN_BACKOFF_PER_PHONE)).toBe(0);
  });

  it('says the wait in whole minutes, or hours when long', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(61_000)).toBe('2 minutes');
    expect(waitText(4 * 60 * 60_000)).toBe('4 hours');
  });

  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(sourceKey('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceKey('2001:db8:0:12:a:b:c:d')).toBe('2001:db8:0:12::/64');
    expect(sourceKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(sourceKey('2001:0db8::')).toBe('2001:db8:0:0::/64');
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
  });

  it('remembers the newest event of a key for a day', async () => {
    const limiter = new InMemoryRateLimiter();
    expect(await limiter.latest('k', now)).toBeNull();
    await limiter.record('k', ago(2 * 60 * 60_000));
    await limiter.record('k', ago(60_000));
    expect(await limiter.latest('k', now)).toEqual(ago(60_000));
    expect(await limiter.count('k', 24 * 60 * 60_000, now)).toBe(2);
    expect(await limiter.latest('k', new Date(now.getTime() + 24 * 60 * 60_000))).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default and takes addresses, CIDR ranges and named ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,fd00::/8 ,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else at boot, naming the variable', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: .*not an IP address/);
    }
  });
});
