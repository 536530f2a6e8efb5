/** The answer of `take`: allowed, or refused until the window ends. */
export type Take =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Counts events per key: over a sliding window (failed sign-ins per ip and per login, reset
 * requests, PIN recovery attempts), and as throttles that admit at most `limit` requests per
 * fixed window (chat messages, tips, top-ups per account and per source). In memory for the
 * embedded deployment (one process); on the read store (MongoDB) where several app instances
 * share the counts (ReadStoreRateLimiter).
 *
 * @example
 * if ((await limiter.count(`signin:ip:${ip}`, 60_000, now)) >= 5) throw tooMany;
 * await limiter.record(`signin:ip:${ip}`, now);
 * const take = await limiter.take(`throttle:chat:user:${userId}`, 20, 10_000, now);
 */
export interface RateLimiter {
  /**
   * Counts one request against `limit` per window of `windowMs` (windows start at multiples of
   * `windowMs` since the epoch), atomically: of any number of concurrent takes, across
   * instances, at most `limit` per window are allowed. A refused take counts nothing.
   */
  take(key: string, limit: number, windowMs: number, now: Date): Promise<Take>;
  record(key: string, now: Date): Promise<void>;
  /** Events recorded for the key within the last `windowMs`. */
  count(key: string, windowMs: number, now: Date): Promise<number>;
  /** When the key's newest event within the horizon happened (null when none): backoff waits count from it. */
  latest(key: string, now: Date): Promise<Date | null>;
  reset(key: string): Promise<void>;
}

export const RATE_LIMITER = Symbol('RateLimiter');

/** Longest window any caller uses (the backoffs count a day); older entries are dropped. */
export const RATE_LIMIT_HORIZON_MS = 24 * 60 * 60_000;
const HORIZON_MS = RATE_LIMIT_HORIZON_MS;
const MAX_KEYS = 100_000;
const MAX_ENTRIES_PER_KEY = 1_000;

/** When the window holding `now` began, and how long until it ends. */
export function fixedWindow(windowMs: number, now: Date): { start: number; remainingMs: number } {
  const at = now.getTime();
  const start = at - (at % windowMs);
  return { start, remainingMs: start + windowMs - at };
}

export class InMemoryRateLimiter implements RateLimiter {
  private readonly entries = new Map<string, number[]>();
  private readonly windows = new Map<string, { start: number; count: number }>();

  take(key: string, limit: number, windowMs: number, now: Date): Promise<Take> {
    const { start, remainingMs } = fixedWindow(windowMs, now);
    const current = this.windows.get(key);
    const window = current?.start === start ? current : { start, count: 0 };
    if (window.count >= limit)
      return Promise.resolve({ allowed: false, retryAfterMs: remainingMs });
    window.count++;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return Promise.resolve({ allowed: true });
  }

  record(key: string, now: Date): Promise<void> {
    const at = now.getTime();
    const list = this.prune(key, at);
    list.push(at);
    if (list.length > MAX_ENTRIES_PER_KEY) list.splice(0, list.length - MAX_ENTRIES_PER_KEY);
    this.entries.delete(key);
    this.entries.set(key, list);
    if (this.entries.size > MAX_KEYS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return Promise.resolve();
  }

  count(key: string, windowMs: number, now: Date): Promise<number> {
    const at = now.getTime();
    const list = this.prune(key, at);
    return Promise.resolve(list.filter((time) => time > at - windowMs).length);
  }

  latest(key: string, now: Date): Promise<Date | null> {
    const last = this.prune(key, now.getTime()).at(-1);
    return Promise.resolve(last === undefined ? null : new Date(last));
  }

  reset(key: string): Promise<void> {
    this.entries.delete(key);
    this.windows.delete(key);
    return Promise.resolve();
  }

  private prune(key: string, now: number): number[] {
    const list = (this.entries.get(key) ?? []).filter((time) => time > now - HORIZON_MS);
    if (list.length === 0) this.entries.delete(key);
    else this.entries.set(key, list);
    return list;
  }
}
