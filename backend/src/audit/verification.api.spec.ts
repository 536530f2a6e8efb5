import { tipStreamId } from '@flirtwire/contracts';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditRunView, ChainReport, ReplayReport } from '@flirtwire/contracts';
import Database from 'better-sqlite3';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { noisyTipsProjection, tipTotalsWithFigures } from '../test-support/audit-projections.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../test-support/identity.js';
import { makeCustomer, makeFlirt, sendBonus } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { AuditRuns } from './runs/audit-runs.js';

describe('verification catches what is wrong', () => {
  let t: TestApp;
  let store: EventStore;
  let auditor: SignedInUser;
  let customer: SignedInUser;
  let creatorId = '';
  const tips: { position: number; tipId: string }[] = [];
  const tipStream = () => tipStreamId(customer.userId, creatorId);

  async function run(url: string, payload: object): Promise<AuditRunView> {
    const started = await t.inject({ method: 'POST', url, payload, headers: auditor.headers });
    expect(started.statusCode).toBe(202);
    const { runId } = started.json<AuditRunView>();
    await t.app.get(AuditRuns).finished(runId);
    return (
      await t.inject({ method: 'GET', url: `/audit/runs/${runId}`, headers: auditor.headers })
    ).json<AuditRunView>();
  }

  beforeAll(async () => {
    t = await startTestApp({ projections: [tipTotalsWithFigures(), noisyTipsProjection()] });
    const admin = await signInAdmin(t);
    auditor = await signUp(t);
    await grantRole(t, admin, auditor.userId, 'auditor');
    creatorId = (await makeFlirt(t, admin)).userId;
    customer = await makeCustomer(t);
    store = t.app.get<EventStore>(EVENT_STORE);
    for (const amount of ['5', '6', '7'])
      tips.push(await sendBonus(t, customer, creatorId, amount));
    await t.app.get(ProjectionHost).waitFor(null, tips[2]?.position ?? 0, 5_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it('catches a projection that reads the clock or Math.random, naming the events involved', async () => {
    const replay = await run('/audit/replays', {});
    expect(replay.status).toBe('failed');
    const report = replay.report as ReplayReport;
    expect(report.projections.map((p) => [p.name, p.status])).toEqual([
      ['tip-totals', 'equal'],
      ['noisy-tips', 'different'],
    ]);
    expect(report.projections[1]?.collections[0]).toMatchObject({
      collection: 'noisy_tips',
      live: 3,
      rebuilt: 3,
      differing: 3,
      equal: 0,
    });
    expect(report.findings).toHaveLength(3);
    for (const finding of report.findings) {
      const tip = tips.find((candidate) => candidate.tipId === finding.documentId);
      expect(finding).toMatchObject({
        projection: 'noisy-tips',
        kind: 'differing',
        eventsTotal: 1,
      });
      expect(finding.fields.map((field) => field.path)).toContain('noise');
      expect(finding.events).toEqual([
        expect.objectContaining({
          type: 'TipSent',
          position: tip?.position,
          streamId: tipStream(),
        }),
      ]);
    }
  });

  it('names the stream and revision of an event rewritten behind the application’s back', async () => {
    const [, target] = await store.readStream(tipStream());
    const db = new Database(join(t.dataDir, 'events.db'));
    try {
      db.prepare(
        `UPDATE events SET data = json_set(data, '$.amountCents', 99999) WHERE id = ?`,
      ).run(target?.id);
    } finally {
      db.close();
    }

    const one = await t.inject({
      method: 'GET',
      url: `/audit/streams/${tipStream()}/verification`,
      headers: auditor.headers,
    });
    expect(one.json()).toEqual({
      ok: false,
      streamId: tipStream(),
      revision: 1,
      position: target?.position,
      reason: 'hash does not match the event content',
    });

    const all = await run('/audit/chain-verifications', {});
    expect(all.status).toBe('failed');
    const chains = all.report as ChainReport;
    expect(chains.failures).toEqual([
      {
        streamId: tipStream(),
        revision: 1,
        position: target?.position,
        reason: 'hash does not match the event content',
      },
    ]);
    expect(chains.streams).toBeGreaterThan(1);

    // The rebuilt total now differs from the live one, and the finding names the events.
    const replay = await run('/audit/replays', { projections: ['tip-totals'] });
    const finding = (replay.report as ReplayReport).findings[0];
    expect(finding).toMatchObject({
      collection: 'tip_totals',
      kind: 'differing',
      fields: [{ path: 'totalCents', live: 1800, rebuilt: 99999 + 500 + 700 }],
    });
    expect(finding?.events.map((e) => e.position)).toEqual(tips.map((tip) => tip.position));
  });
});
