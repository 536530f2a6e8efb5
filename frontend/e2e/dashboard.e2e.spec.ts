import { beforeAll, describe, expect, it } from '@jest/globals';
import { dollarsToCents } from '@flirtwire/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { type ApiSession, inBatches, reportCall, signUp, uniqueLogin } from './support/api';
import {
  ACTION_TIMEOUT_MS,
  screenshot,
  watchCspViolations,
  expectNoSeriousViolations,
  downloadBytes,
  recordTexts,
} from './support/browser';
import { eventually } from './support/eventually';
import { cutHeaderTexts, gridRowIds, sortedBy } from './support/grid';
import { SERVICE_TOKEN } from './support/server';
import { browserSuite } from './support/suite';

/** 56 customers who called, plus one who tips during the test: two pages of 50. */
const CALLERS = 56;

/** A grid cell: rows carry the customer's id (getRowId), cells their column id. */
function cell(page: Page, seekerId: string, column: string) {
  return page.locator(`.ag-row[row-id="${seekerId}"] [col-id="${column}"]`);
}

/**
 * The dashboard end to end: the real backend (its own process, fresh data) serving the built
 * app, fixtures made through the API, Chromium driven by playwright-core. Steps build on each
 * other, like one Flirt's session; a second browser context is the customer who tips.
 */
describe('the Flirt dashboard in a browser', () => {
  const suite = browserSuite();
  let flirtContext: BrowserContext;
  let page: Page;
  let cspViolations: string[] = [];
  let flirt: ApiSession;
  let tipper: ApiSession;
  /** Customer id → lifetime spend in cents, as reported. */
  const lifetime = new Map<string, number>();

  beforeAll(async () => {
    flirt = await suite.advisor();
    const callers = await inBatches(
      Array.from({ length: CALLERS }, (_, i) => i),
      4,
      (i) => signUp(suite.baseUrl, uniqueLogin(`fan${String(i)}x`)),
    );
    await inBatches(callers, 6, async (customer, i) => {
      const amountCents = 1_000 + dollarsToCents(i);
      lifetime.set(customer.userId, amountCents);
      await reportCall(suite.baseUrl, SERVICE_TOKEN, {
        creatorId: flirt.userId,
        customerId: customer.userId,
        amountCents,
        daysAgo: i % 25,
      });
    });
    // The tipper spent least so far: on page 2 when sorted by lifetime, largest first.
    tipper = await suite.customer('tipper');
    await reportCall(suite.baseUrl, SERVICE_TOKEN, {
      creatorId: flirt.userId,
      customerId: tipper.userId,
      amountCents: 100,
      daysAgo: 3,
    });
    lifetime.set(tipper.userId, 100);

    flirtContext = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    // Fail with the locator's own message well before Jest's test timeout.
    flirtContext.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await flirtContext.newPage();
    cspViolations = watchCspViolations(page);
  }, 120_000);

  it('signs the Flirt in and returns to My Customers: two pages of 50, default sort', async () => {
    // Signed out: sent to sign in, coming back afterwards.
    await page.goto('/my_customers');
    await page.waitForURL(/\/login\?return_url=/);
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Member Name or email').fill(flirt.login);
    await dialog.getByLabel('Password').fill(flirt.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/my_customers$/);
    await page.getByText(`${String(CALLERS + 1)} customers`).waitFor();
    await page.getByText('1 to 50 of 57', { exact: true }).waitFor();
    await page.locator('.ag-row[row-index="0"]').first().waitFor();
    await screenshot(page, '02-my-customers');
    await expectNoSeriousViolations(page);
    // Every header reads in full, also with its sort arrow and order badge (default sort: 1, 2).
    await page.locator('.ag-header-cell[col-id="contactDays"] .ag-sort-order').waitFor();
    expect(await cutHeaderTexts(page)).toEqual([]);
  });

  it('counts customers once the server has, and fits every column and chip on a 1280 px screen', async () => {
    // Every text the count shows from the page load on, in order.
    const counts = await recordTexts(page, '.toolbar__count');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/my_customers');
    await page.getByText(`${String(CALLERS + 1)} customers`).waitFor();
    await page.locator('.ag-row[row-index="0"]').first().waitFor();
    expect(await counts()).toEqual(['Counting customers…', `${String(CALLERS + 1)} customers`]);

    const grid = await page.locator('.ag-root-wrapper').boundingBox();
    for (const column of ['systemTags', 'userTags']) {
      const header = await page.locator(`.ag-header-cell[col-id="${column}"]`).boundingBox();
      expect({
        column,
        fits: grid && header && header.x + header.width <= grid.x + grid.width + 0.5,
      }).toEqual({ column, fits: true });
    }
    // Chips read in full inside their cells: the widest are "No spend" and "1-day Only".
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[col-id="value"] .chip, [col-id="status"] .chip')]
        .filter((chip) => {
          const cell = chip.closest<HTMLElement>('.ag-cell')?.getBoundingClientRect();
          const box = chip.getBoundingClientRect();
          return !cell || box.right > cell.right - 1 || chip.scrollWidth > chip.clientWidth;
        })
        .map((chip) => chip.textContent),
    );
    const chips = await page.locator('[col-id="status"] .chip').allTextContents();
    expect(chips.length).toBeGreaterThan(0);
    expect(clipped).toEqual([]);
    await screenshot(page, '02b-my-customers-1280');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('sorts on the server by two columns, the newest first', async () => {
    await page.locator('.ag-header-cell[col-id="last90"]').click();
    await page.waitForURL(
      /sortColumn=skr_90D_earnings%2Cdays_since_last_contact|sortColumn=skr_90D_earnings,days_since_last_contact/,
    );
    await page.locator('.ag-header-cell[col-id="lifetime"]').click();
    await sortedBy(page, 'skr_lt_earnings,skr_90D_earnings');
    expect(new URL(page.url()).searchParams.get('sortDirection')).toBe('desc,desc');
    await eventually(
      () => gridRowIds(page),
      (ids) => {
        const amounts = ids.map((id) => lifetime.get(id) ?? -1);
        return (
          ids.length >= 10 &&
          amounts.every((amount, i) => i === 0 || (amounts[i - 1] ?? 0) >= amount)
        );
      },
      'rows sorted by lifetime, largest first',
    );
    const top = [...lifetime.entries()].sort((a, b) => b[1] - a[1])[0];
    expect((await gridRowIds(page))[0]).toBe(top?.[0]);
  });

  it('paints a header click before the grid sorts again, and sorts from the keyboard too', async () => {
    // Inside the click itself the header shows it is pressed and the rows on screen are still
    // there: the grid's reload (every row rendered again) waits until that has painted.
    const during = await page.evaluate(() => {
      const rowIds = () =>
        [...document.querySelectorAll('.ag-row[row-id]')].map(
          (row) => `${row.getAttribute('row-index') ?? ''}:${row.getAttribute('row-id') ?? ''}`,
        );
      const before = rowIds();
      const header = document.querySelector<HTMLElement>('.ag-header-cell[col-id="contactDays"]');
      header?.querySelector<HTMLElement>('.ag-header-cell-label')?.click();
      return {
        pressed: header?.classList.contains('ag-header-cell--sorting') ?? false,
        rowsKept: before.length > 0 && JSON.stringify(rowIds()) === JSON.stringify(before),
      };
    });
    expect(during).toEqual({ pressed: true, rowsKept: true });
    await sortedBy(page, 'days_since_last_contact,skr_lt_earnings');
    await page
      .locator('.ag-header-cell[col-id="contactDays"]:not(.ag-header-cell--sorting)')
      .waitFor();
    expect(await page.locator('.ag-header-cell--sorting').count()).toBe(0);

    // Enter on a focused header sorts by it, the same way.
    await page.locator('.ag-header-cell[col-id="last90"]').focus();
    await page.keyboard.press('Enter');
    await sortedBy(page, 'skr_90D_earnings,days_since_last_contact');
    await page.locator('.ag-header-cell[col-id="last90"][aria-sort="descending"]').waitFor();

    // Back to the largest lifetime first, for the pages below.
    await page.locator('.ag-header-cell[col-id="lifetime"]').click();
    await sortedBy(page, 'skr_lt_earnings,skr_90D_earnings');
  });

  it('pages to the second page and back', async () => {
    await page.getByRole('button', { name: 'Next Page' }).click();
    await page.getByText('51 to 57 of 57', { exact: true }).waitFor();
    await eventually(
      () => gridRowIds(page),
      (ids) => ids.includes(tipper.userId),
      'the tipper on page 2',
    );
    await page.getByRole('button', { name: 'Previous Page' }).click();
    await page.getByText('1 to 50 of 57', { exact: true }).waitFor();
  });

  it('filters in Advanced Search, with the badge, and clears back', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Search' });
    await dialog.waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('group', { name: 'Value' }).getByLabel('Highest').check();
    await dialog.getByLabel('Save this search').check();
    await dialog.getByLabel('Name of the search').fill('Big callers');
    await screenshot(page, '03a-filters-dialog');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('filters[value]') === 'Highest');
    // Top 5% of 57 spenders: 3 customers.
    await page.getByText('3 customers').waitFor();
    await page
      .getByRole('button', { name: /Filters/ })
      .getByText('1')
      .waitFor();
    await screenshot(page, '03-filtered');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText('57 customers').waitFor();
  });

  it('selects all 57 with the header checkbox and adds a tag to them', async () => {
    const header = page.locator('.ag-header-cell[col-id="select"] input');
    await header.click();
    await page.getByText('50 customers selected').waitFor();
    await header.click();
    await page.getByText('57 customers selected').waitFor();
    await page
      .getByRole('region', { name: 'Selected customers' })
      .getByRole('button', { name: 'Add Tags' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add Tags' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await dialog.getByRole('combobox').fill('VIP');
    await dialog.getByRole('option', { name: /Create New Tag/ }).waitFor();
    await dialog.getByRole('combobox').press('Enter');
    await screenshot(page, '04-add-tags');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Add Tags' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('57 customers', { exact: true }).waitFor();
    const first = (await gridRowIds(page))[0] ?? '';
    await eventually(
      () => cell(page, first, 'userTags').textContent(),
      (text) => Boolean(text?.includes('VIP')),
      'VIP on the first row',
    );
  });

  it('blocks a customer after confirming', async () => {
    const target = (await gridRowIds(page))[1] ?? '';
    // Keyboard: Space on a focused cell ticks the row.
    await cell(page, target, 'mainSpend').click();
    await page.keyboard.press('Space');
    await page.getByText('1 customer selected').waitFor();
    expect(await cell(page, target, 'select').locator('input').isChecked()).toBe(true);
    const blockButton = page
      .getByRole('region', { name: 'Selected customers' })
      .getByRole('button', { name: 'Block' });
    // Keyboard: Escape closes the confirmation without blocking anyone.
    await blockButton.click();
    const confirm = page.getByRole('dialog', { name: 'Block 1 customer?' });
    await confirm.waitFor();
    // It opens on Cancel (blocking is destructive); Escape gives focus back to the Block button.
    expect(
      await confirm
        .getByRole('button', { name: 'Cancel' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('1 customer selected').waitFor();
    expect(await blockButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await blockButton.click();
    await confirm.getByText(/can no longer contact you or buy from you/).waitFor();
    await screenshot(page, '05-block-confirm');
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Block' }).click();
    await eventually(
      () => cell(page, target, 'systemTags').textContent(),
      (text) => Boolean(text?.includes('Blocked')),
      'Blocked on the row',
    );
  });

  it('changes a row live when its customer tips from another browser, keeping page, sort and selection', async () => {
    await page.getByRole('button', { name: 'Next Page' }).click();
    await page.getByText('51 to 57 of 57', { exact: true }).waitFor();
    await eventually(
      () => cell(page, tipper.userId, 'lifetime').textContent(),
      (text) => text === '$1.00',
      "the tipper's lifetime before",
    );
    await cell(page, tipper.userId, 'select').locator('input').click();
    const neighbour = (await gridRowIds(page)).find((id) => id !== tipper.userId) ?? '';
    await cell(page, neighbour, 'select').locator('input').click();
    await page.getByText('2 customers selected').waitFor();
    const urlBefore = page.url();

    // The customer, in their own browser: sign in through the dialog, then tip.
    const customerContext = await suite.browser.newContext({ baseURL: suite.baseUrl });
    customerContext.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const customer = await customerContext.newPage();
    watchCspViolations(customer, cspViolations);
    await customer.goto('/login');
    const dialog = customer.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Member Name or email').fill(tipper.login);
    await dialog.getByLabel('Password').fill(tipper.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await customer.waitForURL((url) => url.pathname === '/');
    const status = await customer.evaluate(async (flirtId) => {
      const csrf = /(?:^|; )fw_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/client_api/bonuses', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({
          amount_text: '3.00',
          advisor_id: flirtId,
          bonus_message: 'You made my day',
        }),
      });
      return response.status;
    }, flirt.userId);
    expect(status).toBe(201);
    await customerContext.close();

    // No reload in the Flirt's browser: the row changes where it is.
    await eventually(
      () => cell(page, tipper.userId, 'lifetime').textContent(),
      (text) => text === '$4.00',
      "the tipper's lifetime after the tip",
      ACTION_TIMEOUT_MS,
    );
    await page.getByText('51 to 57 of 57', { exact: true }).waitFor();
    await page.getByText('2 customers selected').waitFor();
    expect(await cell(page, tipper.userId, 'select').locator('input').isChecked()).toBe(true);
    expect(page.url()).toBe(urlBefore);
    await screenshot(page, '06-live-row');
    await page.getByRole('button', { name: 'Clear selection' }).click();
  });

  it('opens a customer: overview with the note saved by itself, and the history', async () => {
    await cell(page, tipper.userId, 'name').getByRole('link').click();
    await page.waitForURL(new RegExp(`/my_customers/user/${tipper.login}/overview$`));
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
    await page.getByLabel('Note').fill('Tipped during the demo');
    await page.getByText('Saved', { exact: true }).waitFor();
    await screenshot(page, '07-customer-overview');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('table').getByText('$3.00').waitFor();
    await screenshot(page, '07a-customer-history');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Offers' }).click();
    await page.getByText('No offers found').waitFor();
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByText('No feedback found').waitFor();
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('table').getByText('$3.00').waitFor();
    await page.reload();
    await page.getByRole('table').getByText('$3.00').waitFor();
    await page.getByRole('link', { name: 'Overview' }).click();
    await eventually(
      () => page.getByLabel('Note').inputValue(),
      (text) => text === 'Tipped during the demo',
      'the saved note',
    );
  });

  it('offers Go to Chat only for a customer with chat earnings who is not blocked', async () => {
    const overview = `/my_customers/user/${tipper.login}/overview`;
    const goToChat = page.getByRole('link', { name: 'Go to Chat' });
    await page.goto(overview);
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
    // Calls and a tip, no chat yet.
    expect(await goToChat.count()).toBe(0);
    const response = await fetch(`${suite.baseUrl}/service_api/activity/chat_volleys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': SERVICE_TOKEN },
      body: JSON.stringify({
        volley_id: `volley-${tipper.userId}`,
        creator_id: flirt.userId,
        customer_id: tipper.userId,
        chat_id: `chat-${tipper.login}`,
        at: new Date(Date.now() - 3_600_000).toISOString(),
        amount_cents: 250,
      }),
    });
    expect(response.status).toBe(201);
    await eventually(
      async () => {
        await page.goto(overview);
        await page.getByRole('button', { name: /^(Block|Unblock)$/ }).waitFor();
        return goToChat.count();
      },
      (count) => count === 1,
      'Go to Chat after a paid chat',
    );
    // The conversation is named by the customer's slug, whatever id the chat system reported.
    expect(await goToChat.getAttribute('href')).toBe(
      `/chat/${encodeURIComponent(tipper.login.toLowerCase())}?start_chat=true`,
    );
    await screenshot(page, '07b-go-to-chat');
    // Blocked: no Go to Chat; unblocked again: back.
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const block = page.getByRole('dialog', { name: `Block ${tipper.login}?` });
    await block.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
    expect(await goToChat.count()).toBe(0);
    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    const unblock = page.getByRole('dialog', { name: `Unblock ${tipper.login}?` });
    await unblock.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
    await goToChat.waitFor();
  });

  it('searches from the header after 3 characters and a 500 ms pause, at most 100 characters', async () => {
    const asked: { text: string; at: number }[] = [];
    const listen = (request: { url(): string }) => {
      const match = /\/client_api\/search\/realtime\/([^?]*)/.exec(request.url());
      if (match) asked.push({ text: decodeURIComponent(match[1] ?? ''), at: Date.now() });
    };
    page.on('request', listen);
    try {
      const search = page.getByRole('combobox', { name: 'Search Flirts' });
      const prefix = flirt.login.slice(0, 3);
      // Two characters, then a long pause: nothing is asked.
      await search.fill(prefix.slice(0, 2));
      await page.waitForTimeout(900);
      expect(asked).toEqual([]);
      // The third character, then the pause: one request with the whole text, not before 500 ms.
      const typedAt = Date.now();
      await search.press(prefix.slice(2));
      const results = page.getByRole('listbox', { name: 'Search results' });
      await results.getByRole('option', { name: new RegExp(flirt.login) }).waitFor();
      expect(asked.map((a) => a.text)).toEqual([prefix]);
      expect((asked[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(450);
      // Typing on without a pause asks for the text as it stands after the pause, not once per
      // key. (Under heavy load a gap between two keys can itself pass 500 ms and ask once more,
      // so the check is "fewer requests than keys", which fails when there is no pause at all.)
      asked.length = 0;
      const whole = flirt.login.slice(0, 6);
      await search.pressSequentially(flirt.login.slice(3, 6));
      await eventually(
        () => Promise.resolve(asked.map((a) => a.text)),
        (texts) => texts.includes(whole),
        'the search after the pause',
      );
      expect(asked.at(-1)?.text).toBe(whole);
      expect(asked.length).toBeLessThan(3);
      await screenshot(page, '07c-header-search');
      // At most 100 characters.
      await search.fill('x'.repeat(150));
      expect((await search.inputValue()).length).toBe(100);
      await search.fill('');
    } finally {
      page.off('request', listen);
    }
  });

  it('manages tags and saved searches', async () => {
    await page.goto('/my_customers/tags');
    const yours = page.getByRole('region', { name: 'Your Tags' });
    await yours.getByRole('button', { name: 'VIP', exact: true }).waitFor();
    await eventually(
      () => yours.locator('.manage__row', { hasText: 'VIP' }).textContent(),
      (text) => Boolean(text?.includes('57')),
      'VIP counted on 57 customers',
    );
    await screenshot(page, '08-tags');
    await expectNoSeriousViolations(page);
    await page.goto('/my_customers/saved_searches');
    const searches = page.getByRole('region', { name: 'Your Searches' });
    await searches.getByRole('button', { name: 'Big callers', exact: true }).waitFor();
    await screenshot(page, '08a-saved-searches');
    await expectNoSeriousViolations(page);
    await searches.getByRole('button', { name: 'Delete Big callers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm delete search' });
    await confirm.getByText('Really delete this search?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('You have no saved searches yet.').waitFor();
    await expectNoSeriousViolations(page);
  });

  it('shows earnings by channel with totals, and exports the history as CSV', async () => {
    await page.goto('/account/earnings?window=30');
    await page.locator('.recharts-surface').first().waitFor();
    const totals = page.getByRole('group', { name: 'Totals' });
    await totals.getByText('Tributes').waitFor();
    await page.getByRole('button', { name: 'Net' }).click();
    await page.waitForURL(/view=net/);
    await screenshot(page, '09-earnings');
    await expectNoSeriousViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await downloadBytes(download)).toString('utf8');
    expect(csv.split('\r\n')[0]).toContain(
      'Date,Customer,Channel,Title,Description,Amount (USD),Transaction',
    );
    expect(csv).toContain(tipper.login);
  });

  it('switches to Classic Customers (a cookie, then a reload) and back to the grid', async () => {
    await page.goto('/my_customers');
    await page.locator('.ag-row[row-index="0"]').first().waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('checkbox', { name: 'Classic Customers' }).check(),
    ]);
    await page.locator('.customer-card').nth(56).waitFor();
    expect(await page.locator('.ag-root').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Classic Customers' }).isChecked()).toBe(true);
    await screenshot(page, '09a-classic-customers');
    await expectNoSeriousViolations(page);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('checkbox', { name: 'Classic Customers' }).uncheck(),
    ]);
    await page.locator('.ag-row[row-index="0"]').first().waitFor();
  });

  it('shows the empty and the error states of the grid, and loads again on Try again', async () => {
    await page.goto('/my_customers?filters[text]=zzzznobody');
    await page.getByText('No customers match this search.').waitFor();
    await page.getByText('0 customers', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByText('57 customers', { exact: true }).waitFor();
    await page.route('**/client_api/customers/search', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'unavailable', message: 'Sorry something went wrong. Please try again.' },
        }),
      }),
    );
    await page.goto('/my_customers');
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'We could not load your customers.' });
    await failure.waitFor();
    await page.getByText('0 customers', { exact: true }).waitFor();
    await screenshot(page, '09b-grid-error');
    await expectNoSeriousViolations(page);
    await page.unroute('**/client_api/customers/search');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('1 to 50 of 57', { exact: true }).waitFor();
    await page.getByText('57 customers', { exact: true }).waitFor();
  });

  it('shows a flash from the query string once, and the offline dialog', async () => {
    await page.goto('/account?snackbar[severity]=success&snackbar[message]=Welcome%20aboard');
    await page.getByText('Welcome aboard').waitFor();
    await page.waitForURL((url) => !url.search.includes('snackbar'));
    await flirtContext.setOffline(true);
    await page.getByRole('dialog', { name: "You're Offline!" }).waitFor();
    await flirtContext.setOffline(false);
    await page.getByRole('dialog', { name: "You're Offline!" }).waitFor({ state: 'detached' });
  });

  it('collapses the navigation behind the hamburger under 900 px, with the bottom bar and the 100-row list', async () => {
    const phone = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 390, height: 800 },
      storageState: await flirtContext.storageState(),
    });
    phone.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const mobile = await phone.newPage();
    watchCspViolations(mobile, cspViolations);
    await mobile.goto('/my_customers');
    const bar = mobile.getByRole('navigation', { name: 'Shortcuts' });
    await bar.getByRole('link', { name: 'FEEDS' }).waitFor();
    // Chat has its screen, so the bar offers it.
    await bar.getByRole('link', { name: 'CHAT' }).waitFor();
    await mobile.locator('.customer-card').nth(56).waitFor();
    expect(await mobile.locator('.ag-root').count()).toBe(0);
    await screenshot(mobile, '10-mobile-customers');
    await expectNoSeriousViolations(mobile);
    expect(await mobile.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await mobile.getByRole('button', { name: 'Menu' }).click();
    const drawer = mobile.locator('#site-drawer');
    await drawer.getByRole('link', { name: 'Customers' }).waitFor();
    await screenshot(mobile, '11-mobile-menu');
    await mobile.setViewportSize({ width: 1200, height: 800 });
    await drawer.waitFor({ state: 'detached' });
    await phone.close();
  });

  it('broke no rule of the Content-Security-Policy on any of these pages', () => {
    expect(cspViolations).toEqual([]);
  });
});
