// `npm run bench -- load`: the whole app on loopback under a fixed-concurrency load (autocannon),
// beside a bare Fastify server doing the raw engine's part of the same work, in the same run.
//
//  1. GET /health                          vs  a bare Fastify route answering the same JSON
//  2. POST /client_api/bonuses (a tip)     vs  a bare route appending one row to SQLite (FULL sync)
//  3. POST /client_api/customers/search    vs  a bare route reading one indexed page from SQLite
//  4. GET /feeds/home_feed p99             vs  the bare JSON route's p99
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { SeedAdmin, seedCustomerSignUp, seedFlirt, seedStaff } from '../seed/identity.seed.js';
import { SCALES } from '../seed/seed-scales.js';
import { SeedWorld } from '../seed/seed-world.js';
import { VirtualClock } from '../seed/virtual-clock.js';
import { seedAcceptTerms, seedOnboardingJob } from '../seed/content.seed.js';
import { seedOffering, seedTip } from '../seed/money.seed.js';
import { createLogger } from '../shared/logging/logger.js';
import { BenchReport } from './harness.js';

const quick = process.argv.includes('--quick');
const CONNECTIONS = 8;
const DURATION = quick ? 3 : 10;
const report = new BenchReport('load');
const root = mkdtempSync(join(tmpdir(), 'flirtwire-load-bench-'));

async function load(
  url: string,
  options: Omit<autocannon.Options, 'url'> = {},
): Promise<autocannon.Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

try {
  // The app, with a Flirt and a customer made through the real handlers.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(root, 'app'),
    SEED: 'off',
    SCHEDULER: 'off',
    LOG_LEVEL: 'error',
    ADMIN_PASSWORD: 'bench-admin-password',
    FEATURE_FLAGS: 'free_chat_volleys,add_card_money,new_cards,PAYOUT_21803,CHAT_UI_22402',
  });
  const clock = new VirtualClock(new Date());
  const app = await createApp(config, {
    clock,
    frontendDist: null,
    logger: createLogger('error'),
  });
  const world = new SeedWorld(app, clock, SCALES.ci, 1);
  const admin = new SeedAdmin(world, config.admin.login, 'bench-admin-password');
  await seedStaff(world, admin);
  const flirt = await seedFlirt(world, admin, 0, 'BenchFlirt', 'bench-flirt-pass', 999);
  world.flirts.push(flirt);
  await seedAcceptTerms(world, flirt);
  await seedOffering(world, flirt);
  await seedOnboardingJob(world);
  const customer = {
    index: 0,
    userId: '',
    login: 'bench_customer',
    weight: 1,
    flirts: [0],
    subscriptionId: null,
    subscribed: false,
  };
  await seedCustomerSignUp(world, customer, clock.now(), 'bench-customer-pass');
  for (let i = 0; i < 200; i++) await seedTip(world, customer, flirt, clock.now());
  await world.caughtUp();
  const customerSession = await world.browser.signIn('bench_customer', 'bench-customer-pass');
  const flirtSession = await world.browser.signIn('BenchFlirt', 'bench-flirt-pass');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ours = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

  // The peer: bare Fastify and better-sqlite3 doing the raw part of the same work.
  const db = new Database(join(root, 'peer.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(
    'CREATE TABLE tips (id TEXT PRIMARY KEY, creator TEXT, customer TEXT, cents INTEGER, at TEXT); CREATE INDEX tips_by_creator ON tips (creator, at)',
  );
  const insert = db.prepare('INSERT INTO tips VALUES (?, ?, ?, ?, ?)');
  for (let i = 0; i < 200; i++)
    insert.run(randomUUID(), 'c', randomUUID(), 100, new Date().toISOString());
  const page = db.prepare('SELECT * FROM tips WHERE creator = ? ORDER BY at DESC LIMIT 25');
  const bare = Fastify();
  bare.get('/health', () => ({ status: 'ok' }));
  bare.post('/tip', () => {
    insert.run(randomUUID(), 'c', randomUUID(), 100, new Date().toISOString());
    return { ok: true };
  });
  bare.post('/search', () => ({ rows: page.all('c') }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const peer = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  const json = { 'content-type': 'application/json' };
  const health = await load(`${ours}/health`);
  const bareHealth = await load(`${peer}/health`);
  report.add({
    figure: `GET /health throughput (${CONNECTIONS} connections)`,
    unit: 'req/s',
    ours: health.requests.average,
    peerName: 'bare Fastify route',
    peer: bareHealth.requests.average,
    better: 'higher',
    target: null,
  });
  const tips = await load(`${ours}/client_api/bonuses`, {
    requests: [
      {
        method: 'POST',
        headers: { ...customerSession.headers, ...json },
        body: JSON.stringify({ amount_text: '1.00', advisor_id: flirt.userId }),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
  const bareTips = await load(`${peer}/tip`, { method: 'POST' });
  report.add({
    figure: 'tips (POST /client_api/bonuses: charge, decide, append, project)',
    unit: 'req/s',
    ours: tips.requests.average,
    peerName: 'bare route + SQLite insert (FULL)',
    peer: bareTips.requests.average,
    better: 'higher',
    target: null,
  });
  report.add({
    figure: 'tips p99',
    unit: 'ms',
    ours: tips.latency.p99,
    peerName: 'bare route + SQLite insert (FULL)',
    peer: bareTips.latency.p99,
    better: 'lower',
    target: null,
  });
  const search = await load(`${ours}/client_api/customers/search`, {
    method: 'POST',
    headers: { ...flirtSession.headers, ...json },
    body: '{}',
  });
  const bareSearch = await load(`${peer}/search`, { method: 'POST' });
  report.add({
    figure: 'My Customers search (POST /client_api/customers/search)',
    unit: 'req/s',
    ours: search.requests.average,
    peerName: 'bare route + indexed SQLite page',
    peer: bareSearch.requests.average,
    better: 'higher',
    target: null,
  });
  const feed = await load(`${ours}/feeds/home_feed`, { headers: customerSession.headers });
  report.add({
    figure: 'home feed p99 (GET /feeds/home_feed)',
    unit: 'ms',
    ours: feed.latency.p99,
    peerName: 'bare JSON route p99',
    peer: bareHealth.latency.p99,
    better: 'lower',
    target: null,
  });
  await bare.close();
  db.close();
  await app.close();
  report.finish();
} finally {
  rmSync(root, { recursive: true, force: true });
}
