import type { Clock } from '../shared/domain/clock.js';

/** The seed's clock: it walks through two years of history, never backwards. */
export class VirtualClock implements Clock {
  private time: number;

  constructor(start: Date) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  /** Moves to `at` (later only: events of a stream stay in time order). */
  moveTo(at: Date | number): Date {
    const target = typeof at === 'number' ? at : at.getTime();
    if (target > this.time) this.time = target;
    return this.now();
  }
}
