import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ProvenanceResponse } from '@flirtwire/contracts';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import { makeCustomer, makeFlirt } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** Provenance over the product's own registered projections (no declaration needed). */
describe('figure provenance over the registered read models', () => {
  let t: TestApp;
  let auditor: SignedInUser;
  let customer: SignedInUser;
  /** A real Flirt (tips need an active Flirt and a card on file). */
  let creatorId = '';
  const positions: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    creatorId = (await makeFlirt(t, admin)).userId;
    customer = await makeCustomer(t);
    auditor = await signUp(t);
    await grantRole(t, admin, auditor.userId, 'auditor');
    for (const amount of ['12.50', '7.50']) {
      const response = await t.inject({
        method: 'POST',
        url: '/client_api/bonuses',
        headers: customer.headers,
        payload: { amount_text: amount, advisor_id: creatorId, bonus_message: 'hi' },
      });
      expect(response.statusCode).toBe(201);
      positions.push(response.json<{ position: number }>().position);
    }
    await t.app.get(ProjectionHost).waitFor(null, positions[1] ?? 0, 5_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it("traces a customer's Last 90D $ to the tips that make it, by re-running customer-rows", async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/audit/provenance?collection=customer_rows&id=${creatorId}:${customer.userId}&field=e90`,
      headers: auditor.headers,
    });
    expect(response.statusCode).toBe(200);
    const trace = response.json<ProvenanceResponse>();
    expect(trace).toMatchObject({
      projection: 'customer-rows',
      method: 'replay',
      displayed: 2000,
      recomputed: 2000,
      matches: true,
    });
    expect(trace.events.map((e) => e.position)).toEqual(positions);
  });
});
