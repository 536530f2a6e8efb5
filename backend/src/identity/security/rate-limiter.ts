/**
 * Counts events per key over a sliding window (failed sign-ins per ip and per login, reset
 * requests, PIN recovery attempts). In memory by default; a shared store (Redis, MongoDB) can
 * replace it behind this port when the app runs as several processes.
 *
 * @example
 * if ((await limiter.count(`signin:ip:${ip}`, 60_000, now)) >= 5) throw tooMany;
 * await limiter.record(`signin:ip:${ip}`, now);
 */
export interface RateLimiter {
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

export class InMemoryRateLimiter implements RateLimiter {
  private readonly entries = new Map<string, number[]>();

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
    return Promise.resolve();
  }

  private prune(key: string, now: number): number[] {
    const list = (this.entries.get(key) ?? []).filter((time) => time > now - HORIZON_MS);
    if (list.length === 0) this.entries.delete(key);
    else this.entries.set(key, list);
    return list;
  }
}
