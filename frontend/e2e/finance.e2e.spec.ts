import { beforeAll, describe, expect, it } from '@jest/globals';
import { boxTitle, formatCents, MONTH_BOXES } from '@flirtwire/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import {
  type ApiSession,
  reportCall,
  saveUsPayoutInfo,
  signIn,
  signUp,
  uniqueLogin,
} from './support/api';
import { screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { SERVICE_TOKEN } from './support/server';
import { browserSuite } from './support/suite';
import { oneTaxYearBack } from './support/tax-year';

/**
 * Form 1099-K end to end: a payee with $6,000 of calls this year; finance generates and issues
 * the form, reveals the tax id with a reason, and issues a correction after a later call; the
 * payee opens the forms and prints Copy B.
 */
describe('tax forms in a browser', () => {
  const suite = browserSuite({ ownServer: true });
  let payee: ApiSession;
  let finance: ApiSession;
  let auditor: ApiSession;
  let customer = '';
  const { back, year } = oneTaxYearBack();

  async function pageAs(session: ApiSession): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.context(session);
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    const admin = suite.admin;
    const person = await signUp(suite.baseUrl, uniqueLogin('finance'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'finance',
    });
    finance = await signIn(suite.baseUrl, person.login, person.password);
    const auditPerson = await signUp(suite.baseUrl, uniqueLogin('auditor'));
    await admin.request('POST', `/client_api/admin/users/${auditPerson.userId}/roles`, {
      role: 'auditor',
    });
    auditor = await signIn(suite.baseUrl, auditPerson.login, auditPerson.password);
    payee = await suite.advisor('payee');
    customer = (await signUp(suite.baseUrl, uniqueLogin('member'))).userId;
    await saveUsPayoutInfo(payee, 'Erin Payee');
    for (const daysAgo of [back + 1, back + 2, back + 3]) {
      await reportCall(suite.baseUrl, SERVICE_TOKEN, {
        creatorId: payee.userId,
        customerId: customer,
        amountCents: 200_000,
        daysAgo,
      });
    }
  }, 180_000);

  it('the payee sees payout info masked; a bad save lists every error under the heading, a good one saves', async () => {
    const { page } = await pageAs(payee);
    await page.goto('/account/payout');
    await page.getByRole('heading', { name: 'Payout Info' }).waitFor();
    await page.getByText('(on file: ***-**-6789)').waitFor();
    // The SSN in sized parts in one row: typing runs on from part to part, Backspace goes back.
    const ssn = page.getByRole('group', { name: 'Social Security Number' });
    await ssn.getByLabel('SSN First 3').focus();
    await page.keyboard.type('5123');
    expect(
      await ssn.getByLabel('SSN Middle 2').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(
      await ssn.getByLabel('SSN First 3').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2346789');
    expect(await ssn.getByLabel('SSN First 3').inputValue()).toBe('512');
    expect(await ssn.getByLabel('SSN Middle 2').inputValue()).toBe('34');
    expect(await ssn.getByLabel('SSN Last 4').inputValue()).toBe('6789');
    const boxes = await Promise.all(
      ['SSN First 3', 'SSN Middle 2', 'SSN Last 4'].map(
        async (name) => (await ssn.getByLabel(name).boundingBox()) ?? { x: 0, y: 0, width: 0 },
      ),
    );
    // One row, left to right, each box narrower than the next longer part needs.
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    expect(boxes.map((b) => b.x)).toEqual([...boxes.map((b) => b.x)].sort((a, b) => a - b));
    expect(Math.max(...boxes.map((b) => b.width))).toBeLessThan(120);
    await page.getByLabel('Show').check();
    await screenshot(page, 'finance-payout-ssn-parts');
    await page.getByLabel('Show').uncheck();
    // A US address cannot be "Not a US taxpayer": Save is disabled with the spec's message.
    await page.getByLabel('Taxable status').selectOption('0');
    await page
      .getByText("We're sorry, you must have an address outside of the US to select this option.")
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByLabel('Taxable status').selectOption('10');
    await page.getByLabel('Payment method').selectOption('2');
    await page.getByLabel('Bank name').fill('First Bank');
    await page.getByLabel('Routing number').fill('011000016');
    await page.getByLabel('Account number', { exact: true }).fill('123456789012');
    await page.getByLabel('Confirm account number').fill('123456789');
    await page.getByRole('button', { name: 'Save' }).click();
    const errors = page.getByRole('alert').filter({
      has: page.getByRole('heading', {
        name: '2 error(s) prohibited this payout from being saved.',
      }),
    });
    await errors.getByText('Routing Number is invalid').waitFor();
    expect(await errors.getByRole('listitem').count()).toBe(2);
    expect(await page.getByLabel('Routing number').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'finance-payout-errors');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Routing number').fill('011000015');
    await page.getByLabel('Confirm account number').fill('123456789012');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Information saved successfully.').waitFor();
    expect(await page.getByRole('heading', { name: /prohibited this payout/ }).count()).toBe(0);
    await page.reload();
    await page.getByText('(on file: ****9012)').waitFor();
    await screenshot(page, 'finance-payout-saved');
  }, 120_000);

  it('finance generates, issues, reveals (recorded) and corrects; the payee opens and prints', async () => {
    const { page } = await pageAs(finance);
    await page.goto('/finance_console');
    await page.getByLabel('Tax year').selectOption(String(year));
    const row = page.locator('.ag-row', { hasText: payee.login });
    await row.waitFor();
    await page.getByText(`No forms for ${String(year)} yet.`).waitFor();
    await page.getByRole('button', { name: 'Generate forms' }).click();
    await page.getByText('Drafted 1 form.').waitFor();
    await row.getByRole('button', { name: 'Issue' }).click();
    await row.getByText('issued', { exact: true }).waitFor();
    await screenshot(page, 'finance-00-console');
    expect(await seriousViolations(page)).toEqual([]);

    // Every box traced to the events behind it: each month box 5a-5l shows the form's amount
    // and as many events as the event list has in that month (issue 17: they showed $0.00).
    await page.getByRole('button', { name: 'Trace' }).click();
    const trace = page.getByRole('dialog', { name: /^Events behind 1099-K/ });
    await trace.getByText('The events add up to every box of the form.').waitFor();
    expect(await trace.getByRole('row', { name: /CallCompleted/ }).count()).toBe(3);
    const [tracedForm] = (
      await finance.request<{
        forms: { id: string; figures: { grossCents: number; monthCents: number[] } }[];
      }>('GET', `/finance/tax_years/${String(year)}/forms`)
    ).forms;
    const monthCents = tracedForm?.figures.monthCents ?? [];
    expect(monthCents.reduce((a, b) => a + b, 0)).toBe(600_000);
    const boxes = trace.getByRole('table', { name: 'Boxes' });
    const eventBoxes = await trace
      .getByRole('row', { name: /CallCompleted/ })
      .evaluateAll((rows) => rows.map((row) => row.children[4]?.textContent ?? ''));
    let nonZero = 0;
    for (const box of MONTH_BOXES) {
      const cells = await boxes
        .getByRole('row', { name: new RegExp(`^${boxTitle(box)} `) })
        .getByRole('cell')
        .allTextContents();
      const cents = monthCents[box.month - 1] ?? -1;
      const events = eventBoxes.filter((b) => b === box.key).length;
      expect({ box: box.key, cells }).toEqual({
        box: box.key,
        cells: [boxTitle(box), formatCents(cents), String(events)],
      });
      if (cents > 0) nonZero++;
      expect(cents > 0).toBe(events > 0);
    }
    expect(nonZero).toBeGreaterThan(0);
    expect(
      await boxes.getByRole('row', { name: /^1a / }).getByRole('cell').nth(1).textContent(),
    ).toBe(formatCents(600_000));
    // The events' dates are in the zone that puts them in their month box, and say so.
    await trace.getByText(/^Dates are in the reporting time zone, America\/Los_Angeles/).waitFor();
    await trace.getByRole('columnheader', { name: 'Date (PT)', exact: true }).waitFor();
    const traced = await finance.request<{ entries: { position: string; at: string }[] }>(
      'GET',
      `/finance/tax_forms/${tracedForm?.id ?? ''}/trace`,
    );
    const pacific = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      month: 'numeric',
      day: 'numeric',
      year: '2-digit',
    });
    const shownDates = await trace
      .getByRole('row', { name: /CallCompleted/ })
      .evaluateAll((rows) => rows.map((row) => row.children[3]?.textContent ?? ''));
    expect(shownDates).toEqual(traced.entries.map((e) => pacific.format(new Date(e.at))));
    await screenshot(page, 'finance-01-trace');
    await page.keyboard.press('Escape');
    await trace.waitFor({ state: 'detached' });

    // Reveal asks why (the spec'd message when empty), then shows the tax id in clear.
    await row.getByRole('button', { name: 'Reveal' }).click();
    const reveal = page.getByRole('dialog', { name: 'Reveal tax id' });
    await reveal.getByText(/each reveal is recorded with your name and your reason/).waitFor();
    await reveal.getByRole('button', { name: 'Reveal' }).click();
    await reveal.getByText('Please say why you need to see the tax id.').waitFor();
    await reveal.getByLabel('Reason').fill('payee asked for a copy');
    await reveal.getByRole('button', { name: 'Reveal' }).click();
    await reveal.getByText('512-34-6789').waitFor();
    await screenshot(page, 'finance-02-revealed');
    expect(await seriousViolations(page)).toEqual([]);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await row.getByText('512-34-6789').waitFor();
    // Recorded: who and why, in the event log an auditor reads; never the tax id itself.
    const log = await auditor.request<{
      events: { type: string; data: Record<string, unknown>; metadata: { actor?: unknown } }[];
    }>('GET', '/audit/events?types=TaxIdRevealed');
    expect(log.events).toHaveLength(1);
    expect(log.events[0]?.data).toMatchObject({
      payeeId: payee.userId,
      revealedBy: finance.userId,
      reason: 'payee asked for a copy',
    });
    // The last four stand nowhere in the events, in any form ("6789", "***-**-6789", the whole
    // number); hexadecimal ids and hashes may hold the digits 6789 by chance, so words are checked.
    const words = JSON.stringify(log.events).split(/[^0-9a-f*-]+/i);
    expect(words.filter((word) => /(^|[*-])6789$|^5123?4?6789$|512-34-6789/.test(word))).toEqual(
      [],
    );

    await reportCall(suite.baseUrl, SERVICE_TOKEN, {
      creatorId: payee.userId,
      customerId: customer,
      amountCents: 1_000,
      daysAgo: back + 4,
    });
    // The ledger takes the late call in (the read side catches up), then the page is read again.
    await eventually(
      () =>
        finance.request<{ rows: { payee_ids: string[]; status: string }[] }>(
          'GET',
          `/finance/tax_years/${String(year)}/payees`,
        ),
      (r) =>
        r.rows.some((p) => p.payee_ids.includes(payee.userId) && p.status === 'correction_needed'),
      'the late call in the ledger',
    );
    await page.reload();
    await page.getByLabel('Tax year').selectOption(String(year));
    await row.getByText('correction needed (figures changed)', { exact: true }).waitFor();
    // Issued and current figures side by side before correcting.
    const issuedForm = page.getByRole('row', { name: /1099-K/ });
    await issuedForm.getByRole('cell', { name: '$6,000.00' }).waitFor();
    await issuedForm.getByRole('cell', { name: '$6,010.00' }).waitFor();
    await screenshot(page, 'finance-03-correction-needed');
    await row.getByRole('button', { name: 'Correct' }).click();
    await page.getByText(/Corrected 1099-K/).waitFor();
    await row.getByText('issued', { exact: true }).waitFor();
    expect(await page.getByRole('row', { name: /superseded/ }).count()).toBe(1);

    const payeePage = (await pageAs(payee)).page;
    await payeePage.goto('/account/tax_forms');
    await payeePage.getByRole('heading', { name: 'Tax Forms' }).waitFor();
    await payeePage.getByRole('link', { name: '1099-K (Corrected)' }).waitFor();
    await screenshot(payeePage, 'finance-04-payee-forms');
    expect(await seriousViolations(payeePage)).toEqual([]);
    await payeePage.getByRole('link', { name: '1099-K (Corrected)' }).click();
    await payeePage.getByRole('heading', { name: 'Form 1099-K', exact: true }).waitFor();
    await payeePage.getByText("PAYEE'S TIN: ***-**-6789").waitFor();
    expect(await payeePage.getByText('$6,010.00').count()).toBeGreaterThan(0);
    await screenshot(payeePage, 'finance-05-payee-form');
    expect(await seriousViolations(payeePage)).toEqual([]);
    const href = await payeePage.getByRole('link', { name: 'Print' }).getAttribute('href');
    const pdf = await payeePage.request.get(href ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);

  it('finance edits a threshold from the keyboard: the API message shows at the field, the payees follow the saved rule', async () => {
    const { page } = await pageAs(finance);
    await page.goto('/finance_console');
    // The tax year is the URL's (`?year=`, plain): a change writes it, a reload keeps it.
    const yearInUrl = (shown: number) =>
      page.waitForURL((url) => url.searchParams.get('year') === String(shown));
    await page.getByLabel('Tax year').selectOption(String(year - 1));
    await yearInUrl(year - 1);
    await page.getByRole('heading', { name: `Payees ${String(year - 1)}` }).waitFor();
    await page.getByLabel('Tax year').selectOption(String(year));
    await yearInUrl(year);
    await page.reload();
    await page.getByRole('heading', { name: `Payees ${String(year)}` }).waitFor();
    expect(await page.getByLabel('Tax year').inputValue()).toBe(String(year));
    expect(new URL(page.url()).search).toBe(`?year=${String(year)}`);
    const row = page.locator('.ag-row', { hasText: payee.login });
    await row.getByText('Platform policy', { exact: true }).waitFor();
    expect(await row.getByText('Federal (IRS)').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Federal (IRS) threshold' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Federal (IRS) threshold ${String(year)}` });
    const gross = dialog.getByLabel('Minimum gross ($)');
    // The amount field has the focus: type over it, then Enter submits.
    expect(await gross.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('6,000');
    await page.keyboard.press('Enter');
    await dialog.getByText('Please enter a dollar amount, with up to 2 decimals.').waitFor();
    expect(await gross.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'finance-06-threshold-error');
    expect(await seriousViolations(page)).toEqual([]);

    await gross.fill('6000');
    await dialog.getByLabel('Gross', { exact: true }).selectOption('at_least');
    await dialog.getByLabel('Transactions', { exact: true }).selectOption('at_least');
    await dialog.getByLabel('Minimum transactions').fill('4');
    await dialog.getByLabel('Note (why it changed)').fill('e2e: a lower federal minimum');
    await dialog.getByLabel('Note (why it changed)').press('Tab');
    // Tab from the note goes to Cancel, then to Save: Enter on the focused Save button.
    await page.keyboard.press('Tab');
    expect(
      await dialog
        .getByRole('button', { name: 'Save' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Federal (IRS) threshold for ${String(year)} saved.`).waitFor();
    await page
      .getByRole('row', { name: /Federal \(IRS\)/ })
      .getByText('gross at least $6,000.00 and at least 4 transactions (edited)')
      .waitFor();
    // Read-your-writes: the payee list already applies the saved rule.
    await row.getByText('Platform policy, Federal (IRS)').waitFor();
    await row.locator('[col-id="federal_filing"]').getByText('yes').waitFor();
    await screenshot(page, 'finance-07-threshold-saved');

    // The rule is data: the API answers with the edit.
    const saved = await finance.request<{
      thresholds: { jurisdiction: string; minGrossCents: number; edited: boolean; note: string }[];
    }>('GET', `/finance/thresholds/${String(year)}`);
    expect(saved.thresholds.find((t) => t.jurisdiction === 'federal')).toMatchObject({
      minGrossCents: 600_000,
      edited: true,
      note: 'e2e: a lower federal minimum',
    });
  }, 120_000);
  it('finance reconciles a period: processor, ledger and read models agree to the cent, on a desktop and a phone', async () => {
    const { page } = await pageAs(finance);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const to = day(Date.now());
    const from = day(Date.now() - 20 * 86_400_000);
    await page.goto(`/finance_console/reconciliation?from=${from}&to=${to}`);
    await page.getByRole('heading', { name: 'Reconciliation' }).waitFor();
    await page
      .getByText(`Processor, ledger and read models agree to the cent for ${from} – ${to}.`)
      .waitFor();
    await page.getByText('No differences in this period.').waitFor();
    // Three columns, each marked as agreeing.
    expect(await page.getByRole('columnheader', { name: /agrees/ }).count()).toBe(3);
    expect(await page.getByRole('columnheader', { name: /differs/ }).count()).toBe(0);
    await screenshot(page, 'finance-08-reconciliation');
    expect(await seriousViolations(page)).toEqual([]);

    // A backwards period is refused at the field before anything is asked of the server.
    await page.getByLabel('From (UTC)').fill(to);
    await page.getByLabel('To (UTC)').fill(from);
    await page.getByText('The end date must be on or after the start date.').waitFor();
    expect(await page.getByRole('button', { name: 'Reconcile' }).isDisabled()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/finance_console/reconciliation?from=${from}&to=${to}`);
    await page.getByText('No differences in this period.').waitFor();
    await screenshot(page, 'finance-09-reconciliation-phone');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
