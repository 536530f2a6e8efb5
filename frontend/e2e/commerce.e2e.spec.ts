import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CustomerTransactionsResponse,
  IDEMPOTENCY_KEY_HEADER,
  STALE_READ_HEADER,
} from '@flirtwire/contracts';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { type ApiSession, signUp, uniqueLogin } from './support/api';
import {
  ACTION_TIMEOUT_MS,
  screenshot,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  fillCard,
} from './support/browser';
import { eventually } from './support/eventually';
import { subscribeThroughDeclinedCard } from './support/customer';
import { browserSuite } from './support/suite';

/** The plain subscription price is on sale only with the recurring-package flag off. */
const FLAGS_WITHOUT_PACKAGES =
  'free_chat_volleys,add_card_money,new_cards,PAYOUT_21803,CHAT_UI_22402';
const EXPIRES = /^Expires \d{1,2}\/\d{1,2}\/\d{2}$/;
const RENEWS = /^Renews \d{1,2}\/\d{1,2}\/\d{2}$/;

async function signInThroughDialog(page: Page, person: ApiSession, landing: RegExp): Promise<void> {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Member Name or email').fill(person.login);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(landing);
}

/**
 * The person's tips of `cents` to `creator`, read once the read side has reached `position`
 * (the last answer's), so a second charge made before it would be in the list too.
 */
async function tipsOf(
  person: ApiSession,
  creator: string,
  cents: number,
  position: number,
): Promise<number> {
  const response = await eventually(
    () =>
      fetch(`${person.baseUrl}/client_api/transactions?after=${String(position)}`, {
        headers: { accept: 'application/json', cookie: person.cookieHeader },
      }),
    (answer) => answer.ok && answer.headers.get(STALE_READ_HEADER) === null,
    'the transactions read after the tip',
  );
  const { transactions } = (await response.json()) as CustomerTransactionsResponse;
  return transactions.filter(
    (row) => row.channel === 'tip' && row.creator_login === creator && row.amount_cents === cents,
  ).length;
}

/**
 * The customer's money screens end to end: cards through the processor's tokenizer, subscribing,
 * a tribute that reaches the Flirt's My Customers live, unsubscribing, and a declined card's
 * retry and pick-a-new-card modals. One server and one browser for the suite.
 */
describe('the customer money screens in a browser', () => {
  const suite = browserSuite({ env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
  let context: BrowserContext;
  let page: Page;
  let flirt: ApiSession;
  let customer: ApiSession;

  beforeAll(async () => {
    flirt = await suite.advisor();
    await flirt.request('POST', '/client_api/subscriptions/offerings', { rate: '9.99' });
    customer = await signUp(suite.baseUrl, uniqueLogin('fan'));
    context = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    page = await context.newPage();
  }, 120_000);

  it('adds a card from the account menu (a declined one is refused): the number goes to the tokenizer, not our API', async () => {
    await signInThroughDialog(page, customer, /\/$/);
    const toOurApi: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('/client_api/') &&
        (request.postData() ?? '').includes('4242424242')
      )
        toOurApi.push(request.url());
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Payment Methods' }).click();
    await page.waitForURL(/\/account\/payment_methods$/);
    await page.getByText('You have no cards on file.').waitFor();
    await page.getByRole('button', { name: 'Add a Card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    // The expiry takes its "/" by itself as the digits are typed.
    const expiry = form.getByLabel('Expiry (MM/YY)');
    await expiry.pressSequentially('1240');
    expect(await expiry.inputValue()).toBe('12/40');
    await expiry.press('Backspace');
    await expiry.press('Backspace');
    await expiry.press('Backspace');
    expect(await expiry.inputValue()).toBe('12');
    await expiry.fill('');
    // The README's declined test card is declined when it is added, not taken as the default.
    await fillCard(form, '4000 0000 0000 0002');
    await form.getByText('Your card was declined. Please try another card.').waitFor();
    await page.getByText('You have no cards on file.').waitFor();
    await fillCard(form, '4242 4242 4242 4242');
    await page.getByText('Visa ending in 4242').waitFor();
    await page.getByText('Default', { exact: true }).waitFor();
    expect(toOurApi).toEqual([]);
    await screenshot(page, 'commerce-01-payment-methods');
    await expectNoSeriousViolations(page);
  });

  it('shows the empty tabs with the spec copy', async () => {
    await page.goto('/subscriptions');
    await page.getByText('No active subscriptions.').waitFor();
    await page.getByRole('link', { name: 'Needs Attention' }).click();
    await page.waitForURL(/t=needs_attention/);
    await page.getByText('Yay! There is nothing here for you to review.').waitFor();
    await page.goto('/subscriptions?t=expired');
    await page.getByText('Hooray! You don’t have anything expiring soon.').waitFor();
    await expectNoSeriousViolations(page);
  });

  it('subscribes to a Flirt through the Subscribe modal with its benefits', async () => {
    await page.goto(`/subscriptions/${flirt.login}`);
    await page.getByRole('heading', { name: flirt.login }).waitFor();
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    // The button shows disabled (busy) until the customer's subscription state has loaded, then
    // is replaced by the live one: focus it only once it can be pressed.
    await eventually(() => subscribe.isEnabled(), Boolean, 'the Subscribe button ready');
    // Keyboard: the modal opens from the keyboard, Escape closes it and focus comes back.
    await subscribe.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${flirt.login}` });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await subscribe.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText('$9.99').waitFor();
    await dialog.getByText('Unlock every subscriber post').waitFor();
    await screenshot(page, 'commerce-02-subscribe-modal');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    // The charge went through; the app goes on to the Flirt's feed (charged=true), possibly
    // before this page shows the new state, so the subscription's own page shows the outcome.
    await page.waitForURL((url) => url.pathname === `/${flirt.login}/feed`);
    await page.goto(`/subscriptions/${flirt.login}`);
    await page.getByRole('button', { name: 'Subscribed', exact: true }).waitFor();
    await page.getByText(RENEWS).waitFor();
  });

  it("tips $12.34 from the subscriptions page and the Flirt's My Customers row shows it live", async () => {
    const flirtContext = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    flirtContext.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const flirtPage = await flirtContext.newPage();
    await signInThroughDialog(flirtPage, flirt, /\/($|my_customers)/);
    await flirtPage.goto('/my_customers');
    const lifetime = flirtPage.locator(`.ag-row[row-id="${customer.userId}"] [col-id="lifetime"]`);
    await eventually(
      () => lifetime.first().textContent(),
      (text) => text === '$9.99',
      'the subscription in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );

    await page.goto('/subscriptions?t=active');
    const row = page.getByRole('listitem').filter({ hasText: flirt.login });
    await row.getByRole('button', { name: 'Subscribed' }).waitFor();
    await row.getByRole('button', { name: 'Pay a Tribute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay a Tribute' });
    // The modal opens on its amount field.
    await eventually(
      () => dialog.getByLabel('Amount (USD)').evaluate((el) => el === document.activeElement),
      (focused) => focused,
      'focus on the amount',
    );
    await dialog.getByLabel('Amount (USD)').fill('12.345');
    await dialog.getByRole('button', { name: 'Pay Tribute' }).click();
    await dialog.getByText('Please enter an amount in dollars, with up to 2 decimals.').waitFor();
    await dialog.getByLabel('Amount (USD)').fill('12.34');
    await dialog.getByLabel('Message').fill('You made my day');
    await screenshot(page, 'commerce-03-tribute-modal');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Pay Tribute' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Your tribute of $12.34 was sent to ${flirt.login}.`).waitFor();

    // No reload in the Flirt's browser (which opened My Customers by a page load): the row
    // changes where it is.
    await eventually(
      () => lifetime.first().textContent(),
      (text) => text === '$22.33',
      'the tip in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );
    await flirtContext.close();
  });

  it('a double-clicked Pay Tribute, and Pay Tribute again after a lost answer, each pay once', async () => {
    const keys: (string | null)[] = [];
    const positions: number[] = [];
    const isTip = (request: Request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/client_api/bonuses';
    page.on('request', (request) => {
      if (isTip(request)) keys.push(request.headers()[IDEMPOTENCY_KEY_HEADER] ?? null);
    });
    page.on('response', (response) => {
      if (!isTip(response.request())) return;
      void response.json().then(
        (body: { position?: number }) => {
          if (typeof body.position === 'number') positions.push(body.position);
        },
        () => undefined,
      );
    });
    const row = page.getByRole('listitem').filter({ hasText: flirt.login });
    const openTribute = async (amount: string) => {
      await row.getByRole('button', { name: 'Pay a Tribute' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay a Tribute' });
      await dialog.getByLabel('Amount (USD)').fill(amount);
      return dialog;
    };

    // Two presses in one task: quicker than any re-render, so the button is not yet disabled
    // for the second, as a fast double click on a slow device can be.
    const first = await openTribute('5.00');
    await first
      .getByRole('button', { name: 'Pay Tribute' })
      .evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      });
    await page.getByText(`Your tribute of $5.00 was sent to ${flirt.login}.`).waitFor();
    await eventually(
      () => Promise.resolve(positions.length),
      (count) => count === 2,
      'both answers of the double click',
    );
    // One charge however many presses reached the server, and both presses carried one key.
    expect(await tipsOf(customer, flirt.login, 500, Math.max(...positions))).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);

    // The server takes the tip but its answer never reaches the page; pressed again, the
    // tip goes with the same key and the server answers the first tip again.
    keys.length = 0;
    positions.length = 0;
    let lost = false;
    await page.route('**/client_api/bonuses', async (route) => {
      if (lost) return route.continue();
      lost = true;
      const answer = await route.fetch();
      positions.push(((await answer.json()) as { position: number }).position);
      return route.abort('connectionreset');
    });
    const second = await openTribute('6.00');
    await second.getByRole('button', { name: 'Pay Tribute' }).click();
    await second
      .getByText('We could not reach the server. Please check your connection and try again.')
      .waitFor();
    await second.getByRole('button', { name: 'Pay Tribute' }).click();
    await page.getByText(`Your tribute of $6.00 was sent to ${flirt.login}.`).waitFor();
    await page.unroute('**/client_api/bonuses');
    await eventually(
      () => Promise.resolve(positions.length),
      (count) => count === 2,
      'the answer of the retry',
    );
    expect(await tipsOf(customer, flirt.login, 600, Math.max(...positions))).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // A new opening is a new intent: the same tip is a second tribute with a new key.
    const retried = keys[0];
    keys.length = 0;
    const third = await openTribute('6.00');
    await third.getByRole('button', { name: 'Pay Tribute' }).click();
    await third.waitFor({ state: 'detached' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[0]).not.toBe(retried);
  });

  it('unsubscribes after the confirmation and sees Expires {date}', async () => {
    const row = page.getByRole('listitem').filter({ hasText: flirt.login });
    await row.getByRole('button', { name: 'Subscribed' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unsubscribe' });
    await confirm
      .getByText(`Are you sure you want to unsubscribe from ${flirt.login}?`, { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.goto('/subscriptions?t=expired');
    const expired = page.getByRole('listitem').filter({ hasText: flirt.login });
    await expired.getByRole('button', { name: 'Renew' }).waitFor();
    await expired.getByText(EXPIRES).waitFor();
    await screenshot(page, 'commerce-04-subscriptions-expired');
    await expectNoSeriousViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: flirt.login }).getByText(EXPIRES).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'commerce-05-subscriptions-phone');
    await expectNoSeriousViolations(page);
    await page.goto('/account/payment_methods');
    await page.getByText('Visa ending in 4242').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'commerce-06-payment-methods-phone');
  });

  it('a declined card opens the retry modal, then the pick-a-new-card modal', async () => {
    const declined = await signUp(suite.baseUrl, uniqueLogin('declined'));
    const phone = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    phone.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const other = await phone.newPage();
    await signInThroughDialog(other, declined, /\/$/);
    await subscribeThroughDeclinedCard(other, flirt.login, {
      retry: 'commerce-07-retry-phone',
      pick: 'commerce-08-pick-card-phone',
    });
    // The charge went through (the flash was seen); the app may have taken the customer on to
    // the Flirt's feed (charged=true) by now, so the subscription's own page shows the outcome.
    await other.goto(`/subscriptions/${flirt.login}`);
    await other.getByRole('button', { name: 'Subscribed', exact: true }).waitFor();
    await other.getByText(RENEWS).waitFor();
    await phone.close();
  });
});
