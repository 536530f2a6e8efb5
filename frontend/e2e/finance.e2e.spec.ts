import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  type ApiSession,
  completeFlirtSetup,
  reportCall,
  signIn,
  signInAdmin,
  signUp,
  uniqueLogin,
} from './support/api';
import { ACTION_TIMEOUT_MS, launchBrowser } from './support/browser';
import { type RunningServer, SERVICE_TOKEN, startServer } from './support/server';

/**
 * Form 1099-K end to end: a payee with $6,000 of calls this year; finance generates and issues
 * the form, reveals the tax id with a reason, and issues a correction after a later call; the
 * payee opens the forms and prints Copy B.
 */
describe('tax forms in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let payee: ApiSession;
  let finance: ApiSession;
  let customer = '';
  const year = new Date().getFullYear();

  async function pageAs(session: ApiSession): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    await context.addCookies(
      ['fw_session', 'fw_csrf'].flatMap((name) => {
        const value = session.cookie(name);
        return value ? [{ name, value, url: server.baseUrl }] : [];
      }),
    );
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await signInAdmin(server.baseUrl);
    const person = await signUp(server.baseUrl, uniqueLogin('finance'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'finance',
    });
    finance = await signIn(server.baseUrl, person.login, person.password);
    payee = await signUp(server.baseUrl, uniqueLogin('payee'), true);
    await completeFlirtSetup(payee, admin);
    customer = (await signUp(server.baseUrl, uniqueLogin('member'))).userId;
    await payee.request('POST', '/client_api/account/payout_info', {
      payment_request: {
        payee_name: 'Erin Payee',
        address_line1: '9 Elm St',
        city: 'Austin',
        state: 'TX',
        zip_code: '73301',
        country: 'US',
        taxable_status: 10,
        payment_period: 1,
        balance_to_keep: '0',
        tax_id_type: 'ssn',
        ssn_part1: '512',
        ssn_part2: '34',
        ssn_part3: '6789',
      },
    });
    for (const daysAgo of [1, 2, 3]) {
      await reportCall(server.baseUrl, SERVICE_TOKEN, {
        creatorId: payee.userId,
        customerId: customer,
        amountCents: 200_000,
        daysAgo,
      });
    }
  }, 180_000);

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('finance generates, issues, reveals (recorded) and corrects; the payee opens and prints', async () => {
    const { page } = await pageAs(finance);
    await page.goto('/finance_console');
    await page.getByLabel('Tax year').selectOption(String(year));
    const row = page.locator('.ag-row', { hasText: payee.login });
    await row.waitFor();
    await page.getByRole('button', { name: 'Generate forms' }).click();
    await row.getByRole('button', { name: 'Issue' }).click();
    await row.getByText('issued', { exact: true }).waitFor();

    page.once('dialog', (dialog) => void dialog.accept('payee asked for a copy'));
    await row.getByRole('button', { name: 'Reveal' }).click();
    await row.getByRole('button', { name: '512-34-6789' }).waitFor();

    await reportCall(server.baseUrl, SERVICE_TOKEN, {
      creatorId: payee.userId,
      customerId: customer,
      amountCents: 1_000,
      daysAgo: 4,
    });
    await page.reload();
    await page.getByLabel('Tax year').selectOption(String(year));
    await row.getByRole('button', { name: 'Correct' }).click();
    await page.getByText(/Corrected 1099-K/).waitFor();

    const payeePage = (await pageAs(payee)).page;
    await payeePage.goto('/account/tax_forms');
    await payeePage.getByRole('heading', { name: 'Tax Forms' }).waitFor();
    await payeePage.getByRole('link', { name: '1099-K (Corrected)' }).click();
    await payeePage.getByRole('heading', { name: 'Form 1099-K', exact: true }).waitFor();
    await payeePage.getByText("PAYEE'S TIN: ***-**-6789").waitFor();
    expect(await payeePage.getByText('$6,010.00').count()).toBeGreaterThan(0);
    const href = await payeePage.getByRole('link', { name: 'Print' }).getAttribute('href');
    const pdf = await payeePage.request.get(href ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);
});
