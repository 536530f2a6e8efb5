import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { api, lastWritePosition, readAfterNotice, rememberPosition } from './api-client';

interface Sent {
  readonly url: string;
  readonly method: string;
}

const sent: Sent[] = [];
let answer: unknown = {};
const realFetch = globalThis.fetch;
const realDocument = (globalThis as { document?: unknown }).document;

beforeEach(() => {
  sent.length = 0;
  answer = {};
  (globalThis as { document?: unknown }).document = { cookie: 'fw_csrf=token' };
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ url, method: init?.method ?? 'GET' });
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
  (globalThis as { document?: unknown }).document = realDocument;
});

const afterOf = (url: string) => new URL(url, 'http://app.test').searchParams.get('after');

describe('read-your-writes in the API client (one place for every feature)', () => {
  it('remembers the position a command answers with, and every later query reads after it', async () => {
    answer = { streamId: 's', revision: 3, position: 41 };
    await api('/client_api/customers/tags', { method: 'POST', body: { name: 'VIP' } });
    expect(lastWritePosition()).toBe(41);

    answer = {};
    await api('/client_api/earnings', { query: { period: 'day' } });
    await api('/client_api/customers/search', { method: 'POST', reads: true, body: {} });
    expect(sent.slice(1).map((request) => afterOf(request.url))).toEqual(['41', '41']);
  });

  it('never goes back to an older position, and a query answer is not a write', async () => {
    rememberPosition(50);
    answer = { position: 7 };
    await api('/client_api/customers/search', { method: 'POST', reads: true, body: {} });
    answer = { position: 9 };
    await api('/client_api/customers/notes', { method: 'POST', body: {} });
    expect(lastWritePosition()).toBe(50);
  });

  it('sends no after with a command, and an explicit after wins', async () => {
    await api('/client_api/customers/notes', { method: 'POST', body: {} });
    await api('/client_api/user', { after: null });
    await api('/client_api/user', { after: 99 });
    expect(sent.map((request) => afterOf(request.url))).toEqual([null, null, '99']);
  });

  it("reads a notice's refetches after its position without making it a write", async () => {
    rememberPosition(60);
    const started = readAfterNotice(80, () => [
      api('/client_api/subscriptions'),
      api('/client_api/customers/search', { method: 'POST', reads: true, body: {} }),
    ]);
    await Promise.all(started);
    expect(lastWritePosition()).toBe(60);
    await api('/client_api/earnings');
    expect(sent.map((request) => afterOf(request.url))).toEqual(['80', '80', '60']);
  });

  it('never reads a notice older than the last write', async () => {
    rememberPosition(90);
    await readAfterNotice(70, () => api('/client_api/subscriptions'));
    expect(sent.map((request) => afterOf(request.url))).toEqual(['90']);
  });
});
