import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  CustomerModelResponse,
  CustomerSearchResponse,
  CustomerSortKey,
} from '@flirtwire/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  type ApiSession,
  completeFlirtSetup,
  inBatches,
  reportCall,
  signInAdmin,
  signUp,
  uniqueLogin,
} from './support/api';
import {
  ACTION_TIMEOUT_MS,
  expectNoSeriousViolations,
  launchBrowser,
  screenshot,
} from './support/browser';
import { eventually } from './support/eventually';
import { gridRowIds } from './support/grid';
import { type RunningServer, SERVICE_TOKEN, startServer } from './support/server';

/** Customers who call the Flirt every few days over the last 30 days; the first four stopped. */
const CUSTOMERS = 14;
const STOPPED = 4;

/**
 * Predicted 90D $ and Lapse risk in a browser: the daily fit run by hand (the schedules
 * endpoint, as the scheduler would), the grid's two new columns sorted by their headers and
 * filtered in Advanced Search, and a customer's Prediction tab with the inputs, the purchases
 * behind them, the parameters and the calibration chart, also on a phone.
 */
describe('predicted spend and lapse risk in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let flirt: ApiSession;
  let customers: ApiSession[] = [];
  /** Customer id → number of calls reported. */
  const calls = new Map<string, number>();

  const apiSearch = (body: { filters?: object; sort?: CustomerSortKey[] }) =>
    flirt.request<CustomerSearchResponse>('POST', '/client_api/customers/search', body);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await signInAdmin(server.baseUrl);
    flirt = await signUp(server.baseUrl, uniqueLogin('seer'), true);
    await completeFlirtSetup(flirt, admin);
    customers = await inBatches(
      Array.from({ length: CUSTOMERS }, (_, i) => i),
      4,
      (i) => signUp(server.baseUrl, uniqueLogin(`buyer${String(i)}x`)),
    );
    await inBatches(customers, 4, async (customer, i) => {
      const stop = i < STOPPED ? 18 : 1;
      let n = 0;
      for (let daysAgo = 29 - (i % 3); daysAgo >= stop; daysAgo -= 2 + (i % 3)) {
        await reportCall(server.baseUrl, SERVICE_TOKEN, {
          creatorId: flirt.userId,
          customerId: customer.userId,
          amountCents: 1_500 + i * 250,
          daysAgo,
        });
        n++;
      }
      calls.set(customer.userId, n);
    });
    // The job fits on what the read model holds: run it (as the hourly scheduler would) until the
    // fit has seen every customer's calls.
    await eventually(
      async () => {
        const run = await admin.request<{ lastError: unknown; idle: unknown }>(
          'POST',
          '/ops/schedules/customer-model/run',
        );
        const model = await flirt.request<CustomerModelResponse>(
          'GET',
          '/client_api/customers/predictions/model',
        );
        return { run, status: model.status, customers: model.customers };
      },
      ({ status, customers }) => status === 'fitted' && customers === CUSTOMERS,
      'the model fitted on every customer',
      60_000,
    );
    context = await browser.newContext({
      baseURL: server.baseUrl,
      // Wide enough for every column, the model's two last.
      viewport: { width: 1920, height: 900 },
    });
    await context.addCookies(
      ['fw_session', 'fw_csrf'].flatMap((name) => {
        const value = flirt.cookie(name);
        return value ? [{ name, value, url: server.baseUrl }] : [];
      }),
    );
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('sorts by Lapse risk and by Predicted 90D $ from their headers', async () => {
    await page.goto('/my_customers');
    await page.getByText(`${String(CUSTOMERS)} customers`).waitFor();
    await page.locator('.ag-header-cell[col-id="lapseRisk"]').click();
    await page.waitForURL(
      (url) => url.searchParams.get('sortColumn')?.startsWith('lapse_risk,') === true,
    );
    const byRisk = await apiSearch({
      sort: [
        { column: 'lapse_risk', direction: 'desc' },
        { column: 'days_since_last_contact', direction: 'asc' },
      ],
    });
    await page.waitForFunction(
      (first) => document.querySelector('.ag-row[row-index="0"]')?.getAttribute('row-id') === first,
      byRisk.customers[0]?.seeker_id,
    );
    expect(await gridRowIds(page)).toEqual(byRisk.customers.map((row) => row.seeker_id));
    // The riskiest are the customers who stopped calling, each shown with its level and %.
    const top = byRisk.customers[0];
    expect(top && top.seeker_id).toBeTruthy();
    const riskCell = page.locator(`.ag-row[row-id="${top?.seeker_id ?? ''}"] [col-id="lapseRisk"]`);
    expect(await riskCell.first().textContent()).toMatch(/^(Low|Medium|High) \d{1,3}%$/);
    expect(customers.slice(0, STOPPED).map((c) => c.userId)).toContain(top?.seeker_id);
    await screenshot(page, 'predictions-01-lapse-risk');

    await page.locator('.ag-header-cell[col-id="predicted90"]').click();
    await page.waitForURL(
      (url) => url.searchParams.get('sortColumn')?.startsWith('predicted_90D_earnings,') === true,
    );
    const bySpend = await apiSearch({
      sort: [
        { column: 'predicted_90D_earnings', direction: 'desc' },
        { column: 'lapse_risk', direction: 'desc' },
      ],
    });
    await page.waitForFunction(
      (first) => document.querySelector('.ag-row[row-index="0"]')?.getAttribute('row-id') === first,
      bySpend.customers[0]?.seeker_id,
    );
    expect(await gridRowIds(page)).toEqual(bySpend.customers.map((row) => row.seeker_id));
    const spends = bySpend.customers.map((row) => row.predicted_90D_earnings ?? -1);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
  });

  it('filters by lapse risk in Advanced Search', async () => {
    // The level of the riskiest customer (those who stopped calling).
    const riskiest = await apiSearch({ sort: [{ column: 'lapse_risk', direction: 'desc' }] });
    const level = riskiest.customers[0]?.lapse_risk_level ?? 'High';
    const high = await apiSearch({ filters: { lapseRisk: [level] } });
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Search' });
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'Lapse Risk' }).getByLabel(level).check();
    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('filters[lapseRisk]') === level);
    await page
      .getByText(`${String(high.total_row_count)} customer${high.total_row_count === 1 ? '' : 's'}`)
      .first()
      .waitFor();
    expect(high.total_row_count).toBeGreaterThan(0);
    expect(high.total_row_count).toBeLessThan(CUSTOMERS);
    const cells = await page.locator('.ag-row [col-id="lapseRisk"]').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((text) => text.startsWith(`${level} `))).toBe(true);
    await screenshot(page, 'predictions-02-high-risk');
    await expectNoSeriousViolations(page);
  });

  it('shows the evidence in the customer’s Prediction tab, the chart fitting a phone', async () => {
    const customer = customers[CUSTOMERS - 1] as ApiSession;
    await page.goto(`/my_customers/user/${customer.login}/prediction`);
    const tab = page.getByTestId('prediction');
    await tab.getByRole('heading', { name: 'Predicted spend and lapse risk' }).waitFor();
    const inputs = tab.getByLabel('Inputs');
    await inputs.getByText('x (repeat purchase days)').waitFor();
    const rows = tab
      .getByRole('table', { name: 'Purchases behind the inputs' })
      .locator('tbody tr');
    expect(await rows.count()).toBe(calls.get(customer.userId));
    await tab.getByText('First purchase: starts T').waitFor();
    await tab.getByLabel('Fitted parameters').getByText('r, α (purchase rate)').waitFor();
    await tab.getByText('P(alive):', { exact: true }).waitFor();
    // A count of purchases to two decimals, never a long run of digits (3e-8 reads as 0.00).
    const expected = tab
      .locator('dt', { hasText: 'Expected purchases, next 90 days' })
      .locator('xpath=following-sibling::dd');
    expect(await expected.innerText()).toMatch(/^\d[\d,]*\.\d{2}$/);
    await tab.getByTestId('calibration-chart').locator('svg').first().waitFor();
    await screenshot(page, 'predictions-03-details');
    await expectNoSeriousViolations(page);

    const phone = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    await phone.addCookies(await context.cookies());
    const mobile = await phone.newPage();
    mobile.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await mobile.goto(`/my_customers/user/${customer.login}/prediction`);
    const chart = mobile.getByTestId('calibration-chart');
    await chart.locator('svg').first().waitFor();
    const box = await chart.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const pageWidth = await mobile.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await screenshot(mobile, 'predictions-04-phone');
    await phone.close();
  });
});
