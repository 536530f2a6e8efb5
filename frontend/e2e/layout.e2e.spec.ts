import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import {
  addCard,
  type ApiSession,
  completeFlirtSetup,
  reportCall,
  saveUsPayoutInfo,
  signIn,
  signUp,
  uniqueLogin,
} from './support/api';
import { ACTION_TIMEOUT_MS, ARTIFACTS, screenshot, sharedBrowser } from './support/browser';
import { eventually } from './support/eventually';
import { SERVICE_TOKEN } from './support/server';
import { browserSuite } from './support/suite';
import { oneTaxYearBack } from './support/tax-year';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The whole page, top to bottom (a phone page is longer than its viewport). */
async function fullScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** How far the page can be scrolled sideways: 0 when everything fits the viewport. */
function sidewaysScroll(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/** The elements wider than the viewport (for a failing test's message). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${String(Math.round(el.getBoundingClientRect().right))}`,
      );
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth } = await sidewaysScroll(page);
  if (scrollWidth > PHONE.width) {
    throw new Error(
      `${page.url()} is ${String(scrollWidth)} px wide on a ${String(PHONE.width)} px phone: ${(await overflowing(page)).join('; ')}`,
    );
  }
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

/** The element shows all of its text: nothing cut off or running out of its box. */
async function expectNotClipped(element: Locator): Promise<void> {
  const size = await element.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
}

function within(
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
): boolean {
  const slack = 0.5;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

/**
 * Page layout and URLs in a real browser: the pages fit a 390 px phone, long values wrap inside
 * their boxes, the finance grid's buttons stay in their rows, and search state is plain text
 * in the address bar. One server and one browser for the suite; a Flirt who is also a 1099-K
 * payee, and a finance user.
 */
describe('page layout and URLs in a browser', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let shortPayee: ApiSession;
  let finance: ApiSession;
  const { back, year } = oneTaxYearBack();

  const pageAs = (session: ApiSession, viewport: { width: number; height: number }) =>
    suite.page(session, viewport);

  beforeAll(async () => {
    const admin = suite.admin;
    // Two payees over the 1099-K thresholds: one with a long login (a long email, the widest
    // value the account shows, and a grid row that wraps) and one whose row stays one line.
    flirt = await signUp(suite.baseUrl, uniqueLogin('longflirtname'), true);
    shortPayee = await signUp(suite.baseUrl, uniqueLogin('p'), true);
    for (const [n, payee] of [flirt, shortPayee].entries()) {
      await completeFlirtSetup(payee, admin);
      await saveUsPayoutInfo(payee, 'Lane Layout', `678${String(n)}`);
      for (const [index, daysAgo] of [back + 1, back + 2, back + 3].entries()) {
        const customer = await signUp(suite.baseUrl, uniqueLogin(`c${String(n)}${String(index)}x`));
        await reportCall(suite.baseUrl, SERVICE_TOKEN, {
          creatorId: payee.userId,
          customerId: customer.userId,
          amountCents: 200_000,
          daysAgo,
        });
      }
    }
    const person = await signUp(suite.baseUrl, uniqueLogin('finance'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'finance',
    });
    finance = await signIn(suite.baseUrl, person.login, person.password);
  }, 180_000);

  it('keeps search state as plain text in the URL and reads it back on a reload', async () => {
    const page = await pageAs(flirt, DESKTOP);
    await page.goto('/account/earnings');
    const windows = page.getByRole('group', { name: 'Window' });
    await windows.getByRole('button', { name: '7 days' }).click();
    await page.waitForURL(/[?&]window=/);
    const earnings = new URL(page.url());
    expect(earnings.search).toBe('?window=7');
    await page.getByRole('group', { name: 'Amounts' }).getByRole('button', { name: 'Net' }).click();
    await page.waitForURL(/view=net/);
    expect(new URL(page.url()).search).toBe('?window=7&view=net');
    await page.reload();
    await windows.getByRole('button', { name: '7 days', pressed: true }).waitFor();
    await page
      .getByRole('group', { name: 'Amounts' })
      .getByRole('button', { name: 'Net', pressed: true })
      .waitFor();

    // The documented link (Manage Searches → Edit) opens the filters, and so does a reload.
    await page.goto('/my_customers');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('dialog', { name: 'Advanced Search' }).waitFor();
    expect(new URL(page.url()).search).toBe('?open_filters=1');
    await page.reload();
    await page.getByRole('dialog', { name: 'Advanced Search' }).waitFor();
    await page.goto('/my_customers?open_filters=1&sortColumn=lifetime_earnings&sortDirection=desc');
    await page.getByRole('dialog', { name: 'Advanced Search' }).waitFor();
    expect(new URL(page.url()).search).toBe(
      '?open_filters=1&sortColumn=lifetime_earnings&sortDirection=desc',
    );
  });

  it('shows the whole email on the account page, on a desktop and on a phone', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await pageAs(flirt, viewport);
      await page.goto('/account');
      const email = page.locator('.facts div', { hasText: 'Email' }).locator('dd');
      await email.getByText(`${flirt.login.toLowerCase()}@example.com`).waitFor();
      await screenshot(page, `layout-account-${name}`);
      await expectNotClipped(email);
      // The whole value lies inside its card.
      const card = await page.locator('.facts div', { hasText: 'Email' }).boundingBox();
      const value = await email.boundingBox();
      expect(card && value && within(value, card)).toBe(true);
      if (name === 'phone') await expectNoSidewaysScroll(page);
    }
  });

  it('fits the earnings, My Customers and account pages on a 390 px phone, no sideways scrolling', async () => {
    const page = await pageAs(flirt, PHONE);
    await page.goto('/account/earnings?window=30');
    await page.locator('.recharts-surface').first().waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.locator('table tbody tr:visible').first().waitFor();
    await fullScreenshot(page, 'layout-earnings-phone');
    await expectNoSidewaysScroll(page);

    await page.goto('/my_customers');
    await page.locator('.customer-card').first().waitFor();
    await fullScreenshot(page, 'layout-my-customers-phone');
    await expectNoSidewaysScroll(page);

    await page.goto('/account');
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await expectNoSidewaysScroll(page);

    const desktop = await pageAs(flirt, DESKTOP);
    await desktop.goto('/account/earnings?window=30');
    await desktop.locator('.recharts-surface').first().waitFor();
    await desktop.locator('table tbody tr:visible').first().waitFor();
    await fullScreenshot(desktop, 'layout-earnings-desktop');
  });

  it('keeps the Issue buttons inside their rows and cells of the finance console grid', async () => {
    const page = await pageAs(finance, DESKTOP);
    await page.goto('/finance_console');
    await page.getByLabel('Tax year').selectOption(String(year));
    for (const payee of [flirt, shortPayee])
      await page.locator('.ag-row', { hasText: payee.login }).waitFor();
    await page.getByRole('button', { name: 'Generate forms' }).click();
    await page.getByText('Drafted 2 forms.').waitFor();
    const buttons = page.getByRole('button', { name: 'Issue', exact: true });
    await buttons.nth(1).waitFor();
    await screenshot(page, 'layout-finance-console-desktop');
    for (const payee of [flirt, shortPayee]) {
      const row = page.locator('.ag-row', { hasText: payee.login });
      const issue = row.getByRole('button', { name: 'Issue', exact: true });
      const button = await issue.boundingBox();
      const cell = await row.locator('[col-id="actions"]').boundingBox();
      const rowBox = await row.boundingBox();
      expect({ payee: payee.login, button, cell, rowBox }).toMatchObject({
        button: expect.anything(),
      });
      expect({
        payee: payee.login,
        inCell: button && cell && within(button, cell),
        inRow: button && rowBox && within(button, rowBox),
        button,
        cell,
        rowBox,
      }).toMatchObject({ inCell: true, inRow: true });
    }

    const phone = await pageAs(finance, PHONE);
    await phone.goto('/finance_console');
    await phone.getByLabel('Tax year').selectOption(String(year));
    await phone.locator('.ag-row', { hasText: shortPayee.login }).waitFor();
    await phone.getByRole('heading', { name: /Forms/ }).first().waitFor();
    await fullScreenshot(phone, 'layout-finance-console-phone');
    // The wide Forms and Thresholds tables scroll inside their own boxes, not the page.
    await expectNoSidewaysScroll(phone);
  });

  /** A click at the element's centre reaches it: nothing (a banner) lies over it. */
  async function expectUncovered(element: Locator): Promise<void> {
    await element.scrollIntoViewIfNeeded();
    const hit = await element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (top !== null && (top === el || el.contains(top))) return 'reached';
      return `covered by ${top?.tagName.toLowerCase() ?? 'nothing'}.${[...(top?.classList ?? [])].join('.')}`;
    });
    expect(hit).toBe('reached');
  }

  it('takes site-wide prompts one at a time, never over a dialog; the cookies banner covers no Chat button or gift control', async () => {
    // The suite's browser answers both prompts up front; this one leaves them to the page.
    const prompting = await sharedBrowser({ prompts: true });
    const promptPage = async (session: ApiSession | null, viewport: typeof PHONE) => {
      const context = await prompting.newContext({
        baseURL: suite.baseUrl,
        viewport,
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      if (session)
        await context.addCookies(
          ['fw_session', 'fw_csrf'].flatMap((name) => {
            const value = session.cookie(name);
            return value ? [{ name, value, url: suite.baseUrl }] : [];
          }),
        );
      return context.newPage();
    };
    // The Flirt chats: their chat listing, accepted, puts Chat on the storefront.
    const admin = suite.admin;
    const { listingId } = await flirt.request<{ listingId: string }>(
      'POST',
      '/client_api/listings/chat',
    );
    await admin.request('POST', `/client_api/moderation/listings/${listingId}/decision`, {
      decision: 'accept',
    });
    await flirt.request('PATCH', '/client_api/availabilities', { available_for_chat: true });
    await eventually(
      () =>
        flirt.request<{ chat: { eligible: boolean } }>(
          'GET',
          `/client_api/advisors/${flirt.login}/storefront`,
        ),
      (storefront) => storefront.chat.eligible,
      'the chat listing on the storefront',
    );
    try {
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const customer = await signUp(suite.baseUrl, uniqueLogin(`fan${name}`));
        await addCard(customer);
        const page = await promptPage(customer, viewport);
        await page.clock.install();
        await page.goto(`/${flirt.login}`);
        const cookies = page.getByRole('region', { name: 'Cookies' });
        const push = page.getByRole('dialog', { name: 'Never miss a message' });
        await cookies.waitFor();
        const hero = page.locator('.storefront-hero');
        await expectUncovered(hero.getByRole('link', { name: 'Chat', exact: true }));
        // The push prompt is due 2 s after the load; it waits while the cookies banner shows.
        await page.clock.runFor(3_000);
        await expect(push.count()).resolves.toBe(0);
        await screenshot(page, `prompts-storefront-${name}`);

        // A dialog holds every prompt back: the cookies banner steps aside while it is open.
        await hero.getByRole('button', { name: 'Pay a Tribute' }).click();
        const tribute = page.getByRole('dialog', { name: 'Pay a Tribute' });
        await tribute.waitFor();
        await expect(cookies.count()).resolves.toBe(0);
        await tribute.getByRole('button', { name: 'Close', exact: true }).click();
        await cookies.waitFor();

        await page.goto(`/chat/${flirt.login.toLowerCase()}?start_chat=true`);
        await page.getByRole('heading', { name: flirt.login }).waitFor();
        await cookies.waitFor();
        await expectUncovered(page.getByLabel('Gift amount ($)'));
        await expectUncovered(page.getByRole('button', { name: 'Send Gift', exact: true }));
        await expectUncovered(page.getByRole('button', { name: 'Send', exact: true }));
        await screenshot(page, `prompts-chat-${name}`);

        // Answered, the cookies banner gives the push prompt its turn; a dialog opened before
        // the prompt is due keeps it waiting until the dialog closes.
        await page.goto(`/${flirt.login}`);
        await hero.getByRole('button', { name: 'Pay a Tribute' }).click();
        await tribute.waitFor();
        await expect(cookies.count()).resolves.toBe(0);
        await page.clock.runFor(3_000);
        await expect(push.count()).resolves.toBe(0);
        await tribute.getByRole('button', { name: 'Close', exact: true }).click();
        await cookies.getByRole('button', { name: 'Got it' }).click();
        await push.waitFor();
        await expect(cookies.count()).resolves.toBe(0);
        await screenshot(page, `prompts-push-${name}`);
        await push.getByRole('button', { name: 'Remind Me Later' }).click();
      }

      // A visitor's sign-in dialog is never under the cookies banner; it returns once it closes.
      const guest = await promptPage(null, PHONE);
      await guest.goto('/help/about');
      const cookies = guest.getByRole('region', { name: 'Cookies' });
      await cookies.waitFor();
      await guest.getByRole('link', { name: 'Sign In', exact: true }).click();
      const signIn = guest.getByRole('dialog');
      await signIn.waitFor();
      await expect(cookies.count()).resolves.toBe(0);
      await screenshot(guest, 'prompts-sign-in-phone');
      await signIn.getByRole('button', { name: 'Close', exact: true }).click();
      await cookies.waitFor();
    } finally {
      await prompting.close();
    }
  });
});
