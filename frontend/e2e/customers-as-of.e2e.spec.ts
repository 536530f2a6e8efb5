import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CUSTOMER_MESSAGES } from '@flirtwire/contracts';
import type { Browser, Page } from 'playwright-core';
import { addCard, type ApiSession, signIn, signUp, tip, uniqueLogin } from './support/api';
import { launchBrowser, screenshot, SuitePages } from './support/browser';
import { eventually } from './support/eventually';
import { type RunningServer, startServer } from './support/server';

const DAY = 86_400_000;

/**
 * My Customers as of a past day (issue 35) on the `ci` demo population (two years of history):
 * a tip made today is in today's grid and absent from the grid as of two days ago; the banner
 * says the grid is a past day's and read-only, and "Back to today" brings today's back. A day
 * the server refuses is said inline. Phone width too.
 */
describe('My Customers as of a past day in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let flirt: ApiSession;
  let tipper: ApiSession;
  const pages = new SuitePages(() => ({ browser, baseUrl: server.baseUrl }));
  // Two days ago in UTC: a whole day before today in any zone, long after the demo Flirt began.
  const past = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
  const searchFor = (login: string, asOf?: string) =>
    `/my_customers?filters%5Btext%5D=${login}${asOf ? `&as_of=${asOf}` : ''}`;
  const countText = (page: Page) => page.locator('.toolbar__count').textContent();
  const countIs = (page: Page, wanted: string | RegExp) =>
    eventually(
      () => countText(page),
      (text) => (typeof wanted === 'string' ? text === wanted : wanted.test(text ?? '')),
      `the customer count ${String(wanted)}`,
    );

  beforeAll(async () => {
    server = await startServer({ SEED: 'auto', SEED_SCALE: 'ci' });
    browser = await launchBrowser();
    flirt = await signIn(server.baseUrl, 'demo_flirt', 'demo-flirt-pass');
    tipper = await signUp(server.baseUrl, uniqueLogin('asof'));
    await addCard(tipper);
    await tip(tipper, flirt.userId, '7');
  }, 900_000);
  afterAll(async () => {
    await pages.closeAll();
    await browser.close();
    await server.stop();
  });

  it("shows today's tipper today and not as of a day before the tip", async () => {
    const page = await pages.open(flirt);
    await page.goto(searchFor(tipper.login));
    await countIs(page, '1 customer');
    await page.getByText(tipper.login).first().waitFor();

    // The date control puts the day in the URL (shareable).
    await page.getByLabel('As of').fill(past);
    await page.waitForURL(new RegExp(`as_of=${past}`));
    const banner = page.getByRole('status', { name: 'As of a past day' });
    await banner.getByText(`as they stood at the end of ${past}`).waitFor();
    await banner.getByText('Read-only').waitFor();
    await countIs(page, '0 customers');
    expect(await page.locator('.ag-center-cols-container').getByText(tipper.login).count()).toBe(0);
    await screenshot(page, 'customers-as-of-past');

    // Without the search, the past day still has the demo Flirt's customers.
    await page.goto(`/my_customers?as_of=${past}`);
    await countIs(page, /^[1-9][\d,]* customers?$/);

    // Back to today: the banner goes and today's grid (with the tip) is back.
    await page.goto(searchFor(tipper.login, past));
    await page.getByRole('button', { name: 'Back to today' }).click();
    await page.waitForURL((url) => !url.search.includes('as_of'));
    await countIs(page, '1 customer');
    expect(await page.getByRole('status', { name: 'As of a past day' }).count()).toBe(0);
  });

  it('says inline why a day cannot be shown', async () => {
    const page = await pages.open(flirt);
    await page.goto('/my_customers?as_of=2999-01-01');
    await page.getByRole('alert').getByText(CUSTOMER_MESSAGES.asOfFuture).waitFor();
    await page.goto('/my_customers?as_of=2001-01-01');
    await page.getByRole('alert').getByText(CUSTOMER_MESSAGES.asOfBeforeFirst).waitFor();
    // Said once, in the banner: the grid below says only that it could not load.
    await page.getByText('We could not load your customers.').waitFor();
    expect(await page.getByText(CUSTOMER_MESSAGES.asOfBeforeFirst).count()).toBe(1);
  });

  it('fits a phone: the banner and the way back, no sideways scrolling', async () => {
    const page = await pages.open(flirt, { width: 390, height: 844 });
    await page.goto(searchFor(tipper.login, past));
    const banner = page.getByRole('status', { name: 'As of a past day' });
    await banner.getByText(`as they stood at the end of ${past}`).waitFor();
    await banner.getByRole('button', { name: 'Back to today' }).waitFor();
    await countIs(page, '0 customers');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'customers-as-of-phone');
    await banner.getByRole('button', { name: 'Back to today' }).click();
    await countIs(page, '1 customer');
  });
});
