import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { type ApiSession, signUp, uniqueLogin } from './support/api';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const MENU = [
  'About',
  'Terms of Service',
  'Privacy Policy',
  'Complaints Policy',
  'Content Removal Policy',
  '2257 Statement',
  'Trademark Notice',
  'Affiliate Agreement',
];
const TOS_ANCHORS = [
  'rulesmembers',
  'additionalrulesFlirts',
  'indemnification',
  'fees',
  'billing',
  'DMCA',
  'unauthimages',
  'ContentModerationPolicy',
];

/** The help and legal pages as a visitor sees them, on a desktop and on a phone. */
describe('the help pages in a browser', () => {
  const suite = browserSuite();
  let context: BrowserContext;
  let page: Page;

  async function open(viewport: { width: number; height: number }): Promise<void> {
    context = await suite.browser.newContext({ baseURL: suite.baseUrl, viewport });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
  }

  it('shows the menu in its order beside each page on a desktop, and the facts the pages promise', async () => {
    await open(DESKTOP);
    await page.goto('/help');
    await page.waitForURL(/\/help\/about$/);
    await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Help', exact: true });
    const items = await menu.getByRole('link').allTextContents();
    expect(items.slice(0, MENU.length)).toEqual(MENU);
    expect(items).toContain('Satisfaction Guarantee');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('About');
    await expect(page.getByText('We never sell member data.').isVisible()).resolves.toBe(true);

    await menu.getByRole('link', { name: 'Complaints Policy', exact: true }).click();
    await page.waitForURL(/\/help\/complaints$/);
    await expect(
      page
        .getByText(/within 7 business days/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await menu.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(
      page.getByText(/within 7 business days and always answer within 45 days/).isVisible(),
    ).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'help-privacy-desktop');
    await context.close();
  });

  it('numbers 21 Terms of Service sections with their anchors and lands on the hash', async () => {
    await open(DESKTOP);
    await page.goto('/help/tos#billing');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    const sections = page.locator('.help-sections > li');
    await expect(sections.count()).resolves.toBe(21);
    for (const anchor of TOS_ANCHORS) {
      await expect(page.locator(`[id="${anchor}"]`).count()).resolves.toBe(1);
    }
    // Scrolled (smoothly) to the billing section: its heading ends up at the top of the window.
    await page.waitForFunction(() => {
      const top = document.getElementById('billing')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    });
    await expect(
      page
        .getByText('If a recurring payment fails, the subscription is cancelled.', { exact: false })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText(/\$2\.00 per\s+month/).isVisible()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'help-tos-desktop');
    await context.close();
  });

  it('alternates menu and page on a phone, with a back arrow, starting on the menu for About', async () => {
    await open(PHONE);
    await page.goto('/help/about');
    const menu = page.getByRole('navigation', { name: 'Help', exact: true });
    await menu.waitFor();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(0);
    await screenshot(page, 'help-menu-phone');

    await menu.getByRole('link', { name: 'Affiliate Agreement', exact: true }).click();
    await page.waitForURL(/\/help\/affiliate_agreement$/);
    await expect(menu.count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Affiliate Agreement',
    );
    await expect(page.getByText(/No referral fee is paid/).isVisible()).resolves.toBe(true);
    const scrollTop = await page.evaluate(() => window.scrollY);
    expect(scrollTop).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'help-affiliate-phone');

    await page.getByRole('button', { name: 'Back to the help menu' }).click();
    await menu.waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    // An unknown help page is an unknown URL.
    await page.goto('/help/nonsense');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await context.close();
  });
});

/**
 * What every page does for a signed-in person: the secondary-auth redirect, which only ever
 * follows a same-site path, and the push-notification prompt with its snooze.
 */
describe('site-wide behaviour in a browser', () => {
  // Its own server: the site-wide banner it sets would show over every later suite's pages.
  const suite = browserSuite({ ownServer: true, prompts: true });
  let context: BrowserContext;
  let page: Page;
  let member: ApiSession;
  const alerts: string[] = [];

  beforeAll(async () => {
    member = await signUp(suite.baseUrl, uniqueLogin('member'));
    context = await suite.browser.newContext({ baseURL: suite.baseUrl, viewport: DESKTOP });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
  });

  async function confirmIdentity(): Promise<void> {
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.waitFor();
    const login = dialog.getByLabel('Member Name or email');
    if ((await login.inputValue()) === '') await login.fill(member.login);
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  it('refuses a protocol-relative target and goes to / on this site instead', async () => {
    await page.goto('/help/about?auth_to=//evil.example/steal&x=1');
    await confirmIdentity();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?x=1');
    expect(new URL(page.url()).origin).toBe(suite.baseUrl);
    await page.getByRole('heading', { name: 'Featured Listings' }).waitFor();
  });

  it('refuses a javascript: target, and follows a same-site path with the other pairs', async () => {
    await page.goto('/help/about?auth_to=javascript:alert(document.domain)&y=2');
    await confirmIdentity();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?y=2');
    expect(new URL(page.url()).origin).toBe(suite.baseUrl);
    await page.getByRole('heading', { name: 'Featured Listings' }).waitFor();
    expect(alerts).toEqual([]);

    await page.goto('/help/about?auth_to=/help/tos&http_method=get&z=3');
    await confirmIdentity();
    await page.waitForURL((url) => url.pathname === '/help/tos' && url.search === '?z=3');
  });

  it('asks about push notifications two seconds after a page loads, and honours the snooze', async () => {
    const prompt = page.getByRole('dialog', { name: 'Never miss a message' });
    await page.clock.install();
    await page.goto('/help/complaints');
    await page.evaluate(() => {
      window.localStorage.removeItem('pn-remind-later');
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Complaints Policy' }).waitFor();
    // One site-wide prompt at a time: the cookies banner first, the push prompt once it is
    // answered.
    const cookies = page.getByRole('region', { name: 'Cookies' });
    await cookies.waitFor();
    await page.clock.runFor(2_500);
    await expect(prompt.count()).resolves.toBe(0);
    await cookies.getByRole('button', { name: 'Got it' }).click();
    await prompt.waitFor();
    await expect(cookies.count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'push-prompt-desktop');

    await prompt.getByRole('button', { name: 'Remind Me Later' }).click();
    const snooze = Number(
      await page.evaluate(() => window.localStorage.getItem('pn-remind-later')),
    );
    const now = await page.evaluate(() => Date.now());
    expect(snooze - now).toBeGreaterThan(23 * 3_600_000);
    expect(snooze - now).toBeLessThanOrEqual(24 * 3_600_000);

    // Snoozed: a new page load shows nothing; once the 24 hours have passed it asks again.
    await page.reload();
    await page.getByRole('heading', { name: 'Complaints Policy' }).waitFor();
    await page.clock.runFor(5_000);
    await expect(prompt.count()).resolves.toBe(0);
    await page.clock.fastForward(24 * 3_600_000);
    await page.reload();
    await page.getByRole('heading', { name: 'Complaints Policy' }).waitFor();
    await page.clock.runFor(1_000);
    await expect(prompt.count()).resolves.toBe(0);
    await page.clock.runFor(1_500);
    await prompt.waitFor();
    await prompt.getByRole('button', { name: "Don't show this again" }).click();
    await expect(page.evaluate(() => window.localStorage.getItem('pn-remind-later'))).resolves.toBe(
      'never',
    );
  });

  it('shows the site-wide banner until dismissed and the cookies banner until acknowledged', async () => {
    const admin = suite.admin;
    await admin.request('PUT', '/client_api/admin/super_banner', {
      code: 'e2e-winter',
      content: 'Winter gifts: tributes are doubled this week.',
    });
    const visitorContext = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: PHONE,
    });
    visitorContext.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const guest = await visitorContext.newPage();
    await guest.goto('/help/about');
    const banner = guest.getByRole('region', { name: 'Announcement' });
    const cookies = guest.getByRole('region', { name: 'Cookies' });
    await banner.getByText('Winter gifts').waitFor();
    await cookies.waitFor();
    expect(await seriousViolations(guest)).toEqual([]);
    await screenshot(guest, 'site-banners-phone');

    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await cookies.getByRole('button', { name: 'Got it' }).click();
    await expect(banner.count()).resolves.toBe(0);
    await expect(
      guest.evaluate(() => window.localStorage.getItem('analytics-consent')),
    ).resolves.toBe('granted');
    // Both answers were sent to the server: a new page load shows neither.
    await guest.reload();
    await guest.getByRole('navigation', { name: 'Help', exact: true }).waitFor();
    await expect(banner.count()).resolves.toBe(0);
    await expect(cookies.count()).resolves.toBe(0);
    await visitorContext.close();
  });

  it('is an installable app that starts offline once its service worker is active', async () => {
    const manifest = await fetch(`${suite.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      name: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(body.name).toBe('Flirtwire');
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) {
      expect((await fetch(`${suite.baseUrl}${icon}`)).headers.get('content-type')).toBe(
        'image/png',
      );
    }

    const appContext = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: DESKTOP,
    });
    appContext.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const app = await appContext.newPage();
    await app.goto('/');
    await app.getByRole('heading', { name: 'Featured Listings' }).waitFor();
    // Active and in control of the page (the app claims its clients on activation).
    await app.waitForFunction(
      () =>
        navigator.serviceWorker.controller !== null &&
        navigator.serviceWorker.controller.state === 'activated',
    );

    // No install offer from a test browser: the instructions.
    await app.getByRole('button', { name: 'Install the app' }).click();
    const instructions = app.getByRole('dialog', { name: 'Install Flirtwire' });
    await instructions.getByText(/tap Share, then Add to Home Screen/).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
    await instructions.getByRole('button', { name: 'Done' }).click();

    // Offline: the dialog says so, and a reload still starts the app from the service worker.
    await appContext.setOffline(true);
    await app.getByRole('dialog', { name: "You're Offline!" }).waitFor();
    await app.reload();
    await app.getByRole('heading', { name: 'Featured Listings' }).waitFor();
    await appContext.setOffline(false);
    await appContext.close();
  });
});
