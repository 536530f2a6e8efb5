import { canonicalJson, IDEMPOTENCY_KEY_HEADER } from '@flirtwire/contracts';
import { useState } from 'react';
import { ApiRequestError } from './api-client';

/*
 * One `Idempotency-Key` per intent, for every paid action of the page (issue 30 item 7).
 *
 * The rule:
 * - An intent starts when its dialog or composer mounts (a reopened dialog is a new intent), when
 *   its scope changes (another package's dialog, another listing), or on `renew()`.
 * - Within an intent, one request (its path and body, compared as canonical JSON) has one key. It
 *   is sent again on every double click and every retry while the server has not answered it:
 *   still in flight, no answer (network, aborted), or a 5xx (the server keeps no record of those,
 *   and a retry with the key runs the purchase at most once).
 * - An answer spends the key: a 2xx (done: the server would only replay it) or a 4xx (refused,
 *   nothing changed: the corrected or retried request, e.g. after adding a card, is a new request
 *   and must not replay the refusal). The next send of the intent gets a fresh key.
 * - A changed request (another amount, another message) is a new request with its own key: the
 *   server binds a key to its request and would refuse the old key with 422.
 */

/** A fresh key: 32 hex digits from the browser's random source (also on plain http, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header that carries a key, for `api(path, { headers })`. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}

/**
 * Whether a failure is the server's answer (a 4xx: the request was refused and changed nothing)
 * rather than an unknown outcome (no answer, or a 5xx) that must be retried with the same key.
 */
export function isAnswer(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** The keys of one intent. */
export interface Intent {
  /** The key this request of the intent is sent with now (the same until it is answered). */
  keyFor(request: unknown): string;
  /**
   * Sends one request of the intent: `call` gets the request's key and sends it in the
   * `Idempotency-Key` header; an answer (success or a 4xx) spends the key.
   */
  send<T>(request: unknown, call: (key: string) => Promise<T>): Promise<T>;
  /** Starts a new intent: every request gets a fresh key from now on. */
  renew(): void;
}

/** The intent outside React (the hook keeps one per mounted dialog or composer). */
export function createIntent(makeKey: () => string = newIdempotencyKey): Intent {
  // Request (canonical JSON) → its unanswered key.
  let keys = new Map<string, string>();

  function keyFor(request: unknown): string {
    const fingerprint = canonicalJson(request);
    let key = keys.get(fingerprint);
    if (key === undefined) {
      key = makeKey();
      keys.set(fingerprint, key);
    }
    return key;
  }

  function spend(request: unknown, key: string): void {
    const fingerprint = canonicalJson(request);
    // A late answer to a key already replaced (by renew) leaves the newer key alone.
    if (keys.get(fingerprint) === key) keys.delete(fingerprint);
  }

  return {
    keyFor,
    async send<T>(request: unknown, call: (key: string) => Promise<T>): Promise<T> {
      const key = keyFor(request);
      try {
        const result = await call(key);
        spend(request, key);
        return result;
      } catch (error) {
        if (isAnswer(error)) spend(request, key);
        throw error;
      }
    },
    renew() {
      keys = new Map();
    },
  };
}

/**
 * The intent of the dialog or composer that calls it: stable while it stays mounted, new when it
 * mounts again (a reopened dialog) or when `scope` changes (e.g. the package whose dialog is open).
 *
 * @example
 * const intent = useIntentKey();
 * useMutation({ mutationFn: (body) => intent.send(body, (key) => sendTip(body, key)) });
 */
export function useIntentKey(scope?: unknown): Intent {
  const [current, setCurrent] = useState(() => ({ scope, intent: createIntent() }));
  if (!Object.is(current.scope, scope)) {
    // React's pattern for state that follows a prop: set during render, rendered again at once.
    const next = { scope, intent: createIntent() };
    setCurrent(next);
    return next.intent;
  }
  return current.intent;
}
