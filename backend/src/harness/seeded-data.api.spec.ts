import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CORRELATION_ID_HEADER,
  EARNINGS_CHANNELS,
  EarningsInsightsResponse,
  type EventEnvelope,
  ROLES,
  type Role,
  validateEventData,
} from '@flirtwire/contracts';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import {
  DEMO_POPULATION_PASSWORD,
  DEMO_SIGN_INS,
  DEMO_ADMIN_PASSWORD,
} from '../seed/identity.seed.js';
import { SCALES } from '../seed/seed-scales.js';
import type { SeededAccount, SeedSummary } from '../seed/seed.js';
import { type JsonSchema, validValue } from '../test-support/fuzz/json-schema-arbitrary.js';
import { cardNumbersIn } from '../test-support/card-scan.js';
import { type SignedInUser, signIn, visitor } from '../test-support/identity.js';
import {
  HARNESS_SCALE,
  replayEverything,
  seededCopy,
  harnessTimeout,
} from '../test-support/seeded.js';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test-support/test-app.js';

/**
 * The demo data (`small` scale, seeded once per test run for every harness suite: 20 Flirts,
 * 2,000 customers, two years of history through the real handlers), then on a copy of it: the
 * demo sign-ins, valid events only, read models equal to a full rebuild, the secrets scan
 * (events, read models, logs) and a whole-app authorization sweep (every endpoint × every role ×
 * someone else's objects: 0 leaks).
 *
 * What grows with the population and what does not:
 * - The secrets scan and the event checks read everything: every event, every row of every
 *   SQLite file of the data folder, every log line. They read in pages of 1,000 events or rows
 *   and scan each page on its own, so memory stays bounded at any scale.
 * - The authorization sweeps are sampled, deterministically, so they cost the same at every
 *   scale: the victims are the first Flirt the seed made after the demo Flirt and the first
 *   seeded customer who follows them (seed 7: the same two every run), and their objects are the
 *   first of each kind found in the log (a post, a subscription, a card...). Every endpoint is
 *   called by every role on those, not on each of the 2,000 customers: an authorization rule
 *   depends on who owns an object, never on how many others there are, while the cross product
 *   with every person would be hundreds of thousands of requests. What the population changes is
 *   the data behind each answer (lists, searches and totals over thousands of rows), and the
 *   sweeps meet all of it.
 */

const TAX_ID = /(?<![\w-])(?:\d{3}-\d{2}-\d{4}|\d{2}-\d{7})(?![\w-])/g;
const PASSWORDS = [
  DEMO_POPULATION_PASSWORD,
  DEMO_ADMIN_PASSWORD,
  TEST_ADMIN_PASSWORD,
  ...Object.values(DEMO_SIGN_INS).map((s) => s.password),
];

interface Secrets {
  cards: string[];
  passwords: string[];
  taxIds: string[];
}

function secretsIn(text: string): Secrets {
  return {
    cards: cardNumbersIn(text),
    passwords: PASSWORDS.filter((p) => text.includes(p)),
    taxIds: text.match(TAX_ID) ?? [],
  };
}

/** Adds the secrets in `text` to `found` (the first few of each kind). */
function addSecrets(found: Secrets, text: string): Secrets {
  const more = secretsIn(text);
  found.cards.push(...more.cards.slice(0, Math.max(0, 10 - found.cards.length)));
  for (const p of more.passwords) if (!found.passwords.includes(p)) found.passwords.push(p);
  found.taxIds.push(...more.taxIds.slice(0, Math.max(0, 10 - found.taxIds.length)));
  return found;
}

/** The secrets in each page of text, together. */
function secretsInPages(pages: Iterable<string>): Secrets {
  const found: Secrets = { cards: [], passwords: [], taxIds: [] };
  for (const page of pages) addSecrets(found, page);
  return found;
}

const NONE: Secrets = { cards: [], passwords: [], taxIds: [] };
const PAGE = 1_000;

const WRITES = ['post', 'put', 'patch', 'delete'] as const;
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Body fields that name a person or an object (advisor_id, seekerIds, customerId...). */
const ID_FIELD = /^id$|Ids?$|_ids?$/;
/** Path parameters that name a person (the others name an object, or a person by id). */
const PERSON_PARAM = /advisor|seeker|customer|login|payee|user/i;

/**
 * Who may write to someone else's objects, and where: staff acting on accounts and content as
 * the spec gives them to do. Every other write by anyone on a victim's object must leave no
 * event in the victim's streams.
 */
const OTHERS_WRITABLE_BY: Readonly<Record<string, readonly Role[]>> = {
  // Admins run accounts: staff roles, deactivation, ID verification.
  'POST /client_api/admin/users/{id}/roles': ['admin'],
  'DELETE /client_api/admin/users/{id}/roles/{role}': ['admin'],
  'POST /client_api/admin/users/{id}/deactivate': ['admin'],
  'POST /client_api/admin/users/{id}/reactivate': ['admin'],
  'POST /client_api/admin/users/{id}/id_verification': ['admin'],
  // Admins remove any post (the post lifecycle, docs/adr/0063).
  'DELETE /feeds/posts/{id}': ['admin'],
  // Finance staff may see a payee's tax id, with a reason; each reveal is recorded in the
  // payee's stream (TaxIdRevealed), which is the point (docs/adr/0021).
  'POST /finance/payees/{payeeId}/tax_id/reveal': ['finance'],
  // site dollars: support staff grant a customer a satisfaction credit (docs/adr/0108).
  'POST /client_api/admin/users/{id}/site_dollars_credits': ['moderator', 'admin'],
  // ...and above a cap a second person in finance approves or rejects it (issue 30).
  'POST /finance/site_dollars_credit_requests/{requestId}/approval': ['finance'],
  'POST /finance/site_dollars_credit_requests/{requestId}/rejection': ['finance'],
  // marketplace: listings. Moderators review listings and staff block them.
  'POST /client_api/moderation/listings/{id}/decision': ['moderator', 'admin'],
  'POST /client_api/moderation/listings/{id}/block': ['moderator', 'admin'],
};

interface OpenApiOperation {
  readonly requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A valid body for the schema with every id-like field aimed at `target`. */
function bodyAimedAt(schema: JsonSchema, target: string): unknown {
  const [sample] = fc.sample(validValue(schema), { numRuns: 1, seed: 9 });
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return sample;
  const aimed: Record<string, unknown> = { ...(sample as Record<string, unknown>) };
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (!ID_FIELD.test(key)) continue;
    aimed[key] = property.type === 'array' ? [target] : target;
  }
  return aimed;
}

/**
 * Every row of every table of a SQLite file (the read models, sessions, the vault...) as JSON
 * text, a page of rows at a time.
 */
function* sqlitePages(file: string): Generator<string> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all();
    for (const { name } of tables) {
      let rows: unknown[] = [];
      for (const row of db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).iterate()) {
        rows.push(row);
        if (rows.length === PAGE) {
          yield JSON.stringify(rows);
          rows = [];
        }
      }
      if (rows.length > 0) yield JSON.stringify(rows);
    }
  } finally {
    db.close();
  }
}

/** The whole log, a page of events at a time. */
async function* eventPages(store: EventStore): AsyncGenerator<EventEnvelope[]> {
  let from = 0;
  for (;;) {
    const page = await store.readAll({ fromPosition: from, maxCount: PAGE });
    const last = page.at(-1);
    if (!last) return;
    yield page;
    from = last.position;
  }
}

describe('seeded demo data', () => {
  let t: TestApp;
  let summary: SeedSummary;
  let seedLogs: readonly string[];
  const people: Partial<Record<Role, SignedInUser>> = {};
  let victimPair: Promise<[SeededAccount, SeededAccount]> | null = null;

  /**
   * The victims of both sweeps: the first Flirt the seed made after the demo Flirt, and the
   * first of the seeded customers listed in the summary who follows them (and is not blocked).
   */
  const victims = (): Promise<[SeededAccount, SeededAccount]> =>
    (victimPair ??= (async () => {
      const flirt = summary.accounts.find(
        (a) => a.role === 'advisor' && a.login !== DEMO_SIGN_INS.flirt.login,
      );
      if (!flirt) throw new Error('no second Flirt seeded');
      const following = new Set<string>();
      for await (const page of eventPages(t.app.get<EventStore>(EVENT_STORE))) {
        for (const { type, data } of page) {
          const { creatorId, customerId } = data as { creatorId?: string; customerId?: string };
          if (creatorId !== flirt.userId || !customerId) continue;
          if (type === 'Followed') following.add(customerId);
          if (type === 'Unfollowed' || type === 'CustomerBlocked') following.delete(customerId);
        }
      }
      const customer = summary.accounts.find(
        (a) =>
          a.role === 'customer' &&
          a.login !== DEMO_SIGN_INS.customer.login &&
          following.has(a.userId),
      );
      if (!customer) throw new Error(`no seeded customer follows ${flirt.login}`);
      return [flirt, customer];
    })());

  /** Each role's headers, the visitor's given (none for reads, a visitor's CSRF pair for writes). */
  const everyRole = (visitorHeaders: Record<string, string>): [Role, Record<string, string>][] => [
    ['visitor', visitorHeaders],
    ...ROLES.filter((r) => r !== 'visitor').map(
      (r) => [r, people[r]?.headers ?? {}] as [Role, Record<string, string>],
    ),
  ];

  beforeAll(async () => {
    const seeded = await seededCopy();
    summary = seeded.summary;
    seedLogs = seeded.logs;
    t = await startTestApp({ dataDir: seeded.dataDir });
    const logins: Record<Exclude<Role, 'visitor'>, [string, string]> = {
      customer: [DEMO_SIGN_INS.customer.login, DEMO_SIGN_INS.customer.password],
      advisor: [DEMO_SIGN_INS.flirt.login, DEMO_SIGN_INS.flirt.password],
      moderator: [DEMO_SIGN_INS.moderator.login, DEMO_SIGN_INS.moderator.password],
      finance: [DEMO_SIGN_INS.finance.login, DEMO_SIGN_INS.finance.password],
      auditor: [DEMO_SIGN_INS.auditor.login, DEMO_SIGN_INS.auditor.password],
      admin: [t.config.admin.login, TEST_ADMIN_PASSWORD],
    };
    for (const [role, [login, password]] of Object.entries(logins)) {
      people[role as Role] = await signIn(t, login, password);
    }
    // Seeding `small` takes minutes, more on a busy CI machine (or while another suite seeds).
  }, harnessTimeout(1_200_000));
  afterAll(async () => {
    await t.close();
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('seeds two years of a population through the real handlers, valid events only', async () => {
    expect(summary.flirts).toBe(SCALES[HARNESS_SCALE].flirts);
    expect(summary.customers).toBe(SCALES[HARNESS_SCALE].customers);
    expect(Date.parse(summary.to) - Date.parse(summary.from)).toBeGreaterThan(730 * 86_400_000);
    let count = 0;
    const types = new Set<string>();
    const invalid: string[] = [];
    for await (const page of eventPages(t.app.get<EventStore>(EVENT_STORE))) {
      for (const event of page) {
        count++;
        types.add(event.type);
        try {
          validateEventData(event.type, event.data);
        } catch {
          invalid.push(`${event.position} ${event.type}`);
        }
      }
    }
    expect(count).toBe(summary.events);
    const expected = [
      'UserSignedUp',
      'RoleGranted',
      'FlirtSetupCompleted',
      'CardAdded',
      'SubscriptionPriceSet',
      'Subscribed',
      'SubscriptionRenewed',
      'SubscriptionCancellationRequested',
      'TipSent',
      'PaymentRefunded',
      'PostPublished',
      'PostLiked',
      'Followed',
      'CallCompleted',
      'ChatVolleyBilled',
      'GoodiesSold',
      'CustomerTagsApplied',
      'CustomerNoteSet',
      'ChatMessageSentToCustomers',
    ];
    expect(expected.filter((type) => !types.has(type))).toEqual([]);
    expect(invalid).toEqual([]);
  });

  it('signs in one demo person per role with the documented passwords', async () => {
    for (const role of [
      'customer',
      'advisor',
      'moderator',
      'finance',
      'auditor',
      'admin',
    ] as const) {
      const person = people[role];
      const me = await t.inject({
        method: 'GET',
        url: '/client_api/user',
        headers: person?.headers,
      });
      expect({
        role,
        status: me.statusCode,
        roles: me.json<{ roles: Role[] }>().roles.includes(role),
      }).toEqual({
        role,
        status: 200,
        roles: true,
      });
    }
  });

  it("gives the demo Flirt's earnings insights something to show in each part", async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/client_api/earnings/insights?window=365',
      headers: people.advisor?.headers,
    });
    expect(response.statusCode).toBe(200);
    const insights = EarningsInsightsResponse.parse(response.json());
    const channels = EARNINGS_CHANNELS.filter((channel) =>
      insights.channels_over_time.some((month) => month.gross[channel] > 0),
    );
    expect({
      spenders: insights.spenders > 3,
      newSpenders: insights.new_spenders > 0,
      monthly: insights.bucket,
      severalMonths: insights.channels_over_time.filter((m) => m.gross.total > 0).length >= 6,
      severalChannels: channels.length >= 3,
      heatCells: insights.heat_map.filter((cell) => cell.payments > 0).length >= 10,
      best: insights.best !== null,
      topSpenders: insights.top_spenders.length >= 3,
      cohorts: insights.cohorts.filter((c) => c.customers > 0).length >= 3,
      returning: insights.cohorts.some((c) => c.active.slice(1).some((n) => n > 0)),
    }).toEqual({
      spenders: true,
      newSpenders: true,
      monthly: 'month',
      severalMonths: true,
      severalChannels: true,
      heatCells: true,
      best: true,
      topSpenders: true,
      cohorts: true,
      returning: true,
    });
  });

  it(
    'holds read models equal to a full rebuild of every projection',
    async () => {
      const report = await replayEverything(t, people.auditor?.headers ?? {});
      expect(report.projections.filter((p) => p.status !== 'equal')).toEqual([]);
      expect(report.status).toBe('passed');
    },
    harnessTimeout(300_000),
  );

  it('keeps card numbers, passwords and tax ids out of events, read models and logs', async () => {
    const inEvents: Secrets = { cards: [], passwords: [], taxIds: [] };
    const emails: string[] = [];
    let scanned = 0;
    for await (const page of eventPages(t.app.get<EventStore>(EVENT_STORE))) {
      const text = JSON.stringify(page);
      scanned += page.length;
      addSecrets(inEvents, text);
      // Events carry personal data only sealed (emails of the population appear nowhere in clear).
      emails.push(...(text.match(/[\w.+-]+@demo\.flirtwire\.test/g) ?? []).slice(0, 10));
    }
    expect(scanned).toBeGreaterThanOrEqual(summary.events);
    expect({ secrets: inEvents, emails }).toEqual({ secrets: NONE, emails: [] });
    for (const file of readdirSync(t.dataDir).filter((f) => f.endsWith('.db'))) {
      if (file === 'sandbox-gateway.db') continue; // the processor's own records (tokens only)
      expect({ file, found: secretsInPages(sqlitePages(join(t.dataDir, file))) }).toEqual({
        file,
        found: NONE,
      });
    }
    const logs = [...seedLogs, ...t.logs];
    const logPages = function* () {
      for (let i = 0; i < logs.length; i += PAGE) yield logs.slice(i, i + PAGE).join('\n');
    };
    expect(logs.length).toBeGreaterThan(0);
    expect(secretsInPages(logPages())).toEqual(NONE);
  });

  it(
    'answers every endpoint × every role × someone else’s objects without a leak or a 5xx',
    async () => {
      const [victimFlirt, victimCustomer] = await victims();
      const flirt = await signIn(t, victimFlirt.login, DEMO_POPULATION_PASSWORD);
      const marker = `zq${Date.now().toString(36)}`;
      const note = `Private note ${marker}`;
      const tag = `Tag${marker}`;
      const noted = await t.inject({
        method: 'PATCH',
        url: `/client_api/customers/${victimCustomer.login}`,
        headers: flirt.headers,
        payload: { seekerId: victimCustomer.userId, note },
      });
      const tagged = await t.inject({
        method: 'POST',
        url: '/client_api/customers/tags',
        headers: flirt.headers,
        payload: { tags: [tag] },
      });
      expect([noted.statusCode < 300, tagged.statusCode < 300]).toEqual([true, true]);
      const email = `${victimCustomer.login}@demo.flirtwire.test`;
      // What each role may see of someone else's: staff who administer accounts see emails;
      // auditors read the event history (notes and tags are events).
      const allowed: Record<string, readonly Role[]> = {
        [email]: ['admin', 'finance'],
        [note]: ['auditor'],
        [tag]: ['auditor'],
      };
      const doc = (await t.inject({ method: 'GET', url: '/docs/openapi.json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const ids = [
        victimFlirt.userId,
        victimCustomer.userId,
        victimCustomer.login,
        victimFlirt.login,
      ];
      const callers = everyRole({});
      const leaks: string[] = [];
      const serverErrors: string[] = [];
      let requests = 0;
      for (const [path, item] of Object.entries(doc.paths)) {
        if (!item.get) continue;
        const urls = path.includes('{')
          ? ids.map((id) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id)))
          : [path];
        for (const url of urls) {
          for (const [role, headers] of callers) {
            const response = await t.inject({ method: 'GET', url, headers });
            requests++;
            if (response.statusCode >= 500)
              serverErrors.push(`GET ${url} as ${role}: ${response.statusCode}`);
            for (const [secret, roles] of Object.entries(allowed)) {
              if (!roles.includes(role) && response.body.includes(secret)) {
                leaks.push(`GET ${url} as ${role} shows ${secret}`);
              }
            }
          }
        }
      }
      expect(requests).toBeGreaterThan(100);
      expect({ leaks, serverErrors }).toEqual({ leaks: [], serverErrors: [] });
      // The victim's own view still shows their note (nothing anyone else did changed it).
      const own = await t.inject({
        method: 'GET',
        url: `/client_api/customers/${victimCustomer.userId}`,
        headers: flirt.headers,
      });
      expect(own.statusCode).toBeLessThan(500);
    },
    harnessTimeout(600_000),
  );

  it(
    'refuses every write × every role on someone else’s objects: no event in their streams, no 5xx',
    async () => {
      const store = t.app.get<EventStore>(EVENT_STORE);
      const pair = await victims();
      const victimIds = new Set(pair.map((v) => v.userId));
      // The victims' streams are those they wrote to themselves. Their objects: one of each kind
      // (a post, a subscription, a comment...) and what their accounts hold (cards, phones).
      const owned = new Set<string>();
      const persons = pair.flatMap((v) => [v.userId, v.login]);
      const objects = new Map<string, string>();
      for await (const page of eventPages(store))
        for (const event of page) {
          if (!victimIds.has(event.metadata.actor.id)) continue;
          owned.add(event.streamId);
          const kind = event.streamId.split('-')[0] ?? '';
          const id =
            event.streamId.match(UUIDS)?.find((found) => !victimIds.has(found)) ??
            // marketplace: listings (listing ids are digits, not UUIDs)
            (kind === 'listing' ? event.streamId.slice('listing-'.length) : undefined);
          if (id && !objects.has(kind)) objects.set(kind, id);
          if (kind !== 'user') continue;
          for (const [field, value] of Object.entries(event.data as Record<string, unknown>)) {
            if (field.endsWith('Id') && typeof value === 'string' && UUID.test(value))
              if (!victimIds.has(value) && !objects.has(field)) objects.set(field, value);
          }
        }
      const targetsFor = (path: string, body: JsonSchema | null): readonly string[] => {
        const params = path.match(/\{[^}]+\}/g) ?? [];
        if (params.length === 0) {
          const aimed = Object.keys(body?.properties ?? {}).some((key) => ID_FIELD.test(key));
          // A write that names no one acts on the caller's own things (the fuzz covers it).
          return aimed ? [...victimIds] : [];
        }
        if (params.every((param) => PERSON_PARAM.test(param))) return persons;
        // Objects of the kind the path names (posts, cards, phones...), else of every kind.
        const named = [...objects].filter(([kind]) =>
          path.toLowerCase().includes(kind.replace(/Id$|s$/, '').toLowerCase()),
        );
        return [...victimIds, ...(named.length > 0 ? named : [...objects]).map(([, id]) => id)];
      };
      const doc = (await t.inject({ method: 'GET', url: '/docs/openapi.json' })).json<{
        paths: Record<string, Partial<Record<(typeof WRITES)[number], OpenApiOperation>>>;
      }>();
      const anonymous = await visitor(t);
      const callers = everyRole(anonymous.headers);
      const leaks: string[] = [];
      const serverErrors: string[] = [];
      let requests = 0;
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const method of WRITES) {
          const operation = item[method];
          if (!operation) continue;
          const schema = operation.requestBody?.content?.['application/json']?.schema ?? null;
          const allowed = OTHERS_WRITABLE_BY[`${method.toUpperCase()} ${path}`] ?? [];
          for (const target of targetsFor(path, schema)) {
            const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(target));
            const payload = schema ? bodyAimedAt(schema, target) : undefined;
            for (const [role, headers] of callers) {
              const correlationId = `write-sweep-${++requests}`;
              const before = await store.headPosition();
              const response = await t.inject({
                method: method.toUpperCase(),
                url,
                headers: { ...headers, [CORRELATION_ID_HEADER]: correlationId },
                ...(payload === undefined ? {} : { payload: payload as object }),
              });
              const where = `${method.toUpperCase()} ${url} as ${role}`;
              if (response.statusCode >= 500) serverErrors.push(`${where}: ${response.statusCode}`);
              if (allowed.includes(role) || (await store.headPosition()) === before) continue;
              const appended = await store.readAll({ fromPosition: before, maxCount: 1_000 });
              for (const event of appended) {
                if (event.metadata.correlationId === correlationId && owned.has(event.streamId)) {
                  leaks.push(
                    `${where} (${response.statusCode}) wrote ${event.type} to ${event.streamId}`,
                  );
                }
              }
            }
          }
        }
      }
      expect(requests).toBeGreaterThan(300);
      expect({ leaks, serverErrors }).toEqual({ leaks: [], serverErrors: [] });
    },
    harnessTimeout(600_000),
  );
});
