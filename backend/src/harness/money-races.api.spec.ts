import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ReconciliationResponse, utcDay } from '@flirtwire/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { LEDGER_EVENT_TYPES } from '../finance/reconciliation/reconciliation.js';
import { makeCaller, phoneListing, spendFirstCallOffer } from '../test-support/calls.js';
import { publishGoodyBag } from '../test-support/content.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../test-support/identity.js';
import {
  moneyBooks,
  type MoneyBooks,
  moneyTable,
  sandboxRefunds,
} from '../test-support/money-harness.js';
import { caughtUp, makeCustomer, makeFlirt, sandboxCharges } from '../test-support/money.js';
import { type ChildServer, startChildServer } from '../test-support/child-server.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Issue 30 "Done when", races: every paid action fired by 20 concurrent identical requests with
 * ONE Idempotency-Key is charged exactly once at the sandbox processor (its own SQLite, as an
 * auditor reads it) and recorded by exactly one sale event. Where the rules make the purchase
 * single (one volley per turn, one bag per buyer, one charge per mail opening, one package
 * subscription, one tribute per Flirt, one payment of a gift request, one end of a call), also
 * with 20 distinct keys and with no key. Afterwards the day's reconciliation shows no difference.
 */

const RACERS = 20;
type Mode = 'one key' | 'distinct keys' | 'no key';
const ALL_MODES: readonly Mode[] = ['one key', 'distinct keys', 'no key'];

/** The money event types a race may append (the ledger's, and a staff credit's). */
const MONEY_EVENT_TYPES = [...LEDGER_EVENT_TYPES, 'SatisfactionCreditGranted'];

describe('money under races: 20 identical requests are charged once', () => {
  let t: TestApp;
  let store: EventStore;
  let admin: SignedInUser;
  let flirt: SignedInUser;
  let finance: SignedInUser;
  const rows: string[][] = [];

  const keys =
    (mode: Mode, race: string) =>
    (i: number): Record<string, string> =>
      mode === 'one key'
        ? { 'idempotency-key': race }
        : mode === 'distinct keys'
          ? { 'idempotency-key': `${race}-${String(i)}` }
          : {};

  const books = async (): Promise<MoneyBooks> => {
    await caughtUp(t);
    return moneyBooks(t, store, MONEY_EVENT_TYPES);
  };

  /**
   * Fires RACERS concurrent requests (headers from the mode), then compares the books before
   * and after: the processor's charges and refunds, and the money events by type.
   */
  const race = async (
    action: string,
    mode: Mode,
    send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
    expected: {
      events: Record<string, number>;
      charges?: number;
      refunds?: number;
    },
  ): Promise<LightMyRequestResponse[]> => {
    const headers = keys(mode, `race-${randomUUID()}`);
    const before = await books();
    const responses = await Promise.all(Array.from({ length: RACERS }, (_, i) => send(headers(i))));
    const after = await books();
    const statuses = responses.map((r) => r.statusCode);
    const delta = after.minus(before);
    rows.push([
      action,
      mode,
      summarize(statuses),
      String(delta.charges),
      String(delta.chargedCents),
      String(delta.refunds),
      String(delta.refundedCents),
      Object.entries(delta.events)
        .map(([type, n]) => `${type}×${String(n)}`)
        .join(' '),
    ]);
    // Never a server error, at least one answer that did it.
    expect([action, mode, statuses.filter((s) => s >= 500)]).toEqual([action, mode, []]);
    expect([action, mode, statuses.some((s) => s < 300)]).toEqual([action, mode, true]);
    expect([action, mode, delta.charges, delta.refunds, delta.events]).toEqual([
      action,
      mode,
      expected.charges ?? 1,
      expected.refunds ?? 0,
      expected.events,
    ]);
    return responses;
  };

  const post =
    (who: SignedInUser, url: string, payload?: object) => (headers: Record<string, string>) =>
      t.inject({
        method: 'POST',
        url,
        headers: { ...who.headers, ...headers },
        ...(payload ? { payload } : {}),
      });

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    finance = await signUp(t);
    await grantRole(t, admin, finance.userId, 'finance');
    const mailPrice = await t.inject({
      method: 'PUT',
      url: '/client_api/mail_settings',
      payload: { price_cents: 299 },
      headers: flirt.headers,
    });
    expect(mailPrice.statusCode).toBe(200);
  }, 180_000);
  afterAll(async () => {
    process.stdout.write(
      `\nmoney races (${String(RACERS)} concurrent requests each)\n${moneyTable(
        ['action', 'keys', 'answers', 'charges', 'charged ¢', 'refunds', 'refunded ¢', 'events'],
        rows,
      )}\n`,
    );
    await t.close();
  });

  it('tip (POST /client_api/bonuses): one key, one charge, one TipSent', async () => {
    const fan = await makeCustomer(t);
    await race(
      'tip',
      'one key',
      post(fan, '/client_api/bonuses', { amount_text: '2.50', advisor_id: flirt.userId }),
      { events: { TipSent: 1 } },
    );
  });

  it('site-dollar top-up (POST /client_api/site_dollars): one key, one charge', async () => {
    const fan = await makeCustomer(t);
    await race('top-up', 'one key', post(fan, '/client_api/site_dollars', { amount_text: '20' }), {
      events: { SiteDollarsAdded: 1 },
    });
  });

  it.each(ALL_MODES)('goody bag purchase, %s: one bag per buyer, one charge', async (mode) => {
    const bagId = await publishGoodyBag(t, flirt);
    const buyer = await makeCustomer(t);
    await race('goody bag', mode, post(buyer, `/client_api/goody_bags/${bagId}/purchase`), {
      events: { GoodiesSold: 1 },
    });
  });

  it('paid mail send: one key, one charge, one PaidMailSold', async () => {
    const fan = await makeCustomer(t);
    await race(
      'mail send',
      'one key',
      post(fan, '/client_api/mail', {
        recipients: [flirt.login],
        subject: 'Hi',
        body: 'A question for you',
      }),
      { events: { PaidMailSold: 1 } },
    );
  });

  it.each(ALL_MODES)('paid mail open, %s: one charge per opening', async (mode) => {
    const fan = await makeCustomer(t);
    const sent = await t.inject({
      method: 'POST',
      url: '/client_api/mail',
      headers: flirt.headers,
      payload: { recipients: [fan.userId], subject: 'Special', body: 'Only for you', paid: true },
    });
    expect(sent.statusCode).toBe(201);
    const [mailId = ''] = sent.json<{ mail_ids: string[] }>().mail_ids;
    await race('mail open', mode, post(fan, `/client_api/mail/${mailId}/open`), {
      events: { PaidMailSold: 1 },
    });
  });

  it.each(ALL_MODES)('chat volley, %s: one volley per turn, one charge', async (mode) => {
    const fan = await makeCustomer(t);
    let i = 0;
    await race(
      'chat volley',
      mode,
      // Identical requests under one key; distinct messages racing to open the turn otherwise.
      (headers) =>
        post(fan, `/client_api/chats/${flirt.userId}/messages`, {
          text: mode === 'one key' ? 'hi' : `hi ${String(i++)}`,
        })(headers),
      { events: { ChatVolleyBilled: 1 } },
    );
  });

  it('chat gift: one key, one charge, one TipSent', async () => {
    const fan = await makeCustomer(t);
    await race(
      'chat gift',
      'one key',
      post(fan, `/client_api/chats/${flirt.userId}/messages`, {
        kind: 'gift',
        amount_text: '5',
        text: 'for you',
      }),
      { events: { TipSent: 1 } },
    );
  });

  it.each(['one key', 'distinct keys', 'no key'] as const)(
    'chat gift request paid, %s: paid once',
    (mode) => payGiftRequest(mode),
  );

  const payGiftRequest = async (mode: Mode) => {
    const fan = await makeCustomer(t);
    const ask = await t.inject({
      method: 'POST',
      url: `/client_api/chats/${fan.userId}/messages`,
      headers: flirt.headers,
      payload: { kind: 'gift_request', amount_text: '12.50' },
    });
    expect(ask.statusCode).toBe(201);
    const requestId = ask.json<{ message: { id: string } }>().message.id;
    await race(
      'gift request',
      mode,
      post(fan, `/client_api/chats/${flirt.userId}/messages`, {
        kind: 'gift',
        request_id: requestId,
      }),
      { events: { TipSent: 1 } },
    );
  };

  it('call start (one key) then end (every mode): one call, one charge', async () => {
    const caller = await makeCaller(t);
    const listingId = await phoneListing(t, flirt, admin, 299);
    // The caller's free first minutes (ADR 0118) go first: the raced call is charged.
    await spendFirstCallOffer(t, caller, listingId);
    const started = await race(
      'call start',
      'one key',
      post(caller, `/client_api/listings/${listingId}/calls`),
      { events: {}, charges: 0 },
    );
    const tokens = new Set(started.map((r) => r.json<{ token: string }>().token));
    expect(tokens.size).toBe(1);
    const [token = ''] = [...tokens];
    const control = `/sandbox-telephony/calls/${token}`;
    expect((await post(caller, control, { action: 'connect' })({})).statusCode).toBe(200);
    await race('call end', 'one key', post(caller, control, { action: 'end' }), {
      events: { CallCompleted: 1 },
    });
    for (const mode of ['distinct keys', 'no key'] as const) {
      await race(`call end again`, mode, post(caller, control, { action: 'end' }), {
        events: {},
        charges: 0,
      });
    }
  });

  it.each(ALL_MODES)('package subscription, %s: one subscription, one charge', async (mode) => {
    const created = await t.inject({
      method: 'POST',
      url: '/client_api/packages',
      headers: flirt.headers,
      payload: { feedAccess: true, rate: '9.99', status: 'private_package' },
    });
    expect(created.statusCode).toBe(201);
    const packageId = created.json<{ package: { id: string } }>().package.id;
    const fan = await makeCustomer(t);
    await race(
      'package',
      mode,
      post(fan, '/client_api/package_subscriptions', { package_id: packageId }),
      { events: { SubscriptionChargeStarted: 1, SubscriptionCharged: 1 } },
    );
  });

  it.each(ALL_MODES)('tribute create, %s: one tribute, one charge', async (mode) => {
    const fan = await makeCustomer(t);
    await race(
      'tribute',
      mode,
      post(fan, '/client_api/recurring_tributes/monetary_tributes', {
        advisor_id: flirt.userId,
        rate: '25.50',
        message: 'For the show',
      }),
      { events: { SubscriptionChargeStarted: 1, SubscriptionCharged: 1 } },
    );
  });

  it('refund (POST /finance/charges/{id}/refunds): one key, one refund at the processor', async () => {
    const fan = await makeCustomer(t);
    const tipped = await post(fan, '/client_api/bonuses', {
      amount_text: '5',
      advisor_id: flirt.userId,
    })({});
    expect(tipped.statusCode).toBe(201);
    const chargeId = tipped.json<{ tipId: string }>().tipId;
    await caughtUp(t);
    await race(
      'refund',
      'one key',
      post(finance, `/finance/charges/${chargeId}/refunds`, {
        reason: 'Customer asked',
        amount_text: '1',
      }),
      { events: { PaymentRefunded: 1 }, charges: 0, refunds: 1 },
    );
  });

  it('staff credit: one key, one credit granted, nothing charged', async () => {
    const fan = await makeCustomer(t);
    await race(
      'staff credit',
      'one key',
      post(admin, `/client_api/admin/users/${fan.userId}/site_dollars_credits`, {
        amount_text: '5',
        reason: 'The call dropped three times',
      }),
      { events: { SatisfactionCreditGranted: 1 }, charges: 0 },
    );
  });

  it('leaves the day reconciled: processor, ledger and read models agree, no difference', async () => {
    await caughtUp(t);
    const today = utcDay(new Date().toISOString());
    const response = await t.inject({
      method: 'GET',
      url: `/finance/reconciliation?from=${today}&to=${today}&page_size=100`,
      headers: finance.headers,
    });
    expect(response.statusCode).toBe(200);
    const report = response.json<ReconciliationResponse>();
    const charges = sandboxCharges(t).filter((c) => c.status === 'approved');
    const refunds = sandboxRefunds(t.dataDir);
    for (const l of report.lines) {
      rows.push([
        `reconciliation ${l.key}`,
        report.status,
        `processor ${String(l.processor_cents)} ledger ${String(l.ledger_cents)} read models ${String(l.read_models_cents)}`,
      ]);
    }
    rows.push([
      'processor, whole day',
      `differences ${String(report.differences.length)}`,
      '',
      String(charges.length),
      String(charges.reduce((sum, c) => sum + c.amountCents, 0)),
      String(refunds.length),
      String(refunds.reduce((sum, r) => sum + r.amountCents, 0)),
    ]);
    expect(report.differences).toEqual([]);
    expect(report.status).toBe('green');
  });
});

function summarize(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${String(s)}×${String(n)}`)
    .join(' ');
}

const ROUNDS = 10;
const FANS = 3;
const TOP_UPS = 10;
const KILLS = 3;

/** The money events of the ledger in the data folder, read from its SQLite as an auditor would. */
function saleEvents(dataDir: string): { type: string; customerId: string; amountCents: number }[] {
  const db = new Database(join(dataDir, 'events.db'), { readonly: true });
  try {
    return db
      .prepare<[], { type: string; data: string }>(
        "SELECT type, data FROM events WHERE type IN ('TipSent', 'ChatVolleyBilled', 'SiteDollarsAdded')",
      )
      .all()
      .map((row) => {
        const data = JSON.parse(row.data) as { customerId: string; amountCents: number };
        return { type: row.type, customerId: data.customerId, amountCents: data.amountCents };
      });
  } finally {
    db.close();
  }
}

describe('money across kill -9: every purchase is charged exactly once', () => {
  let dataDir: string;
  let flirt: SignedInUser;
  let fans: SignedInUser[];
  let topper: SignedInUser;
  let finance: SignedInUser;
  let server: ChildServer | null = null;

  beforeAll(async () => {
    const t = await startTestApp({ keepData: true });
    dataDir = t.dataDir;
    const admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    fans = [];
    for (let i = 0; i < FANS; i++) fans.push(await makeCustomer(t));
    topper = await makeCustomer(t);
    finance = await signUp(t);
    await grantRole(t, admin, finance.userId, 'finance');
    await t.close();
    server = await startChildServer(dataDir);
  }, 180_000);
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs tips, chat volleys and top-ups through 3 kill -9s; processor == ledger == read models', async () => {
    if (!server) throw new Error('no server');
    let live: ChildServer = server;
    let restarted: Promise<ChildServer> = Promise.resolve(live);
    let answered = 0;
    let retries = 0;
    let lost = 0;
    let inProgress = 0;
    const total = FANS * ROUNDS * 3 + TOP_UPS;

    /** Sends one request with its own key until the app answers it (across restarts). */
    const send = async (who: SignedInUser, url: string, body: object): Promise<number> => {
      const key = randomUUID();
      for (;;) {
        const target = await restarted;
        try {
          const response = await fetch(`${target.url}${url}`, {
            method: 'POST',
            headers: { ...who.headers, 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify(body),
          });
          const text = await response.text();
          if (response.status === 409 && text.includes('idempotency_key_in_progress')) {
            // The key's claim died with the killed process: it is held until its lease (3 s here)
            // runs out, then the same request runs once. Ask again, as a client would.
            inProgress++;
            await new Promise((resolve) => setTimeout(resolve, 250));
            continue;
          }
          answered++;
          return response.status;
        } catch {
          // No answer (the connection died with the process): the same request, same key, again.
          lost++;
          retries++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };

    // Kill points: random, spread over the run.
    const kills = Array.from({ length: KILLS }, (_, i) =>
      Math.floor(((i + 0.3 + Math.random() * 0.5) * total) / (KILLS + 1)),
    );
    const run = { done: false };
    const killer = (async () => {
      for (const at of kills) {
        while (answered < at && !run.done) await new Promise((resolve) => setTimeout(resolve, 2));
        if (run.done) return;
        const dying = live;
        let up: (s: ChildServer) => void = () => undefined;
        restarted = new Promise<ChildServer>((resolve) => {
          up = resolve;
        });
        dying.child.kill('SIGKILL');
        await dying.exited;
        live = await startChildServer(dataDir);
        server = live;
        up(live);
      }
    })();

    const statuses: number[] = [];
    const workers = [
      ...fans.map(async (fan) => {
        for (let round = 0; round < ROUNDS; round++) {
          statuses.push(
            await send(fan, '/client_api/bonuses', {
              amount_text: '2.50',
              advisor_id: flirt.userId,
            }),
            await send(fan, `/client_api/chats/${flirt.userId}/messages`, {
              text: `round ${String(round)}`,
            }),
            // The Flirt answers: the customer's next message opens (and pays) a new volley.
            await send(flirt, `/client_api/chats/${fan.userId}/messages`, {
              text: `thanks ${String(round)}`,
            }),
          );
        }
      }),
      (async () => {
        for (let i = 0; i < TOP_UPS; i++) {
          statuses.push(await send(topper, '/client_api/site_dollars', { amount_text: '10' }));
        }
      })(),
    ];
    await Promise.all(workers);
    run.done = true;
    await killer;
    const final = await restarted;
    expect(statuses.filter((status) => status >= 300)).toEqual([]);

    // The processor's own records and the ledger's sale events, read from their files.
    const charges = sandboxCharges({ dataDir } as TestApp).filter((c) => c.status === 'approved');
    const sales = saleEvents(dataDir);
    const count = (type: string) => sales.filter((e) => e.type === type).length;
    expect({
      tips: count('TipSent'),
      volleys: count('ChatVolleyBilled'),
      topUps: count('SiteDollarsAdded'),
    }).toEqual({ tips: FANS * ROUNDS, volleys: FANS * ROUNDS, topUps: TOP_UPS });
    const processorCents = charges.reduce((sum, c) => sum + c.amountCents, 0);
    const ledgerCents = sales.reduce((sum, e) => sum + e.amountCents, 0);
    expect(charges).toHaveLength(sales.length);
    expect(processorCents).toBe(ledgerCents);

    // The read models: every customer's transactions, the Flirt's earnings (the reconciliation's
    // read-model column), and no difference anywhere for the day.
    let readModelCents = 0;
    for (const who of [...fans, topper]) {
      const response = await fetch(`${final.url}/client_api/transactions`, {
        headers: who.headers,
      });
      expect(response.status).toBe(200);
      const { transactions } = (await response.json()) as {
        transactions: { amount_cents: number }[];
      };
      readModelCents += transactions.reduce((sum, row) => sum + row.amount_cents, 0);
    }
    expect(readModelCents).toBe(ledgerCents);
    const today = utcDay(new Date().toISOString());
    const reconciled = await fetch(
      `${final.url}/finance/reconciliation?from=${today}&to=${today}&page_size=100`,
      { headers: finance.headers },
    );
    expect(reconciled.status).toBe(200);
    const report = (await reconciled.json()) as ReconciliationResponse;
    const gross = report.lines.find((l) => l.key === 'flirt_gross');
    const customerCharges = report.lines.find((l) => l.key === 'customer_charges');
    process.stdout.write(
      `\nmoney across kill -9\n${moneyTable(
        [
          'purchases',
          'answered',
          'kills',
          'retries',
          'charges',
          'processor ¢',
          'ledger ¢',
          'transactions ¢',
          'flirt gross ¢ (ledger/read)',
          'reconciliation',
        ],
        [
          [
            `${String(total)} (${String(FANS * ROUNDS)} tips, ${String(FANS * ROUNDS)} volleys, ${String(TOP_UPS)} top-ups, ${String(FANS * ROUNDS)} free replies)`,
            String(answered),
            String(KILLS),
            `${String(retries + inProgress)} (${String(lost)} lost answers, ${String(inProgress)} answered 409 in progress)`,
            String(charges.length),
            String(processorCents),
            String(ledgerCents),
            String(readModelCents),
            `${String(gross?.ledger_cents)}/${String(gross?.read_models_cents)}`,
            `${report.status}, ${String(report.differences.length)} differences, charges ${String(customerCharges?.processor_cents)}/${String(customerCharges?.ledger_cents)}`,
          ],
        ],
      )}\n`,
    );
    expect(report.differences).toEqual([]);
    expect(report.status).toBe('green');
    expect(customerCharges?.processor_cents).toBe(processorCents);
    expect(gross?.read_models_cents).toBe(gross?.ledger_cents);
  }, 420_000);
});
