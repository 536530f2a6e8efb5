import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { type ApiSession, uniqueLogin } from './support/api';
import {
  ACTION_TIMEOUT_MS,
  expectNoSeriousViolations,
  fillCard,
  screenshot,
  signedInContext,
} from './support/browser';
import { browserSuite } from './support/suite';

/**
 * Site dollars in a browser: a customer adds $20 at sign-up (the Add Money step asks for a card
 * first), sees the balance and the top-up; support staff grant a $5 satisfaction credit with a
 * reason in the admin console (a $30 one is refused with the message); the customer sees it.
 * A customer with $20 pays a $5 tribute from the balance and sees $15 and the purchase.
 */
describe('site dollars in a browser', () => {
  const suite = browserSuite();
  let context: BrowserContext;
  let staffContext: BrowserContext;
  let page: Page;
  let staff: Page;
  let admin: ApiSession;
  const login = uniqueLogin('wallet');

  beforeAll(async () => {
    admin = suite.admin;
    context = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
    staffContext = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    await staffContext.addCookies(
      ['fw_session', 'fw_csrf'].flatMap((name) => {
        const value = admin.cookie(name);
        return value ? [{ name, value, url: suite.baseUrl }] : [];
      }),
    );
    staffContext.setDefaultTimeout(ACTION_TIMEOUT_MS);
    staff = await staffContext.newPage();
  }, 120_000);

  it('adds $20 of site dollars at sign-up, then skips the phone', async () => {
    await page.goto('/signup');
    const dialog = page.getByRole('dialog', { name: 'Register to get started' });
    await dialog.getByLabel('Member Name').fill(login);
    await dialog.getByLabel('Email').fill(`${login.toLowerCase()}@example.com`);
    await dialog.getByLabel('Password').fill('wallet-password-1');
    await dialog.getByLabel('Date of birth').fill('01151990');
    await dialog.getByLabel(/I am 18 or older/).check();
    const robot = dialog.getByLabel('I’m not a robot').or(dialog.getByLabel("I'm not a robot"));
    if ((await robot.count()) > 0) await robot.check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    // Step 2: Add Money, $20 chosen.
    const money = dialog.getByRole('form', { name: 'Add money' });
    await money.waitFor();
    expect(await dialog.locator('[aria-current="step"]').textContent()).toContain('Add Money');
    await money.getByRole('button', { name: '$20.00' }).click();
    expect(await money.getByLabel('Amount (USD)').inputValue()).toBe('20.00');
    await screenshot(page, 'site-dollars-01-add-money-step');
    await expectNoSeriousViolations(page);
    await money.getByRole('button', { name: 'Add Money', exact: true }).click();
    // No card yet: the manage-cards modal asks for one, then the top-up goes on.
    const cards = page.getByRole('dialog', { name: 'Manage Cards' });
    await cards.getByText('You must have a credit card on file to add money.').waitFor();
    await fillCard(cards.getByRole('form', { name: 'Add a card' }), '4242 4242 4242 4242');
    await page.getByText('Money added. Your balance is $20.00.').waitFor();

    // Step 3: Add Phone, skipped.
    await dialog.getByLabel('Phone number').waitFor();
    expect(await dialog.locator('[aria-current="step"]').textContent()).toContain('Add Phone');
    await screenshot(page, 'site-dollars-02-add-phone-step');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Skip for now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.header__login', { hasText: login }).waitFor();
  });

  it('shows the balance on the account page and the top-up in the transactions', async () => {
    await page.goto('/account');
    const panel = page.getByRole('region', { name: 'Site Dollars' });
    await panel.getByText('$20.00').waitFor();
    await panel.getByRole('button', { name: 'Add Money' }).waitFor();
    await screenshot(page, 'site-dollars-03-account');
    await expectNoSeriousViolations(page);
    await panel.getByRole('link', { name: 'See your transactions' }).click();
    await page.waitForURL(/\/transactions\/details$/);
    const movements = page.getByRole('region', { name: 'Site Dollars' });
    const row = movements.getByRole('row').filter({ hasText: 'Added money' });
    await row.waitFor();
    expect(await row.textContent()).toContain('$20.00');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'site-dollars-04-transactions-mobile');
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('lets staff grant a $5 credit with a reason, holds $30 for a second person and refuses $600 with the message', async () => {
    await staff.goto(`/admin?q=${encodeURIComponent(login)}`);
    const account = staff.getByRole('article', { name: `Account ${login}` });
    const form = account.getByRole('form', { name: `Satisfaction credit for ${login}` });
    await account.getByText('$20.00').waitFor();
    await form.getByLabel('Credit amount (USD)').fill('600');
    await form.getByLabel('Reason').fill('The call dropped twice');
    await form.getByRole('button', { name: 'Grant Credit' }).click();
    await form.getByText('A satisfaction credit is between $0.01 and $500.00.').waitFor();
    await screenshot(staff, 'site-dollars-05-credit-refused');
    await expectNoSeriousViolations(staff);
    // Above the per-grant cap ($25) a credit waits for a second person; the balance stays.
    await form.getByLabel('Credit amount (USD)').fill('30');
    await form.getByRole('button', { name: 'Grant Credit' }).click();
    await staff.getByText(/waits for approval by a second person in finance/).waitFor();
    await account.getByText('$20.00').waitFor();
    await form.getByLabel('Credit amount (USD)').fill('5');
    await form.getByLabel('Reason').fill('The call dropped twice');
    await form.getByRole('button', { name: 'Grant Credit' }).click();
    await staff.getByText(`${login} was credited. Their balance is $25.00.`).waitFor();
    await account.getByText('$25.00').waitFor();
  });

  it('shows the customer the credit with its reason', async () => {
    await page.goto('/transactions/details');
    const movements = page.getByRole('region', { name: 'Site Dollars' });
    const row = movements.getByRole('row').filter({ hasText: 'Satisfaction credit' });
    await row.waitFor();
    expect(await row.textContent()).toContain('$5.00');
    expect(await row.textContent()).toContain('The call dropped twice');
    await movements.getByText('$25.00').first().waitFor();
    await screenshot(page, 'site-dollars-06-transactions');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account');
    const panel = page.getByRole('region', { name: 'Site Dollars' });
    await panel.getByText('$25.00').waitFor();
    await screenshot(page, 'site-dollars-07-account-mobile');
    await expectNoSeriousViolations(page);
    // Add Money from the account: a too-small amount gets the message, $10 goes to the card.
    await panel.getByRole('button', { name: 'Add Money' }).click();
    const money = panel.getByRole('form', { name: 'Add money' });
    await money.getByLabel('Amount (USD)').fill('5');
    await money.getByRole('button', { name: 'Add Money' }).click();
    await money.getByText('Please enter an amount between $10 and $500.').waitFor();
    await screenshot(page, 'site-dollars-08-add-money-mobile');
    await expectNoSeriousViolations(page);
    await money.getByLabel('Amount (USD)').fill('10');
    await money.getByRole('button', { name: 'Add Money' }).click();
    await page.getByText('Money added. Your balance is $35.00.').waitFor();
    await panel.getByText('$35.00').waitFor();
  });

  it('pays a $5 tribute from a $20 balance, then shows $15 and the purchase paid with site dollars', async () => {
    const flirt = await suite.advisor('spendee');
    const fan = await suite.customer('spender');
    await fan.request('POST', '/client_api/site_dollars', { amount_text: '20' });
    const fanContext = await signedInContext(suite.browser, suite.baseUrl, fan);
    const fanPage = await fanContext.newPage();
    await fanPage.goto(`/${flirt.login}`);
    await fanPage.getByRole('button', { name: 'Pay a Tribute' }).first().click();
    const dialog = fanPage.getByRole('dialog', { name: 'Pay a Tribute' });
    await dialog.getByLabel('Amount (USD)').fill('5');
    await dialog.getByRole('button', { name: 'Pay Tribute' }).click();
    await dialog.waitFor({ state: 'detached' });
    await fanPage
      .getByText(`Your tribute of $5.00 was sent to ${flirt.login}. Paid from your balance.`)
      .waitFor();
    await screenshot(fanPage, 'site-dollars-09-tribute-paid-from-balance');

    await fanPage.goto('/account');
    const panel = fanPage.getByRole('region', { name: 'Site Dollars' });
    await panel.getByText('$15.00').waitFor();
    await screenshot(fanPage, 'site-dollars-10-account-after-tribute');
    await expectNoSeriousViolations(fanPage);

    await fanPage.goto('/transactions/details');
    const purchases = fanPage.getByRole('region', { name: 'Purchases' });
    const row = purchases.getByRole('row').filter({ hasText: flirt.login });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual([
      'Tribute',
      flirt.login,
      '$5.00',
      'Site dollars',
      '$0.00',
      'View Details',
    ]);
    const movements = fanPage.getByRole('region', { name: 'Balance movements' });
    const spent = movements.getByRole('row').filter({ hasText: 'Paid from balance' });
    expect(await spent.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'Paid from balance',
      '-$5.00',
      '$15.00',
      'Tribute',
    ]);
    await screenshot(fanPage, 'site-dollars-11-transactions-after-tribute');
    await fanPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(fanPage, 'site-dollars-12-transactions-after-tribute-mobile');
    await expectNoSeriousViolations(fanPage);
    await fanContext.close();
  });
});
