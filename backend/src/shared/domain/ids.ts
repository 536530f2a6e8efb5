import { randomFillSync } from 'node:crypto';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';

/** Where new ids come from; deciders receive ids as values, never generate them. */
export interface IdGenerator {
  /** A new time-ordered UUIDv7. */
  next(): string;
}

/** Random bytes for ids, drawn from the system 4 KiB at a time (256 ids per draw). */
const pool = Buffer.allocUnsafe(4_096);
let used = pool.length;
/** The last id's millisecond and counter: ids made in the same millisecond still ascend. */
const last = { msecs: -Infinity, seq: 0 };

/**
 * A new UUIDv7 (RFC 9562: 48-bit millisecond time, then a counter seeded at random each
 * millisecond, then random bits), ascending within this process as uuid's own v7 is. uuid's
 * v7 asks the system for 16 random bytes per id (crypto.getRandomValues: about 7 µs, a few
 * percent of a command); this takes them from a pooled buffer, as Node's randomUUID does.
 */
export function newId(): string {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const random = pool.subarray(used, used + 16);
  used += 16;
  const now = Date.now();
  if (now > last.msecs) {
    last.msecs = now;
    // 31 random bits, as uuid seeds its counter: room to count up within the millisecond.
    last.seq = random.readUInt32BE(6) & 0x7f_ff_ff_ff;
  } else {
    last.seq = (last.seq + 1) | 0;
    if (last.seq === 0) last.msecs++;
  }
  return uuidv7({ random, msecs: last.msecs, seq: last.seq });
}

export const systemIds: IdGenerator = { next: newId };

const KEYED_NAMESPACE = '6f1c6b1e-4d5a-4c1e-9a51-5b8c0f7a2d10';

/**
 * A stable id derived from a caller's idempotency key, so that a repeated command targets the
 * same new aggregate instead of creating a second one.
 */
export function idFromKey(...parts: readonly string[]): string {
  return uuidv5(parts.join('\u0000'), KEYED_NAMESPACE);
}
