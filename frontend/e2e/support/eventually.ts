import { ACTION_TIMEOUT_MS } from './browser';

/**
 * Waits until `read()` gives a value that satisfies `check` (the browser catches up: rows load,
 * a live notice lands), then returns it; fails with the last value seen. It waits for a state,
 * never asserts how long anything took.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  timeoutMs = ACTION_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let failure: string | null;
  for (;;) {
    try {
      last = await read();
      failure = null;
      if (check(last)) return last;
    } catch (error) {
      failure = error instanceof Error ? error.message : 'failed';
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: still not there; last seen ${JSON.stringify(last)}${failure ? ` (${failure})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
