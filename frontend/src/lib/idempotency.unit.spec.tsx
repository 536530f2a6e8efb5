import { describe, expect, it } from '@jest/globals';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiRequestError } from './api-client';
import {
  createIntent,
  type Intent,
  isAnswer,
  newIdempotencyKey,
  useIntentKey,
} from './idempotency';

// The unit-test transform compiles JSX to React.createElement (Vite uses the automatic runtime).
Object.assign(globalThis, { React });

let counter = 0;
const numbered = () => `k${String(++counter)}`;
const refused = new ApiRequestError(422, 'validation_failed', 'No.', {}, null);
const serverFault = new ApiRequestError(500, 'http_500', 'Sorry.', {}, null);
const lost = new ApiRequestError(0, 'network_error', 'Offline.', {}, null);

/** Sends a request through the intent, answering with `outcome`; returns the key it carried. */
async function sendWith(intent: Intent, request: unknown, outcome: 'ok' | Error): Promise<string> {
  let sent = '';
  await intent
    .send(request, (key) => {
      sent = key;
      return outcome === 'ok' ? Promise.resolve(null) : Promise.reject(outcome);
    })
    .catch(() => undefined);
  return sent;
}

describe('one Idempotency-Key per intent', () => {
  it('makes keys the server accepts (visible ASCII, at most 255), a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('gives one request the same key while it is unanswered: in flight, lost, or a 5xx', async () => {
    const intent = createIntent(numbered);
    const body = { amount_text: '5.00' };
    const first = await sendWith(intent, body, lost);
    expect(await sendWith(intent, { amount_text: '5.00' }, serverFault)).toBe(first);
    expect(intent.keyFor(body)).toBe(first);
  });

  it('compares requests by content, whatever the order of their fields', () => {
    const intent = createIntent(numbered);
    expect(intent.keyFor({ a: 1, b: [1, 2] })).toBe(intent.keyFor({ b: [1, 2], a: 1 }));
    expect(intent.keyFor({ a: 2, b: [1, 2] })).not.toBe(intent.keyFor({ a: 1, b: [1, 2] }));
  });

  it('spends the key on an answer: a success or a 4xx refusal', async () => {
    const intent = createIntent(numbered);
    const paid = await sendWith(intent, 'tip', 'ok');
    const refusedKey = await sendWith(intent, 'tip', refused);
    expect(refusedKey).not.toBe(paid);
    expect(await sendWith(intent, 'tip', 'ok')).not.toBe(refusedKey);
  });

  it('renew() starts a new intent; a late answer to the old key leaves the new one alone', async () => {
    const intent = createIntent(numbered);
    let answerFirst: () => void = () => undefined;
    const first = intent.keyFor('message');
    const inFlight = intent.send(
      'message',
      () =>
        new Promise<null>((resolve) => {
          answerFirst = () => {
            resolve(null);
          };
        }),
    );
    intent.renew();
    const second = intent.keyFor('message');
    expect(second).not.toBe(first);
    answerFirst();
    await inFlight;
    expect(intent.keyFor('message')).toBe(second);
  });

  it('tells an answer (4xx) from an unknown outcome (no answer, 5xx, anything else)', () => {
    expect(isAnswer(refused)).toBe(true);
    expect([serverFault, lost, new Error('x'), null].map(isAnswer)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('the hook gives each mounting its own intent (a reopened dialog gets new keys)', () => {
    const seen: Intent[] = [];
    function Dialog() {
      seen.push(useIntentKey());
      return null;
    }
    renderToStaticMarkup(<Dialog />);
    renderToStaticMarkup(<Dialog />);
    const [first, second] = seen;
    expect(first?.keyFor('tip')).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.keyFor('tip')).not.toBe(first?.keyFor('tip'));
  });
});
