import { beforeAll, describe, expect, it } from '@jest/globals';
import { formatCents, PAYOUT_MESSAGES, type PayoutInfoView } from '@flirtwire/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import {
  addCard,
  type ApiSession,
  reportCall,
  signIn,
  signUp,
  tip,
  uniqueLogin,
} from './support/api';
import { DESKTOP_VIEWPORT, screenshot, seriousViolations, downloadBytes } from './support/browser';
import { eventually } from './support/eventually';
import { SERVICE_TOKEN } from './support/server';
import { browserSuite } from './support/suite';

/**
 * Payouts end to end: a Flirt paid by direct deposit earns over $10; the run (by hand, through
 * the schedules endpoint) pays the balance less the balance to keep; the payment history shows
 * it; finance downloads the ACH file and marks a return; the payout page shows the hold.
 */
describe('payouts in a browser', () => {
  const suite = browserSuite({ ownServer: true });
  let admin: ApiSession;
  let flirt: ApiSession;
  let finance: ApiSession;
  let paidCents = 0;
  let member: ApiSession;

  async function pageAs(session: ApiSession): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.context(session, DESKTOP_VIEWPORT, { acceptDownloads: true });
    return { context, page: await context.newPage() };
  }
  const payoutInfo = async () =>
    (await flirt.request<{ data: PayoutInfoView }>('GET', '/client_api/account/payout_info')).data;

  beforeAll(async () => {
    admin = suite.admin;
    const person = await signUp(suite.baseUrl, uniqueLogin('finance'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'finance',
    });
    finance = await signIn(suite.baseUrl, person.login, person.password);
    flirt = await suite.advisor('payee');
    await flirt.request('POST', '/client_api/account/payout_info', {
      payment_request: {
        payee_name: 'Pat Payee',
        address_line1: '1 Main St',
        city: 'Burlington',
        state: 'VT',
        zip_code: '05401',
        country: 'US',
        taxable_status: 10,
        payment_period: 2,
        balance_to_keep: '5',
        tax_id_type: 'ssn',
        ssn_part1: '512',
        ssn_part2: '34',
        ssn_part3: '6789',
      },
      bank_account: {
        bank_name: 'First Bank',
        routing_number: '011000015',
        account_number: '123456789012',
        account_number_confirmation: '123456789012',
        account_type: 0,
      },
    });
    const customer = await signUp(suite.baseUrl, uniqueLogin('member'));
    member = customer;
    await reportCall(suite.baseUrl, SERVICE_TOKEN, {
      creatorId: flirt.userId,
      customerId: customer.userId,
      amountCents: 5_000,
      daysAgo: 0,
    });
  }, 300_000);

  it('pays the balance less the balance to keep, shown in the payment history', async () => {
    const before = await eventually(
      payoutInfo,
      (info) => info.balances.payable_cents >= 1_000,
      'earnings over $10.00',
    );
    expect(before.balances.payable_cents).toBe(before.balances.total_cents - 500);
    paidCents = before.balances.payable_cents;
    await admin.request('POST', '/ops/schedules/payout-run/run');
    await eventually(
      payoutInfo,
      (info) => info.balances.total_cents === 500,
      'the balance to keep left behind',
    );
    const { context, page } = await pageAs(flirt);
    await page.goto('/transactions/payment_history');
    const row = page.getByRole('row').filter({ hasText: 'Monthly direct deposit' });
    // Waits for the rows to load, then checks there is exactly one payout.
    await row.getByRole('cell', { name: 'Sent', exact: true }).waitFor();
    await row.getByRole('cell', { name: formatCents(paidCents), exact: true }).waitFor();
    expect(await row.count()).toBe(1);
    await screenshot(page, 'payouts-01-history');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'payouts-01-history-phone');
    await context.close();
  }, 300_000);

  it("shows the next payout on the 1st as M/d/yy, fills the address by autocomplete, names Canada's provinces", async () => {
    const { context, page } = await pageAs(flirt);
    await page.goto('/account/payout');
    const next = page.locator('dt:text-is("Next payout date") + dd');
    // Direct deposit pays monthly on the 1st (spec 002 §9), dated M/d/yy (spec 000 §9).
    expect(await next.innerText()).toMatch(/^\d{1,2}\/1\/\d{2}$/);
    const autocomplete = async (label: string, exact = true) =>
      page.getByLabel(label, { exact }).getAttribute('autocomplete');
    expect(await autocomplete('Address')).toBe('address-line1');
    expect(await autocomplete('Address line 2')).toBe('address-line2');
    expect(await autocomplete('City')).toBe('address-level2');
    // A select's name includes its chosen option: find these two by their field.
    const select = (name: string) => page.locator(`select[name="${name}"]`);
    expect(await select('country').getAttribute('autocomplete')).toBe('country');
    expect(await select('state').getAttribute('autocomplete')).toBe('address-level1');
    expect(await page.locator('label:has(select[name="state"]) > span').innerText()).toBe('State');
    expect(await autocomplete('Zip code')).toBe('postal-code');
    await select('country').selectOption('CA');
    await page.getByLabel('Postal code', { exact: true }).fill('');
    expect(await page.locator('label:has(select[name="state"]) > span').innerText()).toBe(
      'Province',
    );
    await select('state').selectOption('QC');
    expect(await page.getByLabel('Zip code', { exact: true }).count()).toBe(0);
    await screenshot(page, 'payouts-05-canada');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Postal code can't be blank", { exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'payouts-05-canada-phone');
    await context.close();
  }, 300_000);

  it('opens a payment from the earnings history: what, by whom, gross, fee and net', async () => {
    const history = await flirt.request<{ history: { link: string; amount: number }[] }>(
      'GET',
      '/client_api/earnings/history',
    );
    const row = history.history[0];
    if (!row) throw new Error('no earnings history row');
    const { context, page } = await pageAs(flirt);
    await page.goto(row.link);
    await page.getByRole('heading', { name: 'Transaction details', exact: true }).waitFor();
    await page.getByText(formatCents(row.amount), { exact: true }).waitFor();
    await screenshot(page, 'payouts-04-transaction');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 300_000);

  it('finance downloads the ACH file and marks a return; the payout page shows the hold', async () => {
    const { context, page } = await pageAs(finance);
    await page.goto('/finance_console/payouts');
    await page.getByRole('heading', { name: 'Upcoming run' }).waitFor();
    const link = page.getByRole('link', { name: /Download NACHA ACH file/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const lines = (await downloadBytes(download)).toString('ascii').trimEnd().split('\n');
    expect(lines.every((line) => line.length === 94)).toBe(true);
    const entry = lines.find((line) => line.startsWith('6'));
    expect(entry?.slice(29, 39)).toBe(String(paidCents).padStart(10, '0'));
    await screenshot(page, 'payouts-02-console');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark returned', exact: true }).click();
    await page.getByRole('cell', { name: 'Returned (R03)', exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'payouts-02-console-phone');
    await context.close();

    const payee = await pageAs(flirt);
    await payee.page.goto('/account/payout');
    await payee.page.getByText(PAYOUT_MESSAGES.onHold).waitFor();
    await payee.page.getByText('The payee information is not verified').waitFor();
    await screenshot(payee.page, 'payouts-03-hold');
    expect(await seriousViolations(payee.page)).toEqual([]);
    await payee.context.close();
  }, 300_000);

  it('a customer sees their own purchases under Transactions', async () => {
    await addCard(member);
    await tip(member, flirt.userId, '5');
    const { context, page } = await pageAs(member);
    await page.goto('/transactions/details');
    await page.getByRole('heading', { name: 'Transactions', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Tribute' });
    await row.getByRole('cell', { name: '$5.00', exact: true }).waitFor();
    await row.getByRole('cell', { name: flirt.login, exact: true }).waitFor();
    await screenshot(page, 'payouts-05-customer-transactions');
    expect(await seriousViolations(page)).toEqual([]);
    // Her own purchase's details open (they answered 403 to a customer before).
    await row.getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Transaction details', exact: true }).waitFor();
    await page.getByText('Tribute: Tribute').waitFor();
    await context.close();
  }, 300_000);
});
