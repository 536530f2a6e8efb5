import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { ApiSession } from './support/api';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { uploadImage } from './support/flirt';
import { browserSuite } from './support/suite';

/**
 * The conversations journey: a customer and a Flirt in two browser contexts on one server. The
 * customer's message opens a new volley charged to the card and reaches the Flirt live (unread
 * dot, toast) while the Flirt watches My Customers, whose row shows the chat earnings without a
 * reload; the Flirt asks for a gift and the customer pays it with one click; then the Flirt's
 * bulk Mail from My Customers reaches both customers' inboxes, announced live by the header's
 * unread-mail count.
 */
/** The gift bubble (not the request's "Asked for a gift of $5.00"). */
const GIFT_BUBBLE = /^Gift of \$5\.00$/;

describe('conversations between a customer and a Flirt', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let customer: ApiSession;
  let regular: ApiSession;

  const lifetimeOf = (page: Page, userId: string) =>
    page.locator(`.ag-row[row-id="${userId}"] [col-id="lifetime"]`).first();

  beforeAll(async () => {
    flirt = await suite.advisor();
    await uploadImage(flirt, 'set.png');
    customer = await suite.customer();
    // An earlier volley, answered: the customer is already a row of the Flirt's My Customers.
    await customer.request('POST', `/client_api/chats/${flirt.userId}/messages`, {
      text: 'Hello again',
    });
    await flirt.request('POST', `/client_api/chats/${customer.userId}/messages`, {
      text: 'Welcome back',
    });
    // A second customer who already chatted, so the bulk Mail goes to two people.
    regular = await suite.customer('regular');
    await regular.request('POST', `/client_api/chats/${flirt.userId}/messages`, {
      text: 'Hi, it is me again',
    });
  }, 120_000);

  it('chats live both ways, charges the volley, shows the chat earnings live and pays a gift request with one click', async () => {
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/my_customers');
    await eventually(
      () => lifetimeOf(flirtPage, customer.userId).textContent(),
      (text) => text === '$0.99',
      'the earlier volley in My Customers',
      ACTION_TIMEOUT_MS,
    );

    const page = await suite.page(customer);
    await page.goto(`/chat/${flirt.login.toLowerCase()}?start_chat=true`);
    await page.getByText('$0.99 per volley').waitFor();
    await page.getByLabel('Message', { exact: true }).fill('Hello from the journey');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await eventually(
      () => page.getByText(/Volley charged \$0\.99/).count(),
      (count) => count === 2,
      'the new volley charged',
      ACTION_TIMEOUT_MS,
    );

    // Live on the Flirt's screen: the unread dot, the toast with the text, the earnings row.
    await flirtPage.getByRole('img', { name: 'unread messages' }).first().waitFor();
    await flirtPage
      .getByText(`New message from ${customer.login}: Hello from the journey`)
      .waitFor();
    await eventually(
      () => lifetimeOf(flirtPage, customer.userId).textContent(),
      (text) => text === '$1.98',
      'the new chat volley in My Customers without a reload',
      ACTION_TIMEOUT_MS,
    );
    await screenshot(flirtPage, 'conversations-01-flirt-my-customers-live');

    // The Flirt answers with a gift request; the customer pays it with one click.
    await flirtPage.goto(`/chat/${customer.login.toLowerCase()}`);
    const flirtMessages = flirtPage.getByRole('list', { name: 'Messages' });
    await flirtMessages.getByText('Hello from the journey').waitFor();
    await flirtPage.getByLabel('Gift to ask for ($)').fill('5');
    await flirtPage.getByRole('button', { name: 'Ask for a Gift', exact: true }).click();
    await flirtMessages.getByText('Asked for a gift of $5.00').waitFor();

    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText('Asked for a gift of $5.00').waitFor();
    await eventually(
      () => page.getByText('Read · Volley charged $0.99').count(),
      (count) => count === 2,
      'both volleys read by the Flirt',
      ACTION_TIMEOUT_MS,
    );
    await page.getByRole('button', { name: 'Pay $5.00', exact: true }).click();
    await messages.getByText(GIFT_BUBBLE).waitFor();
    await messages.getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay $5.00', exact: true }).count()).toBe(0);
    await screenshot(page, 'conversations-02-customer-gift-paid');
    expect(await seriousViolations(page)).toEqual([]);

    await flirtMessages.getByText(GIFT_BUBBLE).waitFor();
    // A photo from the Flirt's file manager reaches the customer.
    await flirtPage.getByRole('button', { name: 'Send Photo', exact: true }).click();
    const files = flirtPage.getByRole('dialog', { name: 'Select Files' });
    await files.getByRole('checkbox', { name: 'set.png' }).check();
    await files.getByRole('button', { name: 'Send Photo', exact: true }).click();
    await messages.getByRole('img', { name: 'Photo' }).waitFor();
    await screenshot(flirtPage, 'conversations-03-flirt-conversation');
    expect(await seriousViolations(flirtPage)).toEqual([]);
    const phone = await suite.page(customer, { width: 390, height: 844 });
    await phone.goto(`/chat/${flirt.login.toLowerCase()}`);
    await phone.getByRole('list', { name: 'Messages' }).getByText(GIFT_BUBBLE).waitFor();
    await screenshot(phone, 'conversations-03b-phone-conversation');
    expect(await seriousViolations(phone)).toEqual([]);
    const phoneWidths = await phone.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(phoneWidths.content).toBeLessThanOrEqual(phoneWidths.window);
    // The gift is a tip: the row counts the volley and the gift.
    await flirtPage.goto('/my_customers');
    await eventually(
      () => lifetimeOf(flirtPage, customer.userId).textContent(),
      (text) => text === '$6.98',
      'the volley and the gift in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );
  });

  it("delivers the Flirt's bulk Mail from My Customers to both inboxes, with the live unread-mail count", async () => {
    const page = await suite.page(customer);
    await page.goto('/chat');
    await page
      .getByRole('link', { name: new RegExp(flirt.login) })
      .first()
      .waitFor();
    expect(await page.getByText('unread mail').count()).toBe(0);

    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/my_customers');
    for (const who of [customer, regular]) {
      const select = flirtPage.locator(`.ag-row[row-id="${who.userId}"] [col-id="select"] input`);
      await select.first().waitFor();
      await select.first().click();
    }
    await flirtPage.getByText('2 customers selected').waitFor();
    await flirtPage
      .getByRole('region', { name: 'Selected customers' })
      .getByRole('button', { name: 'Mail', exact: true })
      .click();
    await flirtPage.waitForURL(/\/messages\/compose\?draft=/);
    await flirtPage.getByText(/2 customers:/).waitFor();
    await flirtPage.getByLabel('Subject').fill('News for my regulars');
    await flirtPage.getByLabel('Message', { exact: true }).fill('See you on Friday.');
    await flirtPage.getByRole('button', { name: 'Attach Files' }).click();
    const files = flirtPage.getByRole('dialog', { name: 'Select Files' });
    await files.getByRole('checkbox', { name: 'set.png' }).check();
    await files.getByRole('button', { name: 'Attach to Mail', exact: true }).click();
    await flirtPage.getByRole('button', { name: 'Remove set.png' }).waitFor();
    await screenshot(flirtPage, 'conversations-04-bulk-mail-compose');
    expect(await seriousViolations(flirtPage)).toEqual([]);
    await flirtPage.getByRole('button', { name: 'Send', exact: true }).click();
    await flirtPage.waitForURL(/\/my_customers/);

    // The customer's header counts the new mail without a reload.
    await page.getByRole('button', { name: /Menu 1 unread mail/ }).waitFor();
    await screenshot(page, 'conversations-04b-unread-mail-count');
    await page.getByRole('button', { name: /Menu/ }).click();
    await page.getByRole('link', { name: /Mail 1 unread mail/ }).click();
    await page.getByRole('link', { name: /News for my regulars/ }).click();
    await page.getByText('See you on Friday.').waitFor();
    await page.getByRole('list', { name: 'Attached files' }).getByRole('img').waitFor();

    const phone = await suite.page(regular, { width: 390, height: 844 });
    await phone.goto('/messages');
    await phone.getByRole('link', { name: /News for my regulars/ }).waitFor();
    await screenshot(phone, 'conversations-05-phone-inbox');
    expect(await seriousViolations(phone)).toEqual([]);
    const widths = await phone.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
  });
});
