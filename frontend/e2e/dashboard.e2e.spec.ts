import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  type ApiSession,
  completeFlirtSetup,
  signInAdmin,
  signUp,
  uniqueLogin,
} from './support/api';
import { launchBrowser, screenshot, seriousViolations } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * The dashboard end to end: the real backend (its own process, fresh data) serving the built
 * app, fixtures made through the API, Chromium driven by playwright-core. Steps build on each
 * other, like one Flirt's session.
 */
describe('the Flirt dashboard in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let flirtContext: BrowserContext;
  let page: Page;
  let flirt: ApiSession;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await signInAdmin(server.baseUrl);
    flirt = await signUp(server.baseUrl, uniqueLogin('flirt'), true);
    await completeFlirtSetup(flirt, admin);
    flirtContext = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1366, height: 860 },
    });
    // Fail with the locator's own message well before Jest's test timeout.
    flirtContext.setDefaultTimeout(10_000);
    page = await flirtContext.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('shows the visitor header, and the sign-in dialog with the spec copy and errors', async () => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Phone Sex' })
      .waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    await screenshot(page, '00-home-visitor');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/my_customers');
    // Signed out: sent to sign in, coming back afterwards.
    await page.waitForURL(/\/login\?return_url=/);
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Please sign in using your Member Name or email address and password.',
    );
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('Please enter your Member Name or email address.').waitFor();
    await dialog.getByLabel('Member Name or email').fill(flirt.login);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByLabel('Password').press('Enter');
    await dialog
      .getByText(
        'The Member Name or email address and password you entered do not match our records.',
      )
      .waitFor();
    await screenshot(page, '01-sign-in-error');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('signs the Flirt in and returns to My Customers', async () => {
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Password').fill(flirt.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/my_customers$/);
    await page.getByRole('heading', { name: 'My Customers' }).waitFor();
    await page.getByText(flirt.login, { exact: true }).first().waitFor();
    await screenshot(page, '02-my-customers');
  });

  it('shows a flash from the query string once, then drops it from the URL', async () => {
    await page.goto('/account?snackbar[severity]=success&snackbar[message]=Welcome%20aboard');
    await page.getByText('Welcome aboard').waitFor();
    await page.waitForURL((url) => !url.search.includes('snackbar'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('collapses the navigation behind the hamburger under 900 px, with the bottom bar', async () => {
    const phone = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 800 },
      storageState: await flirtContext.storageState(),
    });
    const mobile = await phone.newPage();
    await mobile.goto('/account');
    const bar = mobile.getByRole('navigation', { name: 'Shortcuts' });
    await bar.getByRole('link', { name: 'CHAT' }).waitFor();
    expect(await mobile.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await mobile.getByRole('button', { name: 'Menu' }).click();
    const drawer = mobile.getByRole('navigation', { name: 'Main' });
    await drawer.getByRole('link', { name: 'Customers' }).waitFor();
    await screenshot(mobile, '03-mobile-menu');
    await mobile.setViewportSize({ width: 1200, height: 800 });
    await mobile.locator('#site-drawer').waitFor({ state: 'detached' });
    await phone.close();
  });
});
