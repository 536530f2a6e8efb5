import type { Clock } from '../shared/domain/clock.js';

/**
 * A clock tests move by hand (timeouts, expiry, rate-limit windows) instead of waiting.
 *
 * @example
 * const clock = new ManualClock();
 * const t = await startTestApp({ clock });
 * clock.advance(61 * 60_000);
 */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
