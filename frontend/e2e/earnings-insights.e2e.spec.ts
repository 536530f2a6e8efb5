import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import {
  type ApiSession,
  completeFlirtSetup,
  reportCall,
  signInAdmin,
  signUp,
  uniqueLogin,
} from './support/api';
import { launchBrowser, screenshot, seriousViolations, SuitePages } from './support/browser';
import { eventually } from './support/eventually';
import { type RunningServer, SERVICE_TOKEN, startServer } from './support/server';

/**
 * Earnings insights end to end (issue 35): a Flirt paid for calls by a regular (25 days ago and
 * today) and a newcomer (today) sees, on the earnings page, the spenders, new spenders and
 * average, the channels over time, the best weekday and hour, the top spenders with their share
 * and the retention cohorts, at desktop and phone widths.
 */
describe('earnings insights in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let flirt: ApiSession;
  let regular: ApiSession;
  let newcomer: ApiSession;
  const pages = new SuitePages(() => ({ browser, baseUrl: server.baseUrl }));

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await signInAdmin(server.baseUrl);
    flirt = await signUp(server.baseUrl, uniqueLogin('insights'), true);
    await completeFlirtSetup(flirt, admin);
    regular = await signUp(server.baseUrl, uniqueLogin('regular'));
    newcomer = await signUp(server.baseUrl, uniqueLogin('newcomer'));
    const call = (customer: ApiSession, amountCents: number, daysAgo: number) =>
      reportCall(server.baseUrl, SERVICE_TOKEN, {
        creatorId: flirt.userId,
        customerId: customer.userId,
        amountCents,
        daysAgo,
      });
    await call(regular, 4_000, 25);
    await call(regular, 3_000, 0);
    await call(newcomer, 1_000, 0);
    await eventually(
      () =>
        flirt.request<{ spenders: number }>('GET', '/client_api/earnings/insights?window=lifetime'),
      (insights) => insights.spenders === 2,
      'both spenders in the insights',
    );
  }, 300_000);
  afterAll(async () => {
    await pages.closeAll();
    await browser.close();
    await server.stop();
  });

  async function expectInsights(page: Page): Promise<void> {
    const insights = page.getByRole('region', { name: 'Insights' });
    const spenders = insights.getByRole('group', { name: 'Spenders' });
    await spenders.locator('[data-figure="earnings.spenders"] .total__value').waitFor();
    expect(
      await spenders.locator('[data-figure="earnings.spenders"] .total__value').textContent(),
    ).toBe('2');
    expect(
      await spenders.locator('[data-figure="earnings.new_spenders"] .total__value').textContent(),
    ).toBe('1');
    expect(
      await spenders
        .locator('[data-figure="earnings.average_per_spender"] .total__value')
        .textContent(),
    ).toBe('$20.00');
    // Channels over time: a chart and its table.
    const channels = insights.getByRole('region', { name: 'Gross by channel over time' });
    await channels.getByText('Show as a table').click();
    const table = channels.getByRole('table');
    // A 7-day window is drawn day by day: a row for each of its days after the header (one more
    // when a payment's day in the Flirt's time zone falls just outside the window's UTC days).
    expect(await table.getByRole('columnheader').first().textContent()).toBe('Day');
    expect([8, 9]).toContain(await table.getByRole('row').count());
    // Best time: today's two calls share an hour.
    const best = insights.getByRole('region', { name: 'Best time' });
    expect(await best.locator('.insight__best').textContent()).toMatch(/^Best: \w+day .*\$40\.00$/);
    expect(await best.locator('.heat-map__cell--best').count()).toBe(1);
    // Top spenders with their share.
    const top = insights.getByRole('region', { name: 'Top spenders' });
    const first = top.getByRole('row').nth(1);
    expect(await first.getByRole('rowheader').textContent()).toBe(regular.login);
    expect(await first.textContent()).toContain('$30.00');
    expect(await first.textContent()).toContain('75%');
    // Cohorts (all time): the regular's month (who came back this month), then the newcomer's.
    const cohorts = insights.getByRole('region', { name: 'Retention by first purchase' });
    const rows = cohorts.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(3);
    expect((await rows.nth(1).textContent())?.match(/100%/g)).toHaveLength(2);
    expect(await rows.nth(2).textContent()).toContain('100%');
  }

  /**
   * Loads the earnings page with its three answers held back, then lets them in one by one (the
   * figures, the insights, the history) and returns the layout shifts of the page's own content
   * (a banner above the page moving all of it is not the page's).
   */
  async function shiftsWhileLoading(page: Page): Promise<{ value: number; sources: string[] }[]> {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        const earnings = document.querySelector('.earnings');
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const own = entry.sources.filter(
            (s) => !s.node || !s.node.isConnected || Boolean(earnings?.contains(s.node)),
          );
          if (own.length === 0) continue;
          w.shifts.push({
            value: entry.value,
            sources: own.map((s) =>
              s.node instanceof Element ? s.node.className : String(s.node?.nodeName),
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const held = new Map<string, () => void>();
    const hold = (name: string) => async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      await new Promise<void>((release) => held.set(name, release));
      await route.continue();
    };
    await page.route(/\/client_api\/earnings\?/, hold('figures'));
    await page.route(/\/client_api\/earnings\/insights/, hold('insights'));
    await page.route(/\/client_api\/earnings\/history/, hold('history'));
    await page.goto('/account/earnings?window=7');
    await eventually(
      () => Promise.resolve(held.size),
      (size) => size === 3,
      'the three earnings requests held',
    );
    await page.locator('.state--loading').first().waitFor();
    held.get('figures')?.();
    await page.locator('.total__value', { hasText: '$' }).first().waitFor();
    held.get('insights')?.();
    await page.getByRole('heading', { name: 'Insights' }).waitFor();
    held.get('history')?.();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    // Two frames, so the last shift (if any) has been observed.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return page.evaluate(
      () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
    );
  }

  it('keeps the page still while its figures load, on a laptop and on a phone (CLS)', async () => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      const page = await pages.open(flirt, viewport);
      expect({ viewport, shifts: await shiftsWhileLoading(page) }).toEqual({
        viewport,
        shifts: [],
      });
    }
  });

  it('names the insights and what they count while their figures load', async () => {
    const page = await pages.open(flirt);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/client_api/earnings/insights?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/account/earnings?window=7');
    const insights = page.getByRole('region', { name: 'Insights' });
    await insights.getByText('7 days, gross (what customers paid).', { exact: false }).waitFor();
    expect(await insights.getAttribute('aria-busy')).toBe('true');
    expect(await insights.locator('[data-figure="earnings.spenders"]').count()).toBe(0);
    release();
    await insights.locator('[data-figure="earnings.spenders"] .total__value').waitFor();
    expect(await insights.getAttribute('aria-busy')).toBeNull();
  });

  it('shows every insight with data at desktop width, without serious accessibility issues', async () => {
    const page = await pages.open(flirt);
    await page.goto('/account/earnings?window=7');
    await page.getByRole('heading', { name: 'Insights' }).waitFor();
    await expectInsights(page);
    await screenshot(page, 'earnings-insights-desktop');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits a phone: every insight readable at 390 px, the page not wider than the screen', async () => {
    const page = await pages.open(flirt, { width: 390, height: 844 });
    await page.goto('/account/earnings?window=7');
    await page.getByRole('heading', { name: 'Insights' }).waitFor();
    await expectInsights(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page
      .getByRole('region', { name: 'Payments by weekday and hour' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'earnings-insights-phone');
  });
});
