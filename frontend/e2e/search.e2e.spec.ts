import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/suite';

/**
 * The marketplace searches in a browser, signed out, on a fresh server: the listing search
 * with a price filter and a tab switch (the filters and the tab go into the URL and the
 * request), the no-results copy, chat browse, and goodies search with a filter badge.
 */
describe('marketplace search in a browser', () => {
  const suite = browserSuite({ ownServer: true });
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    page = await context.newPage();
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  }, 180_000);
  afterAll(async () => {
    await context.close();
  });

  it('searches listings with a price filter, switches tabs and says there are no results', async () => {
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search listings' });
    await box.fill('ab');
    await box.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe('Please enter at least 3 characters');

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: '$1-$1.99' }).check();
    await dialog.getByRole('checkbox', { name: 'Limit to Available Flirts' }).check();
    const searched = page.waitForRequest(
      (r) => r.url().includes('/client_api/search?') && r.url().includes('filters=price_1'),
    );
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const request = new URL((await searched).url());
    expect(request.searchParams.get('limitToAvailable')).toBe('1');
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
    expect(new URL(page.url()).searchParams.get('filters')).toContain('price_1');

    await page.getByText('No results found').waitFor();
    await page
      .getByText(
        "We can't find any results based on your search. Try adjusting or resetting your filters to display better results.",
      )
      .waitFor();
    await page.getByRole('combobox', { name: /Sort/ }).waitFor();

    // The listing-type tabs are the category page's: links, the current one marked.
    const types = page.getByRole('navigation', { name: 'Listing types' });
    expect(await types.locator('a.tabs__tab').count()).toBe(3);
    await types.getByRole('link', { name: /Chat/ }).click();
    await types.locator('a.tabs__tab[aria-current=page]', { hasText: 'Chat' }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('type') === '3');
    await page.getByText('Please try again.').waitFor();
    // No sort on the Chat tab.
    expect(await page.getByRole('combobox', { name: /Sort/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'search-listings-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'search-listings-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('browses chat profiles with the gender in the URL; the Chats tab is off signed out', async () => {
    await page.goto('/chat/browse');
    expect(await page.getByRole('tab', { name: 'Chats' }).isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('0');
    await page.waitForURL((url) => url.searchParams.get('gender') === '0');
    await page.getByText('Please try again.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-browse-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'chat-browse-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('searches goodies with a filter badge and keeps the carousel tab in the hash', async () => {
    await page.goto('/goody/search');
    await page.getByRole('tab', { name: 'Top Goodies' }).click();
    await page.waitForURL((url) => url.hash === '#top_goodies_this_week');
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter goodies' });
    await dialog.getByRole('checkbox', { name: /^Videos/ }).check();
    await dialog.getByRole('checkbox', { name: /^Feet/ }).check();
    const searched = page.waitForRequest((r) => r.url().endsWith('/fm/client_api/goody_search'));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const body = (await searched).postDataJSON() as { filters: { media: string[] }; page: number };
    expect(body.filters.media).toEqual(['video']);
    expect(body.page).toBe(1);
    expect(await page.getByLabel('2 filters on').textContent()).toBe('2');
    await page.getByText('No results found').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'goody-search-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'goody-search-phone');
  });
});
