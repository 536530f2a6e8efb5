import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS, launchBrowser, screenshot, seriousViolations } from './support/browser';
import { type RunningServer, startServer } from './support/server';

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
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  async function open(viewport: { width: number; height: number }): Promise<void> {
    context = await browser.newContext({ baseURL: server.baseUrl, viewport });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
  }

  it('shows the menu in its order beside each page on a desktop, and the facts the pages promise', async () => {
    await open(DESKTOP);
    await page.goto('/help');
    await page.waitForURL(/\/help\/about$/);
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
    await page.getByRole('heading', { name: 'Not here yet' }).waitFor();
    await context.close();
  });
});
