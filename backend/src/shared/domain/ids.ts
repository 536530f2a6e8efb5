import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';

/** Where new ids come from; deciders receive ids as values, never generate them. */
export interface IdGenerator {
  /** A new time-ordered UUIDv7. */
  next(): string;
}

export const systemIds: IdGenerator = { next: () => uuidv7() };

const KEYED_NAMESPACE = '6f1c6b1e-4d5a-4c1e-9a51-5b8c0f7a2d10';

/**
 * A stable id derived from a caller's idempotency key, so that a repeated command targets the
 * same new aggregate instead of creating a second one.
 */
export function idFromKey(...parts: readonly string[]): string {
  return uuidv5(parts.join('\u0000'), KEYED_NAMESPACE);
}
