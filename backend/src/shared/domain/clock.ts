/** Where "now" comes from; deciders and projections receive time as a value. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const CLOCK = Symbol('Clock');
export const ID_GENERATOR = Symbol('IdGenerator');
