import { describe, expect, it } from '@jest/globals';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { browserSuite } from './support/suite';

/**
 * Paid chat end to end: a customer and a Flirt in two browser contexts on one server. The
 * customer's first message opens a volley charged to the card; the Flirt sees it live (the
 * header's unread dot, the toast, the conversation list), answers, and the customer sees the
 * answer and the read mark without reloading; the Flirt's My Customers row counts the volley.
 */
describe('chat in a browser', () => {
  const suite = browserSuite();
  const people = suite.flirtAndCustomer();

  it('delivers live both ways, charges the volley once and shows it in My Customers', async () => {
    const { flirt, customer } = people;
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/chat');
    await flirtPage.getByText('You have no conversations yet.').waitFor();
    expect(await seriousViolations(flirtPage)).toEqual([]);
    await expect(flirtPage.getByRole('img', { name: 'unread messages' }).count()).resolves.toBe(0);

    const page = await suite.page(customer);
    await page.goto(`/chat/${flirt.login.toLowerCase()}?start_chat=true`);
    await page.getByRole('heading', { name: flirt.login }).waitFor();
    await page.getByText('$0.99 per volley').waitFor();
    const composer = page.getByLabel('Message', { exact: true });
    await composer.fill('Hello, are you free tonight?');
    await page.getByText('28/1000').waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Volley charged $0.99').waitFor();
    // The composer empties when the send's answer is in; the live notice may show the message
    // first.
    await eventually(
      () => composer.inputValue(),
      (value) => value === '',
      'the composer empties after sending',
    );

    // The Flirt sees it live: the list row with its unread count, the dot and the toast.
    await flirtPage
      .getByRole('link', { name: new RegExp(`${customer.login}.*1 unread`) })
      .waitFor();
    await flirtPage.getByRole('img', { name: 'unread messages' }).first().waitFor();
    await flirtPage
      .getByText(`New message from ${customer.login}: Hello, are you free tonight?`)
      .waitFor();
    await screenshot(flirtPage, 'chat-01-flirt-list');
    expect(await seriousViolations(flirtPage)).toEqual([]);

    await flirtPage.getByRole('link', { name: new RegExp(`${customer.login}.*1 unread`) }).click();
    await flirtPage.waitForURL(/\/chat\/[^/]+$/);
    await flirtPage
      .getByRole('list', { name: 'Messages' })
      .getByText('Hello, are you free tonight?')
      .waitFor();
    await eventually(
      () => flirtPage.getByRole('img', { name: 'unread messages' }).count(),
      (count) => count === 0,
      'the unread dot goes once the conversation is read',
      ACTION_TIMEOUT_MS,
    );
    await flirtPage.getByLabel('Message', { exact: true }).fill('Yes! Call me at nine.');
    await flirtPage.getByRole('button', { name: 'Send', exact: true }).click();

    // The customer sees the answer and the read mark without reloading.
    await page.getByRole('list', { name: 'Messages' }).getByText('Yes! Call me at nine.').waitFor();
    await page.getByText(/Read · Volley charged \$0\.99/).waitFor();
    await screenshot(page, 'chat-02-customer-conversation');
    expect(await seriousViolations(page)).toEqual([]);

    // One charge for the volley: the Flirt's My Customers row counts $0.99.
    await flirtPage.goto('/my_customers');
    const lifetime = flirtPage.locator(`.ag-row[row-id="${customer.userId}"] [col-id="lifetime"]`);
    await eventually(
      () => lifetime.first().textContent(),
      (text) => text === '$0.99',
      'the chat volley in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );
  });

  it('keeps the 1000-character limit and lays out on a phone', async () => {
    const { flirt, customer } = people;
    const phone = await suite.page(customer, { width: 390, height: 844 });
    await phone.goto(`/chat/${flirt.login.toLowerCase()}`);
    const composer = phone.getByLabel('Message', { exact: true });
    await composer.fill('x'.repeat(1200));
    await expect(composer.inputValue()).resolves.toHaveLength(1000);
    await phone.getByText('1000/1000').waitFor();
    // A long conversation shows its newest page; older pages come on demand.
    for (let i = 1; i <= 50; i++) {
      await flirt.request('POST', `/client_api/chats/${customer.userId}/messages`, {
        text: `note ${String(i)}`,
      });
    }
    await phone
      .getByRole('list', { name: 'Messages' })
      .getByText('note 50', { exact: true })
      .waitFor();
    const messages = phone.getByRole('list', { name: 'Messages' });
    expect(await messages.getByText('Hello, are you free tonight?').count()).toBe(0);
    await phone.getByRole('button', { name: 'Show older messages' }).click();
    await messages.getByText('Hello, are you free tonight?').waitFor();
    await screenshot(phone, 'chat-03-phone-conversation');
    const widths = await phone.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
    await phone.goto('/chat');
    await phone.getByRole('link', { name: flirt.login }).waitFor();
    await screenshot(phone, 'chat-04-phone-list');
    expect(await seriousViolations(phone)).toEqual([]);
  });

  it('shows a sent message at once and gives the words back when the send fails', async () => {
    const { flirt, customer } = people;
    const page = await suite.page(customer);
    await page.goto(`/chat/${flirt.login.toLowerCase()}`);
    const composer = page.getByLabel('Message', { exact: true });
    const messages = page.getByRole('list', { name: 'Messages' });
    // The send's answer is held back until the message has been seen on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/client_api/chats/*/messages', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.continue();
    });
    await composer.fill('On my way over');
    await composer.press('Enter');
    await messages.getByText('On my way over').waitFor();
    await messages.getByText('Sending...').waitFor();
    await expect(composer.inputValue()).resolves.toBe('');
    release();
    await eventually(
      () => messages.getByText('Sending...').count(),
      (count) => count === 0,
      'the message is delivered',
    );
    await messages.getByText('On my way over').waitFor();

    // A refused send: the message leaves the list and its words are back in the composer.
    await page.unroute('**/client_api/chats/*/messages');
    await page.route('**/client_api/chats/*/messages', (route) =>
      route.request().method() !== 'POST'
        ? route.continue()
        : route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'payment_failed',
                message: 'Sorry something went wrong. Please try again.',
              },
            }),
          }),
    );
    await composer.fill('Are you there?');
    await composer.press('Enter');
    await page
      .getByRole('alert')
      .getByText('Sorry something went wrong. Please try again.')
      .waitFor();
    await expect(composer.inputValue()).resolves.toBe('Are you there?');
    expect(await messages.getByText('Are you there?').count()).toBe(0);
    await page.unroute('**/client_api/chats/*/messages');
  });
});
