import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { IDEMPOTENCY_KEY_HEADER } from '@flirtwire/contracts';
import { createIntent } from '@/lib/idempotency';
import { tipSender } from './send-tip';

/** What reached the network: each request's key (null when it carried none). */
const keys: (string | null)[] = [];
let answer: () => Promise<Response>;
const realFetch = globalThis.fetch;
const realDocument = (globalThis as { document?: unknown }).document;

const tipped = () =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        streamId: 'tip-1',
        revision: 0,
        position: 7,
        tipId: 't1',
        paid_from: 'card',
      }),
      { status: 201 },
    ),
  );
const cardRequired = () =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Please add a card.',
          fields: { card: 'You must have a credit card on file.' },
        },
      }),
      { status: 400 },
    ),
  );

beforeEach(() => {
  keys.length = 0;
  answer = tipped;
  (globalThis as { document?: unknown }).document = { cookie: 'fw_csrf=token' };
  globalThis.fetch = (_input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    keys.push(headers.get(IDEMPOTENCY_KEY_HEADER));
    return answer();
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
  (globalThis as { document?: unknown }).document = realDocument;
});

const five = { amount_text: '5.00', advisor_id: 'flirt-1', bonus_message: '' };

describe('a tip sends one Idempotency-Key per opening of the tribute dialog', () => {
  it('two submits of one dialog (a double click) send the same key', async () => {
    const send = tipSender(createIntent());
    await Promise.all([send(five), send(five)]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a retry after a lost answer sends the same key, so the server pays it once', async () => {
    const send = tipSender(createIntent());
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(send(five)).rejects.toMatchObject({ code: 'network_error' });
    answer = tipped;
    await send(five);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a reopened dialog sends a new key for the same tip', async () => {
    await tipSender(createIntent())(five);
    await tipSender(createIntent())(five);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('after a refusal (a card is needed) the tip sent again once a card is added has a new key', async () => {
    const send = tipSender(createIntent());
    answer = cardRequired;
    await expect(send(five)).rejects.toMatchObject({ status: 400 });
    answer = tipped;
    await send(five);
    // The same key would replay the stored refusal instead of paying with the new card.
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('another amount in the same dialog is another request with its own key', async () => {
    const send = tipSender(createIntent());
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(send(five)).rejects.toMatchObject({ code: 'network_error' });
    answer = tipped;
    await send({ ...five, amount_text: '6.00' });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
