import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditRunView, ReplayReport } from '@flirtwire/contracts';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { DEMO_SIGN_INS } from '../seed/identity.seed.js';
import {
  grantRole,
  type SignedInUser,
  signIn,
  signInAdmin,
  signUp,
} from '../test-support/identity.js';
import { makeCustomer, sandboxCharges } from '../test-support/money.js';
import { seededCopy, harnessTimeout } from '../test-support/seeded.js';
import { type ChildServer, startChildServer } from '../test-support/child-server.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The app in its own process on loopback, on a copy of the harness's seeded population (`small`:
 * two years of 2,000 customers, so queries, the crash and the rebuild meet a realistic store,
 * not an empty one): a bounded load test (autocannon, fixed concurrency)
 * over the main command and query endpoints with 0 errors, then kill -9 during a load of
 * commands and a restart on the same data folder: every command acknowledged with a 2xx has its
 * events, nothing is duplicated (also when every request is sent again with its
 * Idempotency-Key), and every read model equals a full rebuild. Figures are printed, never
 * asserted (speed belongs in `npm run bench`).
 */

const CONNECTIONS = 4;
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 300);

async function kill9(server: ChildServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

interface TipRequest {
  readonly key: string;
  readonly customer: SignedInUser;
  acked: { tipId: string; position: number } | null;
}

function sendTip(server: ChildServer, flirtId: string, request: TipRequest): Promise<Response> {
  const { customer } = request;
  return fetch(`${server.url}/client_api/bonuses`, {
    method: 'POST',
    headers: {
      ...customer.headers,
      'content-type': 'application/json',
      'idempotency-key': request.key,
    },
    body: JSON.stringify({ amount_text: '2.50', advisor_id: flirtId }),
  });
}

function tipEvents(dataDir: string): { tipId: string; key: string | null }[] {
  const db = new Database(join(dataDir, 'events.db'), { readonly: true });
  try {
    return db
      .prepare<[], { data: string; key: string | null }>(
        "SELECT data, idempotency_key AS key FROM events WHERE type = 'TipSent'",
      )
      .all()
      .map((row) => ({ tipId: (JSON.parse(row.data) as { tipId: string }).tipId, key: row.key }));
  } finally {
    db.close();
  }
}

describe('load and kill -9 on loopback', () => {
  let dataDir: string;
  let flirt: SignedInUser;
  let customers: SignedInUser[];
  let auditor: SignedInUser;
  let server: ChildServer | null = null;

  beforeAll(async () => {
    dataDir = (await seededCopy()).dataDir;
    // The people under load sign in (the demo Flirt, two years of customers behind their
    // searches) or are made through the real API in-process, then the app is stopped; their
    // sessions live in the data folder and keep working in the server process.
    const t: TestApp = await startTestApp({ dataDir });
    const admin = await signInAdmin(t);
    flirt = await signIn(t, DEMO_SIGN_INS.flirt.login, DEMO_SIGN_INS.flirt.password);
    customers = [];
    for (let i = 0; i < CONNECTIONS; i++) customers.push(await makeCustomer(t));
    auditor = await signUp(t);
    await grantRole(t, admin, auditor.userId, 'auditor');
    await t.close();
    server = await startChildServer(dataDir);
    // Seeding `small` takes minutes, more on a busy CI machine (or while another suite seeds).
  }, harnessTimeout(1_200_000));
  afterAll(async () => {
    if (server) await kill9(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'serves the main commands and queries at fixed concurrency with 0 errors',
    async () => {
      if (!server) throw new Error('no server');
      const rows: string[] = [];
      const run = async (
        name: string,
        path: string,
        options: Omit<autocannon.Options, 'url'>,
      ): Promise<autocannon.Result> => {
        const result = await autocannon({
          url: `${server?.url ?? ''}${path}`,
          connections: CONNECTIONS,
          amount: REQUESTS,
          ...options,
        });
        rows.push(
          `${name.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
        );
        return result;
      };
      const customer = customers[0];
      if (!customer) throw new Error('no customer');
      const json = { 'content-type': 'application/json' };
      const results = [
        await run('POST /client_api/bonuses (tip)', '/client_api/bonuses', {
          requests: [
            {
              method: 'POST',
              path: '/client_api/bonuses',
              headers: { ...customer.headers, ...json },
              body: JSON.stringify({ amount_text: '1.00', advisor_id: flirt.userId }),
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }),
        await run('POST /client_api/customers/search (Flirt)', '/client_api/customers/search', {
          method: 'POST',
          headers: { ...flirt.headers, ...json },
          body: JSON.stringify({}),
        }),
        await run('GET /client_api/subscriptions', '/client_api/subscriptions', {
          headers: { ...customer.headers },
        }),
        await run('GET /feeds/home_feed', '/feeds/home_feed', { headers: { ...customer.headers } }),
      ];
      process.stdout.write(
        `\nload (${CONNECTIONS} connections, ${REQUESTS} requests each)\n${rows.join('\n')}\n`,
      );
      expect(
        results.map((r) => ({
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
          sent: r.requests.sent >= REQUESTS,
        })),
      ).toEqual(results.map(() => ({ errors: 0, timeouts: 0, non2xx: 0, sent: true })));
    },
    harnessTimeout(300_000),
  );

  it(
    'keeps every acknowledged command, once, across a kill -9, and read models equal a rebuild',
    async () => {
      if (!server) throw new Error('no server');
      const live = server;
      const before = tipEvents(dataDir).length;
      const requests: TipRequest[] = [];
      let stop = false;
      // Each customer tips in a loop; the server is killed once 40 tips were acknowledged.
      const workers = customers.map(async (customer) => {
        while (!stop) {
          const request: TipRequest = { key: randomUUID(), customer, acked: null };
          requests.push(request);
          try {
            const response = await sendTip(live, flirt.userId, request);
            if (response.status === 201) {
              request.acked = (await response.json()) as { tipId: string; position: number };
            }
          } catch {
            // Connection reset by the kill: not acknowledged, outcome unknown.
            return;
          }
          if (requests.filter((r) => r.acked).length >= 40) stop = true;
        }
      });
      while (requests.filter((r) => r.acked).length < 40) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await kill9(live);
      stop = true;
      await Promise.all(workers);
      const acked = requests.filter((r) => r.acked);

      // Restarted on the same folder: every acknowledged tip is there, exactly once.
      server = await startChildServer(dataDir);
      const afterCrash = tipEvents(dataDir);
      const count = (tipId: string) => afterCrash.filter((e) => e.tipId === tipId).length;
      expect(acked.filter((r) => count(r.acked?.tipId ?? '') !== 1).map((r) => r.key)).toEqual([]);
      expect(afterCrash.length - before).toBeGreaterThanOrEqual(acked.length);

      // Every request again with its key (as a client does after a failure): acknowledged ones
      // answer the same tip and append nothing; the others are recorded at most once.
      for (const request of requests) {
        let response = await sendTip(server, flirt.userId, request);
        // A key whose request died with the process stays claimed until its lease (3 s here) runs
        // out; until then the answer is 409 "in progress", and a client asks again.
        for (let wait = 0; response.status === 409 && wait < 60; wait++) {
          const body = await response.text();
          if (!body.includes('idempotency_key_in_progress')) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
          response = await sendTip(server, flirt.userId, request);
        }
        expect([request.key, response.status]).toEqual([request.key, 201]);
        if (request.acked) {
          expect(((await response.json()) as { tipId: string }).tipId).toBe(request.acked.tipId);
        }
      }
      const final = tipEvents(dataDir);
      const perTip = new Map<string, number>();
      for (const e of final) perTip.set(e.tipId, (perTip.get(e.tipId) ?? 0) + 1);
      expect([...perTip.values()].filter((n) => n > 1)).toEqual([]);
      expect(final.length - before).toBe(requests.length);
      // The processor charged each tip once.
      const charges = sandboxCharges({ dataDir } as TestApp);
      const chargesPerKey = new Map<string, number>();
      for (const c of charges)
        chargesPerKey.set(c.idempotencyKey, (chargesPerKey.get(c.idempotencyKey) ?? 0) + 1);
      expect([...chargesPerKey.values()].filter((n) => n > 1)).toEqual([]);

      // Every read model equals a full rebuild (the auditors' replay of every projection).
      const started = await fetch(`${server.url}/audit/replays`, {
        method: 'POST',
        headers: { ...auditor.headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(started.status).toBe(202);
      const { runId } = (await started.json()) as AuditRunView;
      let run: AuditRunView;
      for (;;) {
        run = (await (
          await fetch(`${server.url}/audit/runs/${runId}`, { headers: auditor.headers })
        ).json()) as AuditRunView;
        if (run.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const report = run.report as ReplayReport;
      expect(report.projections.filter((p) => p.status !== 'equal')).toEqual([]);
      expect(run.status).toBe('passed');
      // A full rebuild of every projection over the seeded history: minutes on a busy machine.
    },
    harnessTimeout(900_000),
  );
});
