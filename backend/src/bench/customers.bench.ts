// `npm run bench -- customers`: My Customers for a Flirt with 100,000 customers, beside an
// indexed SQLite table holding the same rows, measured in the same run.
//
//  1. building the rows: events appended, then projected (customer rows and earnings)
//  2. search p50/p99: filters + two-column sort + a page + the count of all matches, through the
//     query the API runs (tier cut-offs, tags, row mapping included)  vs  the same searches in
//     SQL on a table with the same indexes (cut-offs by OFFSET, count(*), LIMIT/OFFSET)
//  3. the grid as of a past day (issue 35, docs/adr/0120): the first answer (a replay of the
//     Flirt's events up to the end of that day) for a Flirt with few customers and for the one
//     with many, then the cached answer  vs  the same search now
//  4. tagging all 100,000 through select-all: the command (read the matches, append batches of
//     1,000) and until the rows show the tag  vs  one SQL UPDATE of the same rows
//  5. the daily prediction fit of the Flirt (target ≤ 10× reading the purchases it fits on)
//  6. the demo Flirt as of a past day on the seeded demo populations, issue 35's targets: the
//     first answer within 2 s at `small` (BENCH_SEEDED_SMALL=<folder>, else the newest small
//     population the harness cached in node_modules/.cache/flirtwire-seeded) and within 10 s at
//     `large` (BENCH_SEEDED_LARGE=<folder>, seeded by hand: see the README's harness section).
//     Each folder is copied first; a population that is not there is reported as not measured.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { type Query, QueryBus } from '@nestjs/cqrs';
import {
  type CustomerFiltersInput,
  type CustomerSort,
  CustomerFilters,
  DEFAULT_CUSTOMER_SORT,
  tierRanks,
  zonedDay,
  zonedMidnight,
  addDays,
  userStreamId,
  relationshipStreamId,
  customerTagsStreamId,
  activityStreamId,
} from '@flirtwire/contracts';
import {
  CUSTOMER_PURCHASES,
  CUSTOMER_ROWS,
  type CustomerDoc,
  type CustomerPurchaseDoc,
  fitCustomerModel,
  purchasesByRow,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { createApp } from '../app.factory.js';
import { APP_CONFIG, type AppConfig, loadConfig } from '../config/app-config.js';
import { mintCsrfToken } from '../identity/csrf/csrf.js';
import {
  CustomerSnapshotsJob,
  SNAPSHOT_MIN_CUSTOMERS,
} from '../customers/as-of/customer-snapshots.job.js';
import { CustomersAsOfReplays } from '../customers/as-of/customers-as-of.js';
import { SearchCustomersQuery } from '../customers/search/search-customers/search-customers.query.js';
import {
  EVENT_STORE,
  type EventStore,
  type NewEvent,
} from '../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { ReadModels } from '../read-side/read-models.js';
import { DEMO_SIGN_INS } from '../seed/identity.seed.js';
import type { SeedSummary } from '../seed/seed.js';
import { Sessions } from '../shared/auth/auth.module.js';
import { createLogger } from '../shared/logging/logger.js';
import { BenchReport, openRawSqlite, percentile } from './harness.js';

type SearchResult = SearchCustomersQuery extends Query<infer R> ? R : never;

const QUICK = process.argv.includes('--quick');
const CUSTOMERS = QUICK ? 20_000 : 100_000;
const OTHER_FLIRTS = 4;
const OTHER_CUSTOMERS = QUICK ? 2_000 : 10_000;
/** Timed searches (after 50 warm-up): p99 is the 5th slowest of 500 (a 100,000 run is long). */
const SEARCHES = QUICK ? 300 : 500;
const DAY = 86_400_000;
const TIME_ZONE = 'America/New_York';

const report = new BenchReport('customers');
/** BENCH_DATA_DIR keeps the data (and reuses nothing: the folder must be empty) for profiling. */
const keep = process.env.BENCH_DATA_DIR;
const root = keep ?? mkdtempSync(join(tmpdir(), 'bench-customers-'));
const now = new Date();
const today = now.toISOString().slice(0, 10);

function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** A deterministic pseudo-random number in [0, 1) for customer i and salt. */
function rand(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

function envelope(type: string, data: unknown, at: Date): NewEvent {
  const id = uuidv7();
  return {
    id,
    type,
    data,
    occurredAt: at.toISOString(),
    metadata: { correlationId: id, causationId: id, actor: { id: 'bench', role: 'system' } },
  };
}

/** One customer's history with a Flirt: a sign-up, then follows, payments and messages. */
function customerEvents(i: number, creatorId: string, customerId: string): [string, NewEvent[]][] {
  const streams: [string, NewEvent[]][] = [];
  const joined = new Date(now.getTime() - (400 + Math.floor(rand(i, 1) * 1_000)) * DAY);
  streams.push([
    userStreamId(customerId),
    [
      envelope(
        'UserSignedUp',
        {
          userId: customerId,
          login: `cust${i}_${customerId.slice(-4)}`,
          sealedEmail: 'pd1.bench.bench',
          emailIndex: customerId.replace(/-/g, '').padEnd(64, '0').slice(0, 64),
          sealedDateOfBirth: null,
          sealedPasswordHash: 'pd1.bench.bench',
          offersOptIn: false,
          flirtSignup: false,
        },
        joined,
      ),
    ],
  ]);
  const kind = rand(i, 2);
  // Recent activity is likelier than old: days ago skewed toward 0, up to three years.
  const daysAgo = (salt: number) => Math.floor(Math.pow(rand(i, salt), 2.5) * 1_095);
  if (kind < 0.1) {
    streams.push([
      relationshipStreamId(creatorId, customerId),
      [envelope('Followed', { creatorId, customerId }, new Date(now.getTime() - daysAgo(3) * DAY))],
    ]);
    return streams;
  }
  const payments = 1 + Math.floor(rand(i, 4) * 4);
  const tips: NewEvent[] = [];
  for (let p = 0; p < payments; p++) {
    const at = new Date(now.getTime() - daysAgo(5 + p) * DAY - Math.floor(rand(i, 9 + p) * DAY));
    const amountCents = 100 + Math.floor(Math.pow(rand(i, 20 + p), 3) * 50_000);
    if (kind < 0.55) {
      tips.push(
        envelope(
          'TipSent',
          {
            tipId: uuidv7(),
            customerId,
            creatorId,
            amountCents,
            platformFeeCents: Math.round(amountCents * 0.3),
            message: '',
            listingId: null,
            fromChat: false,
          },
          at,
        ),
      );
    } else {
      const id = `b${i}-${p}-${customerId.slice(-6)}`;
      const minutes = 1 + Math.floor(amountCents / 199);
      tips.push(
        kind < 0.8
          ? envelope(
              'CallCompleted',
              {
                callId: id,
                chargeId: activityStreamId('call', id),
                creatorId,
                customerId,
                startedAt: new Date(at.getTime() - minutes * 60_000).toISOString(),
                at: at.toISOString(),
                minutes,
                freeMinutes: 0,
                rateCents: 199,
                amountCents: minutes * 199,
                platformFeeCents: Math.round(minutes * 199 * 0.3),
              },
              at,
            )
          : envelope(
              'ChatVolleyBilled',
              {
                volleyId: id,
                chargeId: activityStreamId('chat-volley', id),
                creatorId,
                customerId,
                chatId: `chat-${i}`,
                at: at.toISOString(),
                amountCents,
                platformFeeCents: Math.round(amountCents * 0.3),
              },
              at,
            ),
      );
    }
  }
  tips.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  streams.push([`bench-${customerId}`, tips]);
  return streams;
}

async function appendAll(store: EventStore, streams: [string, NewEvent[]][]): Promise<void> {
  for (let i = 0; i < streams.length; i += 2_000) {
    await Promise.all(
      streams
        .slice(i, i + 2_000)
        .map(([streamId, events]) => store.appendToStream(streamId, events)),
    );
  }
}

// ---- the raw peer: the same rows in an indexed SQLite table ----

interface RawRow {
  id: string;
  creator_id: string;
  login_lower: string | null;
  last_contact_at: string | null;
  e90: number;
  e365: number;
  lt: number;
  main_spend: string | null;
  paid: number;
  first_earn_at: string | null;
  last_earn_at: string | null;
  earn_days: number;
  new_until: string | null;
  active_through: string | null;
  lapsing_through: string | null;
  user_tags: string;
  system_tags: string;
  chat_d90: number;
  doc: string;
}

function openPeer(rows: readonly CustomerDoc[]): Database.Database {
  const raw = openRawSqlite(join(root, 'raw.db'));
  raw.exec(`CREATE TABLE rows (id TEXT PRIMARY KEY, creator_id TEXT NOT NULL, login_lower TEXT,
      last_contact_at TEXT, e90 INTEGER, e365 INTEGER, lt INTEGER, main_spend TEXT, paid INTEGER,
      first_earn_at TEXT, last_earn_at TEXT, earn_days INTEGER, new_until TEXT, active_through TEXT, lapsing_through TEXT,
      user_tags TEXT, system_tags TEXT, chat_d90 INTEGER, doc TEXT);
    CREATE INDEX rows_contact ON rows (creator_id, last_contact_at DESC, e365 DESC, id);
    CREATE INDEX rows_e365 ON rows (creator_id, e365 DESC, last_contact_at DESC, id);
    CREATE INDEX rows_e90 ON rows (creator_id, e90 DESC, last_contact_at DESC, id);
    CREATE INDEX rows_lt ON rows (creator_id, lt DESC, last_contact_at DESC, id);
    CREATE INDEX rows_login ON rows (creator_id, login_lower, id);`);
  const insert =
    raw.prepare(`INSERT INTO rows VALUES (@id, @creator_id, @login_lower, @last_contact_at, @e90,
      @e365, @lt, @main_spend, @paid, @first_earn_at, @last_earn_at, @earn_days, @new_until, @active_through, @lapsing_through,
      @user_tags, @system_tags, @chat_d90, @doc)`);
  const load = raw.transaction((docs: readonly CustomerDoc[]) => {
    for (const doc of docs) {
      const row: RawRow = {
        id: doc._id,
        creator_id: doc.creatorId,
        login_lower: doc.loginLower,
        last_contact_at: doc.lastContactAt,
        e90: doc.e90,
        e365: doc.e365,
        lt: doc.lt,
        main_spend: doc.mainSpend,
        paid: doc.paid ? 1 : 0,
        first_earn_at: doc.firstEarnAt,
        last_earn_at: doc.lastEarnAt,
        earn_days: doc.earnDays,
        new_until: doc.newUntil,
        active_through: doc.activeThrough,
        lapsing_through: doc.lapsingThrough,
        user_tags: `^${doc.userTags.join('^')}^`,
        system_tags: `^${doc.systemTags.join('^')}^`,
        chat_d90: doc.sums.chat?.d90 ?? 0,
        doc: JSON.stringify(doc),
      };
      insert.run(row);
    }
  });
  load(rows);
  raw.exec('ANALYZE');
  return raw;
}

interface Shape {
  readonly name: string;
  readonly filters: CustomerFiltersInput;
  readonly sort: CustomerSort;
  /** The same search in SQL: WHERE (after creator_id = ?) and ORDER BY. */
  readonly where: (cutoffs: { Highest: number; High: number }) => string;
  readonly orderBy: string;
}

const midnight = (daysAgo: number) => zonedMidnight(addDays(today, -daysAgo), TIME_ZONE);

const SHAPES: readonly Shape[] = [
  {
    name: 'default sort, no filter',
    filters: {},
    sort: [...DEFAULT_CUSTOMER_SORT],
    where: () => '1',
    orderBy: 'last_contact_at DESC, e365 DESC, id',
  },
  {
    name: 'Lapsed, main spend Calls or Tributes; Last 365D $ desc, Cntct Days Ago asc',
    filters: { status: ['Lapsed'], mainSpend: ['Calls', 'Tributes'] },
    sort: [
      { column: 'skr_365D_earnings', direction: 'desc' },
      { column: 'days_since_last_contact', direction: 'asc' },
    ],
    where: () =>
      `lt > 0 AND new_until <= '${today}' AND earn_days >= 2 AND lapsing_through < '${today}' AND main_spend IN ('Calls', 'Tributes')`,
    orderBy: 'e365 DESC, last_contact_at DESC, id',
  },
  {
    name: 'Highest or High, tagged VIP; default sort',
    filters: { value: ['Highest', 'High'], hasTags: ['VIP'] },
    sort: [...DEFAULT_CUSTOMER_SORT],
    where: (c) =>
      `(e365 >= ${c.Highest} OR (e365 >= ${c.High} AND e365 < ${c.Highest})) AND (user_tags LIKE '%^VIP^%' OR system_tags LIKE '%^VIP^%')`,
    orderBy: 'last_contact_at DESC, e365 DESC, id',
  },
  {
    name: 'contacted 30 to 365 days ago, with spend; Lifetime $ desc',
    filters: { contactedDaysAgo: { min: 30, max: 365 }, includeZeroSpendCustomers: false },
    sort: [{ column: 'skr_lt_earnings', direction: 'desc' }],
    where: () =>
      `last_contact_at < '${midnight(29)}' AND last_contact_at >= '${midnight(365)}' AND lt > 0`,
    orderBy: 'lt DESC, last_contact_at DESC, id',
  },
  {
    name: 'at least $50 on Chat in 90 days; Last 90D $ desc, Cntct Days Ago asc',
    filters: {
      earningsDetails: true,
      minAmount: '50',
      earningsChannel: 'Chat',
      earningsDateWindow: '90',
    },
    sort: [
      { column: 'skr_90D_earnings', direction: 'desc' },
      { column: 'days_since_last_contact', direction: 'asc' },
    ],
    where: () => 'chat_d90 >= 5000',
    orderBy: 'e90 DESC, last_contact_at DESC, id',
  },
];

/** Progress on stderr (the table goes to stdout): a 100,000-customer run takes a while. */
function progress(message: string): void {
  process.stderr.write(`[customers] ${new Date().toISOString().slice(11, 19)} ${message}\n`);
}

async function main(): Promise<void> {
  const configOf = (projections: 'inline' | 'off') =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: root,
      LOG_LEVEL: 'warn',
      SEED: 'off',
      SCHEDULER: 'off',
      PROJECTIONS: projections,
      EVENT_STORE_URL: `sqlite:${join(root, 'events.db')}?synchronous=NORMAL`,
    });
  const flirt = uuidv7();

  // 1. Events for the Flirt's customers (10% tagged VIP) and for other Flirts, appended with
  //    the projections off; then the app starts with them and they catch up from position 0
  //    (as after a deploy with a new projection version), so each figure is its own.
  const streams: [string, NewEvent[]][] = [];
  const customers = Array.from({ length: CUSTOMERS }, () => uuidv7());
  customers.forEach((customer, i) => streams.push(...customerEvents(i, flirt, customer)));
  const others: string[] = [];
  for (let f = 0; f < OTHER_FLIRTS; f++) {
    const other = uuidv7();
    others.push(other);
    for (let i = 0; i < OTHER_CUSTOMERS; i++)
      streams.push(...customerEvents(CUSTOMERS + f * OTHER_CUSTOMERS + i, other, uuidv7()));
  }
  const vip = customers.filter((_, i) => rand(i, 99) < 0.1);
  const tagEvents = [envelope('CustomerTagCreated', { creatorId: flirt, name: 'VIP' }, now)];
  for (let i = 0; i < vip.length; i += 1_000) {
    tagEvents.push(
      envelope(
        'CustomerTagsApplied',
        { creatorId: flirt, customerIds: vip.slice(i, i + 1_000), tags: ['VIP'] },
        now,
      ),
    );
  }
  const eventCount = streams.reduce((n, [, events]) => n + events.length, 0) + tagEvents.length + 1;
  const writer = await createApp(configOf('off'), { logger: createLogger('warn') });
  progress(`appending ${eventCount.toLocaleString('en-US')} events`);
  let start = process.hrtime.bigint();
  const writerStore = writer.get<EventStore>(EVENT_STORE);
  await appendAll(writerStore, streams);
  await writerStore.appendToStream(customerTagsStreamId(flirt), tagEvents);
  const head = (
    await writerStore.appendToStream('calendar', [envelope('DayStarted', { date: today }, now)])
  ).position;
  const appendMs = elapsedMs(start);
  await writer.close();
  streams.length = 0;
  gc();
  progress(`appended in ${(appendMs / 1_000).toFixed(1)} s; projecting`);
  start = process.hrtime.bigint();
  const app = await createApp(configOf('inline'), { logger: createLogger('warn') });
  const host = app.get(ProjectionHost);
  if (!(await host.waitFor(null, head, 3_600_000))) throw new Error('projections did not catch up');
  const projectMs = elapsedMs(start);
  progress(`projected in ${(projectMs / 1_000).toFixed(1)} s; searching`);
  app.get(Sessions).use({
    resolve: (token) =>
      Promise.resolve(
        token === 'bench'
          ? {
              userId: flirt,
              login: 'bench',
              roles: ['customer' as const, 'advisor' as const],
              sessionId: 'bench',
            }
          : null,
      ),
  });
  // A write carries a CSRF token bound to the session cookie, as the browser's does.
  const csrf = mintCsrfToken(app.get<AppConfig>(APP_CONFIG), { session: 'bench' });
  const benchHeaders = () => ({
    cookie: `fw_session=bench; fw_csrf=${csrf}`,
    'x-csrf-token': csrf,
  });
  report.add({
    figure: `build: ${eventCount.toLocaleString('en-US')} events appended, then projected from position 0 (all projections) into ${(CUSTOMERS + OTHER_FLIRTS * OTHER_CUSTOMERS).toLocaleString('en-US')} customer rows (and earnings)`,
    unit: 'events/s',
    ours: eventCount / (projectMs / 1_000),
    peerName: 'appending them',
    peer: eventCount / (appendMs / 1_000),
    better: 'higher',
    // Issue 32: every projection rebuilt from position 0 at 40% of the append rate.
    target: 0.4,
    note: `projection throughput beside append throughput of the same events; appended in ${(appendMs / 1_000).toFixed(1)} s, projected in ${(projectMs / 1_000).toFixed(1)} s`,
  });

  const readModels = app.get(ReadModels);
  const docs = await readModels.collection<CustomerDoc>(CUSTOMER_ROWS).find({}).toArray();
  const mine = docs.filter((doc) => doc.creatorId === flirt);
  if (mine.length !== CUSTOMERS)
    throw new Error(`expected ${CUSTOMERS} rows, found ${mine.length}`);
  gc();
  const raw = openPeer(docs);
  const spenders = mine.filter((doc) => doc.e365 > 0).length;
  const cutoffAt = raw.prepare<[string, number], { e365: number }>(
    'SELECT e365 FROM rows WHERE creator_id = ? ORDER BY e365 DESC, id LIMIT 1 OFFSET ?',
  );

  // 2. The searches, interleaved with their SQL twins over the same pages.
  const queries = app.get(QueryBus);
  const ours: number[] = [];
  const peer: number[] = [];
  const perShape = new Map<string, { ours: number[]; peer: number[] }>();
  const statements = SHAPES.map((shape) => ({
    count: (c: { Highest: number; High: number }) =>
      raw.prepare<[string], { n: number }>(
        `SELECT count(*) AS n FROM rows WHERE creator_id = ? AND ${shape.where(c)}`,
      ),
    page: (c: { Highest: number; High: number }) =>
      raw.prepare<[string, number], { id: string; doc: string }>(
        `SELECT id, doc FROM rows WHERE creator_id = ? AND ${shape.where(c)} ORDER BY ${shape.orderBy} LIMIT 50 OFFSET ?`,
      ),
  }));
  for (let i = 0; i < SEARCHES + 50; i++) {
    const s = i % SHAPES.length;
    const shape = SHAPES[s] as Shape;
    const page = 1 + Math.floor(rand(i, 7) * 20);
    const filters = CustomerFilters.parse(shape.filters);
    let t0 = process.hrtime.bigint();
    const result = await queries.execute(
      new SearchCustomersQuery(flirt, filters, shape.sort, page),
    );
    const oursMs = elapsedMs(t0);
    t0 = process.hrtime.bigint();
    const ranks = tierRanks(spenders);
    const cutoffs = {
      Highest: cutoffAt.get(flirt, ranks.Highest - 1)?.e365 ?? 1,
      High: cutoffAt.get(flirt, ranks.High - 1)?.e365 ?? 1,
      Medium: cutoffAt.get(flirt, ranks.Medium - 1)?.e365 ?? 1,
    };
    const statement = statements[s];
    if (!statement) throw new Error('no statement');
    const total = statement.count(cutoffs).get(flirt)?.n ?? 0;
    const rows = statement
      .page(cutoffs)
      .all(flirt, (page - 1) * 50)
      .map((row) => JSON.parse(row.doc) as CustomerDoc);
    const peerMs = elapsedMs(t0);
    if (
      total !== result.total ||
      rows.length !== result.rows.length ||
      rows[0]?.customerId !== result.rows[0]?.seeker_id
    ) {
      throw new Error(
        `"${shape.name}" page ${page}: ours ${result.total}/${result.rows[0]?.seeker_id}, SQL ${total}/${rows[0]?.customerId}`,
      );
    }
    if (i < 50) continue; // warm-up for both sides
    ours.push(oursMs);
    peer.push(peerMs);
    const entry = perShape.get(shape.name) ?? { ours: [], peer: [] };
    entry.ours.push(oursMs);
    entry.peer.push(peerMs);
    perShape.set(shape.name, entry);
  }
  const label = `${CUSTOMERS.toLocaleString('en-US')} customers of one Flirt, ${docs.length.toLocaleString('en-US')} rows in all, ${SHAPES.length} filter shapes, pages 1-20`;
  for (const p of [50, 99]) {
    report.add({
      figure: `search p${p}: filters + two-column sort + page of 50 + total count (${label})`,
      unit: 'ms',
      ours: percentile(ours, p),
      peerName: 'indexed SQLite table, same indexes',
      peer: percentile(peer, p),
      better: 'lower',
      target: p === 99 ? 2 : null,
    });
  }
  for (const [name, times] of perShape) {
    report.add({
      figure: `  search p50, ${name}`,
      unit: 'ms',
      ours: percentile(times.ours, 50),
      peerName: 'indexed SQLite table',
      peer: percentile(times.peer, 50),
      better: 'lower',
      target: null,
    });
  }

  // 3. As of a past day: the first answer replays the Flirt's events up to its end.
  await asOfFigures(app, flirt, others[0] ?? flirt, others[1] ?? flirt);

  // 4. Tag all of them through select-all.
  progress('tagging all through select-all');
  gc();
  start = process.hrtime.bigint();
  const tagged = await app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'POST',
      url: '/client_api/customers/tags',
      headers: benchHeaders(),
      payload: { filters: {}, tags: ['Everyone'] },
    });
  const commandMs = elapsedMs(start);
  if (tagged.statusCode !== 200)
    throw new Error(`tagging failed: ${tagged.statusCode} ${tagged.body}`);
  const { applied, position } = tagged.json<{ applied: number; position: number }>();
  if (applied !== CUSTOMERS) throw new Error(`tagged ${applied}`);
  if (!(await host.waitFor(['customer-rows'], position, 3_600_000)))
    throw new Error('tags not projected');
  const visibleMs = elapsedMs(start);
  const check = await readModels
    .collection<CustomerDoc>(CUSTOMER_ROWS)
    .countDocuments({ creatorId: flirt, userTags: 'Everyone' });
  if (check !== CUSTOMERS) throw new Error(`only ${check} rows show the tag`);
  start = process.hrtime.bigint();
  raw
    .prepare(`UPDATE rows SET user_tags = user_tags || 'Everyone^' WHERE creator_id = ?`)
    .run(flirt);
  const rawMs = elapsedMs(start);
  report.add({
    figure: `tag all ${CUSTOMERS.toLocaleString('en-US')} through select-all: command answered (matches read, ${Math.ceil(CUSTOMERS / 1_000)} batch events appended)`,
    unit: 'ms',
    ours: commandMs,
    peerName: 'one SQL UPDATE of the rows',
    peer: rawMs,
    better: 'lower',
    target: null,
  });
  report.add({
    figure: `tag all ${CUSTOMERS.toLocaleString('en-US')} through select-all: until every row shows the tag`,
    unit: 'ms',
    ours: visibleMs,
    peerName: 'one SQL UPDATE of the rows',
    peer: rawMs,
    better: 'lower',
    // Issue 32: no slower than the one UPDATE.
    target: 1,
  });
  // 4. The daily prediction fit of the Flirt (BG/NBD + Gamma-Gamma + calibration, as the
  // customer-model job runs it) beside reading the purchases it is fitted on.
  start = process.hrtime.bigint();
  const purchases = await readModels
    .collection<CustomerPurchaseDoc>(CUSTOMER_PURCHASES)
    .find({ creatorId: flirt })
    .toArray();
  const readMs = elapsedMs(start);
  start = process.hrtime.bigint();
  const fit = fitCustomerModel(
    {
      creatorId: flirt,
      asOfDay: zonedDay(now, TIME_ZONE),
      timeZone: TIME_ZONE,
      throughPosition: 0,
    },
    [...purchasesByRow(purchases).values()],
  );
  const fitMs = elapsedMs(start);
  report.add({
    figure: `prediction fit of one Flirt with ${fit.customers.toLocaleString('en-US')} paying customers (${fit.repeatCustomers.toLocaleString('en-US')} repeat; ${fit.status}), calibration included`,
    unit: 'ms',
    ours: fitMs,
    peerName: 'reading their purchases',
    peer: readMs,
    better: 'lower',
    target: 10,
    note: 'the customer-model job fits once a day per Flirt, never on a request',
  });
  raw.close();
  await app.close();
  await seededAsOf('small', process.env.BENCH_SEEDED_SMALL ?? cachedSmall(), 2_000);
  await seededAsOf('large', process.env.BENCH_SEEDED_LARGE ?? null, 10_000);
  report.finish();
}

/**
 * The first answer as of `day`, the median of three (the two days before it, then `day`: each
 * a replay of its own, nothing cached): the machine is shared, one answer alone says little.
 */
async function firstAnswers(queries: QueryBus, creatorId: string, day: string) {
  const filters = CustomerFilters.parse({});
  const sort = [...DEFAULT_CUSTOMER_SORT];
  const times: number[] = [];
  let past: SearchResult | null = null;
  for (const back of [2, 1, 0]) {
    gc();
    const start = process.hrtime.bigint();
    past = await queries.execute(
      new SearchCustomersQuery(creatorId, filters, sort, 1, addDays(day, -back)),
    );
    times.push(elapsedMs(start));
  }
  if (!past) throw new Error('no answer');
  return { ms: [...times].sort((a, b) => a - b)[1] ?? 0, past, times };
}

/**
 * The background job's quarterly snapshots for as-of replays (docs/adr/0126), as the app keeps
 * them, built before first answers are timed; their build is its own figure.
 */
async function keepSnapshots(
  app: Awaited<ReturnType<typeof createApp>>,
  label: string,
): Promise<void> {
  const start = process.hrtime.bigint();
  const { done } = await app.get(CustomerSnapshotsJob).run(new Date());
  report.add({
    figure: `  as-of snapshots, the background job (quarterly, Flirts with ${SNAPSHOT_MIN_CUSTOMERS.toLocaleString('en-US')}+ customers): ${label}`,
    unit: 'ms',
    ours: elapsedMs(start),
    peerName: '(no peer: off the request path)',
    peer: null,
    better: 'lower',
    target: null,
    note: `${done.toLocaleString('en-US')} snapshots written`,
  });
}

/** The newest `small` population the harness seeded and cached (see test-support/seeded.ts). */
function cachedSmall(): string | null {
  const cache = new URL('../../../node_modules/.cache/flirtwire-seeded/', import.meta.url).pathname;
  if (!existsSync(cache)) return null;
  const found = readdirSync(cache)
    .filter((name) => name.startsWith('small-') && existsSync(join(cache, name, 'seeded.json')))
    .map((name) => join(cache, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return found[0] ?? null;
}

/**
 * Issue 35's target on a seeded demo population: the demo Flirt's grid as of 30 days ago, the
 * first answer (after another Flirt's as-of warm-up) and the cached one.
 */
async function seededAsOf(scale: string, folder: string | null, target: number): Promise<void> {
  const figure = `as of a past day, first answer, the demo Flirt at the ${scale} demo population (target ≤ ${(target / 1_000).toLocaleString('en-US')} s)`;
  if (!folder || !existsSync(join(folder, 'seeded.json'))) {
    // No figure: a missing population is neither met nor missed.
    console.log(
      `[customers] ${figure}: not measured (no seeded folder; BENCH_SEEDED_${scale.toUpperCase()}=<folder>)`,
    );
    return;
  }
  const { summary } = JSON.parse(readFileSync(join(folder, 'seeded.json'), 'utf8')) as {
    summary: SeedSummary;
  };
  const dataDir = mkdtempSync(join(tmpdir(), `bench-as-of-${scale}-`));
  try {
    progress(`${scale} demo population: copying ${folder}`);
    cpSync(join(folder, 'data'), dataDir, { recursive: true });
    const app = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED: 'off',
        SCHEDULER: 'off',
      }),
      { frontendDist: null, logger: createLogger('warn') },
    );
    try {
      const head = await app.get<EventStore>(EVENT_STORE).headPosition();
      if (!(await app.get(ProjectionHost).waitFor(null, head, 3_600_000))) {
        throw new Error('projections did not catch up');
      }
      const advisors = summary.accounts.filter((account) => account.role === 'advisor');
      const demo = advisors.find((account) => account.login === DEMO_SIGN_INS.flirt.login);
      const other = advisors.find((account) => account !== demo);
      if (!demo || !other) throw new Error(`${scale}: no demo Flirt in ${folder}`);
      progress(`${scale} demo population: as-of snapshots`);
      await keepSnapshots(app, `the ${scale} demo population`);
      progress(`${scale} demo population: as of a past day`);
      const queries = app.get(QueryBus);
      const filters = CustomerFilters.parse({});
      const sort = [...DEFAULT_CUSTOMER_SORT];
      const day = addDays(today, -30);
      await queries.execute(
        new SearchCustomersQuery(other.userId, filters, sort, 1, addDays(today, -200)),
      );
      const { ms: firstMs, past, times } = await firstAnswers(queries, demo.userId, day);
      const start = process.hrtime.bigint();
      await queries.execute(new SearchCustomersQuery(demo.userId, filters, sort, 2, day));
      const cachedMs = elapsedMs(start);
      if (past.total === 0) throw new Error(`${scale}: the demo Flirt had no customers on ${day}`);
      const { cost } = await app.get(CustomersAsOfReplays).open(demo.userId, day);
      report.add({
        figure: `${figure}: ${summary.flirts} Flirts, ${summary.customers.toLocaleString('en-US')} customers, ${summary.events.toLocaleString('en-US')} events; ${past.total.toLocaleString('en-US')} customers of theirs on ${day}`,
        unit: 'ms',
        ours: firstMs,
        peerName: `the budget, ${(target / 1_000).toLocaleString('en-US')} s`,
        peer: target,
        better: 'lower',
        target: 1,
        note: `the median of ${times.map((ms) => Math.round(ms)).join(', ')} ms (${times.length} days up to this one, none cached); ${cost.scanned.toLocaleString('en-US')} events of the log read, ${cost.handed.toLocaleString('en-US')} replayed in ${Math.round(cost.ms)} ms from ${cost.from ? `the snapshot of ${cost.from.slice(0, 10)}` : 'position 0'}; page 2 from the cache ${cachedMs.toFixed(1)} ms`,
      });
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The as-of targets of issue 35: the first answer within 2 s (few customers), 10 s (many). */
async function asOfFigures(
  app: Awaited<ReturnType<typeof createApp>>,
  flirt: string,
  small: string,
  warmUp: string,
): Promise<void> {
  progress('as of a past day');
  const queries = app.get(QueryBus);
  const day = addDays(today, -30);
  const filters = CustomerFilters.parse({});
  const sort = [...DEFAULT_CUSTOMER_SORT];
  // Warm-up, as for the searches: another Flirt on another day (nothing of it is cached).
  await queries.execute(new SearchCustomersQuery(warmUp, filters, sort, 1, addDays(today, -200)));
  const replays = app.get(CustomersAsOfReplays);
  await keepSnapshots(app, 'the generated population');
  for (const [creatorId, customers, target] of [
    [small, OTHER_CUSTOMERS, 2_000],
    [flirt, CUSTOMERS, 10_000],
  ] as const) {
    gc();
    const live = process.hrtime.bigint();
    const now = await queries.execute(new SearchCustomersQuery(creatorId, filters, sort, 1));
    const liveMs = elapsedMs(live);
    const { ms: firstMs, past, times } = await firstAnswers(queries, creatorId, day);
    const cached = process.hrtime.bigint();
    await queries.execute(new SearchCustomersQuery(creatorId, filters, sort, 2, day));
    const cachedMs = elapsedMs(cached);
    if (past.total === 0 || past.total > now.total) {
      throw new Error(`as of ${day}: ${past.total} customers, ${now.total} now`);
    }
    const { cost } = await replays.open(creatorId, day);
    const label = `${customers.toLocaleString('en-US')} customers of one Flirt, as of ${day} (${past.total.toLocaleString('en-US')} then)`;
    report.add({
      figure: `as of a past day, first answer (replay into memory; target ≤ ${(target / 1_000).toLocaleString('en-US')} s): ${label}`,
      unit: 'ms',
      ours: firstMs,
      // An absolute budget (issue 35), not a peer: the ratio is the share of it used.
      peerName: `the budget, ${(target / 1_000).toLocaleString('en-US')} s`,
      peer: target,
      better: 'lower',
      target: 1,
      note: `the median of ${times.map((ms) => Math.round(ms)).join(', ')} ms (${times.length} days up to this one, none cached); the same search now took ${liveMs.toFixed(1)} ms; ${cost.scanned.toLocaleString('en-US')} events of the log read, ${cost.handed.toLocaleString('en-US')} of them this Flirt's (or everyone's: days, people) replayed in ${Math.round(cost.ms)} ms from ${cost.from ? `the snapshot of ${cost.from.slice(0, 10)}` : 'position 0'}`,
    });
    report.add({
      figure: `  as of a past day, cached (page 2): ${label}`,
      unit: 'ms',
      ours: cachedMs,
      peerName: 'the same search now',
      peer: liveMs,
      better: 'lower',
      target: null,
    });
  }
}

try {
  await main();
} finally {
  if (!keep) rmSync(root, { recursive: true, force: true });
}
