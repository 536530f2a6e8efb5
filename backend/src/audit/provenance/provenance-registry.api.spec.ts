import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  ComputedProvenanceResponse,
  FiguresResponse,
  ProvenanceResponse,
} from '@flirtwire/contracts';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import { makeCustomer, makeFlirt, sendBonus } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** Provenance over the product's own registered projections (no declaration needed). */
describe('figure provenance over the registered read models', () => {
  let t: TestApp;
  let auditor: SignedInUser;
  let customer: SignedInUser;
  let creatorId = '';
  const positions: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    auditor = await signUp(t);
    await grantRole(t, admin, auditor.userId, 'auditor');
    creatorId = (await makeFlirt(t, admin)).userId;
    customer = await makeCustomer(t);
    for (const amount of ['12.50', '7.50']) {
      positions.push((await sendBonus(t, customer, creatorId, amount)).position);
    }
    await t.app.get(ProjectionHost).waitFor(null, positions[1] ?? 0, 5_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it("recomputes a customer's Last 90D $ from the tips, independently of customer-rows", async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/audit/provenance?collection=customer_rows&id=${creatorId}:${customer.userId}&field=e90`,
      headers: auditor.headers,
    });
    expect(response.statusCode).toBe(200);
    const trace = response.json<ProvenanceResponse>();
    expect(trace).toMatchObject({
      projection: 'customer-rows',
      method: 'declared',
      label: 'Last 90D $ (cents)',
      displayed: 2000,
      recomputed: 2000,
      matches: true,
    });
    expect(trace.events.map((e) => e.position)).toEqual(positions);
  });

  it('traces any other field of a row by re-running customer-rows with a recorder', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/audit/provenance?collection=customer_rows&id=${creatorId}:${customer.userId}&field=lt`,
      headers: auditor.headers,
    });
    expect(response.statusCode).toBe(200);
    const trace = response.json<ProvenanceResponse>();
    expect(trace).toMatchObject({ method: 'replay', displayed: 2000, recomputed: 2000 });
    expect(trace.events.map((e) => e.position)).toEqual(expect.arrayContaining(positions));
  });

  describe('an earnings total, computed at query time', () => {
    const computed = (query: string) =>
      t.inject({
        method: 'GET',
        url: `/audit/provenance/computed?${query}`,
        headers: auditor.headers,
      });

    it('is listed among the figures an auditor can trace', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/audit/figures',
        headers: auditor.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<FiguresResponse>().computed).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            key: 'earnings.net',
            subjectKind: 'flirt',
            projection: 'earnings',
          }),
        ]),
      );
    });

    it('recomputes gross and net from the tips, beside what the read model adds up', async () => {
      const gross = await computed(`figure=earnings.gross&subjectId=${creatorId}`);
      expect(gross.statusCode).toBe(200);
      const trace = gross.json<ComputedProvenanceResponse>();
      expect(trace).toMatchObject({
        figure: 'earnings.gross',
        displayed: 2000,
        recomputed: 2000,
        matches: true,
        eventsTotal: 2,
      });
      expect(trace.events.map((e) => [e.position, e.type])).toEqual(
        positions.map((p) => [p, 'TipSent']),
      );
      expect(trace.asOfPosition).toBeGreaterThanOrEqual(positions[1] ?? 0);

      const net = await computed(`figure=earnings.net&subjectId=${creatorId}&part=Tributes`);
      expect(net.json<ComputedProvenanceResponse>()).toMatchObject({
        part: 'Tributes',
        displayed: 1400,
        recomputed: 1400,
        matches: true,
      });
    });

    it('keeps to the chosen days', async () => {
      const before = await computed(
        `figure=earnings.gross&subjectId=${creatorId}&from=2020-01-01&to=2020-12-31`,
      );
      expect(before.json<ComputedProvenanceResponse>()).toMatchObject({
        displayed: 0,
        recomputed: 0,
        matches: true,
        eventsTotal: 0,
      });
      const window = await computed(
        `figure=earnings.gross&subjectId=${creatorId}&from=2020-01-01&to=2099-12-31`,
      );
      expect(window.json<ComputedProvenanceResponse>()).toMatchObject({ recomputed: 2000 });
    });

    it('refuses an unknown figure, an unknown part and days in the wrong order', async () => {
      expect((await computed(`figure=earnings.tips&subjectId=${creatorId}`)).statusCode).toBe(404);
      const part = await computed(`figure=earnings.net&subjectId=${creatorId}&part=Flowers`);
      expect(part.statusCode).toBe(400);
      expect(
        part.json<{ error: { fields: Record<string, string> } }>().error.fields,
      ).toHaveProperty('part');
      const days = await computed(
        `figure=earnings.net&subjectId=${creatorId}&from=2026-02-01&to=2026-01-01`,
      );
      expect(days.statusCode).toBe(400);
      expect((await computed('figure=earnings.net&subjectId=nope')).statusCode).toBe(400);
    });
  });
});
