import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { tipStreamId } from '@flirtwire/contracts';
import { type ApiSession, signIn, signUp, uniqueLogin } from './support/api';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/suite';

/**
 * The auditor console end to end: a customer tips a Flirt through the API; an auditor finds the
 * tip in the event browser, opens its stream, moves the revision slider back, verifies the
 * stream's chain, then runs a verification of every chain and a replay of every projection, and
 * reads their reports.
 */
describe('the auditor console in a browser', () => {
  const suite = browserSuite({ ownServer: true });
  let context: BrowserContext;
  let page: Page;
  let auditor: ApiSession;
  let customer: ApiSession;
  let flirt: ApiSession;
  const tipStream = () => tipStreamId(customer.userId, flirt.userId);

  beforeAll(async () => {
    const admin = suite.admin;
    const person = await signUp(suite.baseUrl, uniqueLogin('auditor'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'auditor',
    });
    auditor = await signIn(suite.baseUrl, person.login, person.password);
    flirt = await suite.advisor();
    customer = await suite.customer('member');
    for (const amount of ['12.50', '20']) {
      await customer.request('POST', '/client_api/bonuses', {
        amount_text: amount,
        advisor_id: flirt.userId,
        bonus_message: 'for the show',
      });
    }
    context = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    await context.addCookies(
      ['fw_session', 'fw_csrf'].flatMap((name) => {
        const value = auditor.cookie(name);
        return value ? [{ name, value, url: suite.baseUrl }] : [];
      }),
    );
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
  }, 120_000);

  it('finds a tip in the event browser and opens its envelope', async () => {
    await page.goto('/audit/console?types=TipSent');
    await page.getByRole('heading', { name: 'Audit console' }).waitFor();
    const rows = page.getByRole('link', { name: /^Event \d+, TipSent$/ });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    await screenshot(page, 'audit-00-events');
    // Newest first: the 20.00 tip, revision 1 of the stream.
    await rows.first().click();
    await page.getByRole('heading', { name: /^TipSent at position \d+$/ }).waitFor();
    await page.getByText('"amountCents": 2000').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the stream and moves the revision slider back to the first tip', async () => {
    await page.getByRole('link', { name: tipStream() }).click();
    await page.getByRole('heading', { name: tipStream() }).waitFor();
    const slider = page.getByRole('slider', { name: 'Revision' });
    await page.getByRole('heading', { name: 'State after revision 1' }).waitFor();
    await page.getByText('"totalCents": 3250').waitFor();
    await slider.focus();
    await slider.press('ArrowLeft');
    await page.getByRole('heading', { name: 'State after revision 0' }).waitFor();
    await page.getByText('"totalCents": 1250').waitFor();
    await page.waitForURL(/revision=0/);
    await screenshot(page, 'audit-01-stream-slider');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("verifies the stream's hash chain", async () => {
    await page.getByRole('button', { name: 'Verify hash chain' }).click();
    await page.getByText('Chain verified: 2 events.').waitFor();
  });

  it('runs a verification of every chain with live progress and reads its report', async () => {
    await page.getByRole('link', { name: 'Verification runs' }).click();
    await page.getByRole('heading', { name: 'Start a run' }).waitFor();
    await page.getByRole('button', { name: 'Verify all hash chains' }).click();
    const run = page.getByRole('listitem').filter({ hasText: 'Hash-chain verification' }).first();
    await run.getByText('passed').waitFor();
    await screenshot(page, 'audit-02-runs');
    expect(await seriousViolations(page)).toEqual([]);
    await run.getByRole('link', { name: 'Hash-chain verification' }).click();
    await page.getByRole('heading', { name: /^Hash-chain verification [\da-f-]{36}$/ }).waitFor();
    await page.getByText('Every chain verifies.').waitFor();
    await page.getByText(/streams and [\d,]+ events verified/).waitFor();
  });

  it('replays every registered projection and finds it equal to the live model', async () => {
    await page.getByRole('link', { name: 'Verification runs' }).click();
    await page.getByRole('button', { name: 'Replay all projections' }).click();
    const run = page.getByRole('listitem').filter({ hasText: 'Replay verification' }).first();
    await run.getByText('passed').waitFor({ timeout: 60_000 });
    await run.getByRole('link', { name: 'Replay verification' }).click();
    await page.getByText('None: the rebuilt models equal the live ones.').waitFor();
    await screenshot(page, 'audit-03-replay-report');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("traces the Flirt's gross earnings to the two tips and recomputes them", async () => {
    await page.getByRole('link', { name: 'Totals' }).click();
    const form = page.getByRole('form', { name: 'Total' });
    await form.getByRole('combobox', { name: /^Figure/ }).selectOption('earnings.gross');
    await form.getByLabel('Subject id').fill(flirt.userId);
    await form.getByRole('combobox', { name: /^Part/ }).selectOption('Tributes');
    await form.getByRole('button', { name: 'Trace' }).click();
    await page.getByRole('status').filter({ hasText: 'Matches' }).waitFor();
    await page.getByText('Events behind the figure (2)').waitFor();
    expect(await page.getByRole('link', { name: tipStream() }).count()).toBe(2);
    await page.getByText('3250', { exact: true }).first().waitFor();
    await screenshot(page, 'audit-04-totals');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the stream and event pages within the screen with a 500-character value', async () => {
    const long = await suite.customer('longtip');
    await long.request('POST', '/client_api/bonuses', {
      amount_text: '5',
      advisor_id: flirt.userId,
      bonus_message: 'x'.repeat(500),
    });
    const stream = tipStreamId(long.userId, flirt.userId);
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/audit/console/streams/${encodeURIComponent(stream)}`);
      await page.getByRole('heading', { name: 'State after revision 0' }).waitFor();
      await page.getByRole('link', { name: /^\d+$/ }).first().click();
      await page.getByText('xxxxxxxxxx', { exact: false }).first().waitFor();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect({ viewport: viewport.width, scrollWidth }).toEqual({
        viewport: viewport.width,
        scrollWidth: clientWidth,
      });
      await screenshot(page, `audit-05-long-event-${String(viewport.width)}`);
      await page.goBack();
      await page.getByRole('heading', { name: 'State after revision 0' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(clientWidth);
    }
  });
});
