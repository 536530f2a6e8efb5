import { randomUUID } from 'node:crypto';
import type { ReadStore } from '@flirtwire/projections';
import { isDuplicateKey } from '../../infrastructure/idempotency/read-store-idempotency-records.js';
import { fixedWindow, RATE_LIMIT_HORIZON_MS, type RateLimiter, type Take } from './rate-limiter.js';

/** Counted events (sliding windows); the leading underscore keeps it out of the read models. */
const RATE_LIMIT_EVENTS = '_rate_limit_events';
/** Throttle slots: one document per request admitted in a fixed window. */
const THROTTLE_SLOTS = '_throttle_slots';
/** Expired documents are deleted at most this often per instance (reads ignore them anyway). */
const PURGE_EVERY_MS = 60_000;

interface EventDoc {
  _id: string;
  key: string;
  atMs: number;
  expiresAtMs: number;
}

interface SlotDoc {
  _id: string;
  key: string;
  start: number;
  expiresAtMs: number;
}

/**
 * The rate limiter on the read store, so that every app instance on one MongoDB counts
 * together. A throttle admits a request by inserting one of its window's `limit` slots, whose
 * ids are fixed (key, window, slot number): the unique `_id` lets at most `limit` inserts win
 * per window, however many instances race. Sliding counts are one document per event.
 */
export class ReadStoreRateLimiter implements RateLimiter {
  private ready: Promise<unknown> | null = null;
  private nextPurgeAt = 0;

  constructor(private readonly store: ReadStore) {}

  private get events() {
    return this.store.collection<EventDoc>(RATE_LIMIT_EVENTS);
  }

  private get slots() {
    return this.store.collection<SlotDoc>(THROTTLE_SLOTS);
  }

  async take(key: string, limit: number, windowMs: number, now: Date): Promise<Take> {
    await this.housekeeping(now);
    const { start, remainingMs } = fixedWindow(windowMs, now);
    // Start at the first slot probably free; a slot taken meanwhile sends us to the next one.
    for (let slot = await this.slots.countDocuments({ key, start }); slot < limit; slot++) {
      try {
        await this.slots.insertOne({
          _id: `${key}\u0000${start}\u0000${slot}`,
          key,
          start,
          expiresAtMs: start + windowMs,
        });
        return { allowed: true };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return { allowed: false, retryAfterMs: remainingMs };
  }

  async record(key: string, now: Date): Promise<void> {
    await this.housekeeping(now);
    const atMs = now.getTime();
    await this.events.insertOne({
      _id: randomUUID(),
      key,
      atMs,
      expiresAtMs: atMs + RATE_LIMIT_HORIZON_MS,
    });
  }

  async count(key: string, windowMs: number, now: Date): Promise<number> {
    await this.housekeeping(now);
    const from = now.getTime() - Math.min(windowMs, RATE_LIMIT_HORIZON_MS);
    return this.events.countDocuments({ key, atMs: { $gt: from } });
  }

  async latest(key: string, now: Date): Promise<Date | null> {
    await this.housekeeping(now);
    const [newest] = await this.events
      .find(
        { key, atMs: { $gt: now.getTime() - RATE_LIMIT_HORIZON_MS } },
        { sort: { atMs: -1 }, limit: 1 },
      )
      .toArray();
    return newest ? new Date(newest.atMs) : null;
  }

  async reset(key: string): Promise<void> {
    await this.events.deleteMany({ key });
    await this.slots.deleteMany({ key });
  }

  /** Indexes once, and expired documents out now and then. */
  private async housekeeping(now: Date): Promise<void> {
    this.ready ??= Promise.all([
      this.events.createIndex({ key: 1, atMs: 1 }, { name: 'key_at' }),
      this.events.createIndex({ expiresAtMs: 1 }, { name: 'expires' }),
      this.slots.createIndex({ key: 1, start: 1 }, { name: 'key_start' }),
      this.slots.createIndex({ expiresAtMs: 1 }, { name: 'expires' }),
    ]);
    await this.ready;
    if (now.getTime() < this.nextPurgeAt) return;
    this.nextPurgeAt = now.getTime() + PURGE_EVERY_MS;
    const expired = { expiresAtMs: { $lte: now.getTime() } };
    await Promise.all([this.events.deleteMany(expired), this.slots.deleteMany(expired)]);
  }
}
