import { beforeAll, describe, expect, it } from '@jest/globals';
import { formatCents } from '@flirtwire/contracts';
import { addVerifiedPhone, type ApiSession } from './support/api';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { acceptedPhoneListing } from './support/flirt';
import { browserSuite } from './support/suite';

/**
 * A call end to end on the telephony sandbox: the customer opens a phone listing's drawer and
 * presses Call me directly; the Flirt hears of the incoming call live, even when it rang while
 * her page was still connecting; the sandbox connects the call and ends it; her first call is free (the home page's 3 FREE minutes: the panel shows the
 * free minutes and $0.00), the second is charged, and the Flirt's My Customers row counts it.
 */
describe('calls in a browser', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let customer: ApiSession;
  let listingId: string;

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await suite.advisor();
    listingId = await acceptedPhoneListing(flirt, admin, {
      title: 'Late night talks',
      priceCents: 299,
    });
    await flirt.request('PATCH', '/client_api/availabilities', { available_for_calls: true });
    customer = await suite.customer();
    await addVerifiedPhone(customer);
  }, 120_000);

  it('starts from the drawer, connects and ends in the sandbox; the first call is free, the second bills the minute it was connected and shows in My Customers', async () => {
    // The Flirt's page is still connecting when the call rings: its socket reaches the server
    // only once the customer's drawer shows the ring. The ring is replayed to it, not lost.
    const flirtPage = await suite.page(flirt);
    let ring: () => void = () => undefined;
    const rung = new Promise<void>((resolve) => {
      ring = resolve;
    });
    let connecting: () => void = () => undefined;
    const heldBack = new Promise<void>((resolve) => {
      connecting = resolve;
    });
    await flirtPage.routeWebSocket(/\/socket\.io\//, async (socket) => {
      connecting();
      await rung;
      socket.connectToServer();
    });
    await flirtPage.goto('/my_customers');
    await heldBack;

    const page = await suite.page(customer);
    await page.goto(`/?listing_id=${listingId}`);
    const drawer = page.getByRole('dialog', { name: 'Late night talks' });
    await drawer.getByRole('heading', { name: 'Call me directly' }).waitFor();
    await drawer.getByRole('button', { name: 'Call me directly', exact: true }).click();
    await drawer.getByRole('heading', { name: `Your call with ${flirt.login}` }).waitFor();
    await drawer.getByText('Ringing: answer your phone to be connected.').waitFor();
    await drawer.getByText('1-800-555-0142').first().waitFor();
    ring();

    // The Flirt hears of it live.
    await flirtPage.getByText(`Incoming call from ${customer.login}`).waitFor();
    await screenshot(flirtPage, 'calls-01-flirt-incoming');

    await drawer.getByRole('button', { name: 'Connect', exact: true }).click();
    await drawer.getByText('Connected. You are talking now.').waitFor();
    await screenshot(page, 'calls-02-connected');
    expect(await seriousViolations(page)).toEqual([]);
    // The sandbox provider bills the time it saw the call connected: the started minute.
    await drawer.getByRole('button', { name: 'End call', exact: true }).click();
    await drawer.getByText('Call ended.').waitFor();
    const figures = drawer.locator('.call-panel__figures');
    const figure = (name: string) =>
      figures.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
    // Her first call: the home page's 3 free minutes cover it (a slow run may pass a minute,
    // still within the 3), so it costs $0.00 and the bill shows the free minutes.
    const firstMinutes = Number(await figure('Minutes').locator('dd').textContent());
    expect(firstMinutes).toBeGreaterThanOrEqual(1);
    expect(firstMinutes).toBeLessThanOrEqual(3);
    await figure('Free minutes').getByText(String(firstMinutes), { exact: true }).waitFor();
    await figure('Cost').getByText('$0.00', { exact: true }).waitFor();
    await screenshot(page, 'calls-03-ended-free');
    expect(await seriousViolations(page)).toEqual([]);

    // The second call is charged every minute.
    await drawer.getByRole('button', { name: 'Call again', exact: true }).click();
    await drawer.getByRole('button', { name: 'Call me directly', exact: true }).click();
    await drawer.getByText('Ringing: answer your phone to be connected.').waitFor();
    await drawer.getByRole('button', { name: 'Connect', exact: true }).click();
    await drawer.getByText('Connected. You are talking now.').waitFor();
    await drawer.getByRole('button', { name: 'End call', exact: true }).click();
    await drawer.getByText('Call ended.').waitFor();
    // Every started minute counts: at least 1, at $2.99 each (a slow run may pass a minute).
    const minutes = Number(await figure('Minutes').locator('dd').textContent());
    expect(minutes).toBeGreaterThanOrEqual(1);
    const cost = formatCents(minutes * 299);
    await figure('Cost').getByText(cost, { exact: true }).waitFor();
    expect(await figure('Free minutes').count()).toBe(0);
    await screenshot(page, 'calls-04-ended-charged');
    expect(await seriousViolations(page)).toEqual([]);

    // The Flirt's My Customers row counts the call's cost, main spend Calls.
    await flirtPage.goto('/my_customers');
    const row = flirtPage.locator(`.ag-row[row-id="${customer.userId}"]`);
    await eventually(
      () => row.locator('[col-id="lifetime"]').first().textContent(),
      (text) => text === cost,
      'the call in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );
    await eventually(
      () => row.locator('[col-id="mainSpend"]').first().textContent(),
      (text) => text?.includes('Calls') ?? false,
      'Calls as the main spend',
      ACTION_TIMEOUT_MS,
    );
    await screenshot(flirtPage, 'calls-05-my-customers');
  });

  it('lays the call panel out on a phone', async () => {
    const phone = await suite.page(customer, { width: 390, height: 844 });
    await phone.goto(`/?listing_id=${listingId}`);
    const drawer = phone.getByRole('dialog', { name: 'Late night talks' });
    await drawer.getByRole('button', { name: 'Call me directly', exact: true }).click();
    await drawer.getByText('Ringing: answer your phone to be connected.').waitFor();
    await drawer.getByRole('button', { name: 'Connect', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'calls-06-phone-ringing');
    expect(await seriousViolations(phone)).toEqual([]);
    const widths = await phone.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
  });
});
