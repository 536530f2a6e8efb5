import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { callStreamId, type CallView } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { makeCaller, phoneListing } from '../test-support/calls.js';
import { signInAdmin } from '../test-support/identity.js';
import { makeFlirt, sandboxCharges } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** TELEPHONY_PROVIDER=none (production's default): no sandbox controls, every call fails unbilled. */
describe('calls without a telephony provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { TELEPHONY_PROVIDER: 'none' } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('fails the call at once, bills nothing, and hides the sandbox controls', async () => {
    const admin = await signInAdmin(t);
    const flirt = await makeFlirt(t, admin);
    const listingId = await phoneListing(t, flirt, admin, 299);
    const customer = await makeCaller(t);
    const started = await t.inject({
      method: 'POST',
      url: `/client_api/listings/${listingId}/calls`,
      headers: customer.headers,
    });
    expect(started.statusCode).toBe(201);
    const { token, position } = started.json<{ token: string; position: number }>();
    const view = await t.inject({
      method: 'GET',
      url: `/client_api/listings/${listingId}/calls/${token}?after=${String(position)}`,
      headers: customer.headers,
    });
    expect(view.json<CallView>()).toMatchObject({ state: 'failed', sandbox: false });
    const store = t.app.get<EventStore>(EVENT_STORE);
    const types = (await store.readStream(callStreamId(token))).map((e) => e.type);
    expect(types).toEqual(['CallRequested', 'CallFailed']);
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey === callStreamId(token))).toEqual([]);

    const control = await t.inject({
      method: 'POST',
      url: `/sandbox-telephony/calls/${token}`,
      headers: customer.headers,
      payload: { action: 'connect' },
    });
    expect(control.statusCode).toBe(404);
  });
});
