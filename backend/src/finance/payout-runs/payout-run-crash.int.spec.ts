import { payoutRunStreamId, payoutStreamId, userStreamId } from '@flirtwire/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { ChainedEventStore } from '../../infrastructure/event-store/chained-event-store.js';
import type { NewEvent } from '../../infrastructure/event-store/event-store.port.js';
import { SqliteEventLog } from '../../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { testMetadata } from '../../test-support/events.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LOADER = join(ROOT, 'tools/ts-node-loader/register.mjs');
const CHILD = join(ROOT, 'backend/src/test-support/payout-run-child.ts');
const PAYEES = 300;
const EARNED_AT = '2026-11-10T00:00:00.000Z';
const RUN_AT = '2026-12-01T06:00:00.000Z';
const PERIOD_KEY = '2026-12-01';
/** $100.00 gross, $30.00 fee: $70.00 each to pay by direct deposit. */
const GROSS = 10_000;
const NET = 7_000;

function start(dataDir: string, lines: string[]) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', LOADER, CHILD, dataDir, RUN_AT],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const parts = partial.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      if (code !== 0 && code !== null) process.stderr.write(errors);
      resolve(code);
    });
  });
  return { child, exited };
}

/** Waits until `check` holds, failing as soon as the child exits first; only the test timeout bounds it. */
async function until(check: () => boolean, what: string, exited: Promise<number | null>) {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (!check()) {
    if (exitCode !== undefined)
      throw new Error(`the child exited (${String(exitCode)}) before ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const event = (type: string, data: unknown, occurredAt = EARNED_AT): NewEvent => ({
  id: uuidv7(),
  type,
  data,
  occurredAt,
  metadata: testMetadata(),
});

/** 300 Flirts outside the US (no tax id needed), each paid by direct deposit, each owed $70.00. */
async function seed(dataDir: string): Promise<string[]> {
  const store = new ChainedEventStore(
    new SqliteEventLog({ file: join(dataDir, 'events.db'), synchronous: 'NORMAL' }),
  );
  const customerId = uuidv7();
  const ids: string[] = [];
  for (let i = 0; i < PAYEES; i++) {
    const payeeId = uuidv7();
    const login = `payee${String(i)}`;
    await store.appendToStream(userStreamId(payeeId), [
      event('UserSignedUp', {
        userId: payeeId,
        login,
        sealedEmail: 'pd1.seed.seed',
        emailIndex: idFromKey(login).replace(/-/g, '').padEnd(64, '0'),
        sealedDateOfBirth: null,
        sealedPasswordHash: 'pd1.seed.seed',
        offersOptIn: false,
        flirtSignup: true,
      }),
    ]);
    await store.appendToStream(payoutStreamId(payeeId), [
      event('PayoutInfoSaved', {
        payeeId,
        country: 'CA',
        state: null,
        taxableStatus: 0,
        paymentPeriod: 2,
        balanceToKeepCents: 0,
        bankAccountType: 0,
        sealedDetails: 'pd1.seed.seed',
        accountLast4: '1234',
      }),
    ]);
    await store.appendToStream(`goodies-sale-k${String(i)}`, [
      event('GoodiesSold', {
        saleId: `k${String(i)}`,
        chargeId: `goodies-k${String(i)}`,
        creatorId: payeeId,
        customerId,
        goodyBagId: 'bag',
        title: 'Bag',
        at: EARNED_AT,
        amountCents: GROSS,
        platformFeeCents: GROSS - NET,
      }),
    ]);
    ids.push(payeeId);
  }
  await store.close();
  return ids;
}

describe('kill -9 during a payout run of 300 payees', () => {
  let dataDir: string;
  let payeeIds: string[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'payout-crash-'));
    payeeIds = await seed(dataDir);
  }, 600_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pays every payee exactly once for the pay date, in the events and at the payout service', async () => {
    // 1. The first run is killed with SIGKILL in the middle of the payees.
    const firstLines: string[] = [];
    const first = start(dataDir, firstLines);
    await until(
      () => firstLines.filter((line) => line.startsWith('paid ')).length >= 60,
      '60 payouts',
      first.exited,
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(firstLines.filter((line) => line.startsWith('paid ')).length).toBeLessThan(PAYEES);

    // 2. A second run, after the restart, completes.
    const secondLines: string[] = [];
    const second = start(dataDir, secondLines);
    expect(await second.exited).toBe(0);
    expect(secondLines.some((line) => line.startsWith('done '))).toBe(true);

    // 3. The events: per payee, one payout for the pay date, scheduled and sent once.
    const store = new ChainedEventStore(
      new SqliteEventLog({ file: join(dataDir, 'events.db'), synchronous: 'NORMAL' }),
    );
    let scheduledCents = 0;
    for (const payeeId of payeeIds) {
      const events = await store.readStream(payoutRunStreamId(payeeId, PERIOD_KEY));
      expect({ payeeId, types: events.map((e) => e.type) }).toEqual({
        payeeId,
        types: ['PayoutScheduled', 'PayoutSent'],
      });
      scheduledCents += (events[0]?.data as { amountCents: number }).amountCents;
    }
    await store.close();
    expect(scheduledCents).toBe(PAYEES * NET);

    // 4. The payout service's own records: exactly one payout per payee, nothing lost or doubled.
    const db = new Database(join(dataDir, 'sandbox-payouts.db'), { readonly: true });
    const rows = db
      .prepare<[], { payee: string; amount: number }>(
        'SELECT payee_id AS payee, amount_cents AS amount FROM payouts',
      )
      .all();
    db.close();
    expect(rows).toHaveLength(PAYEES);
    expect(new Set(rows.map((row) => row.payee)).size).toBe(PAYEES);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(PAYEES * NET);
  }, 900_000);
});
