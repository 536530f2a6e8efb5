import { describe, expect, it } from '@jest/globals';
import { tip } from './support/api';
import { expectNoSeriousViolations, screenshot } from './support/browser';
import { eventually } from './support/eventually';
import { browserSuite } from './support/suite';

/**
 * Paid mail end to end on one server: a Flirt sets a mail price; a customer writes to them
 * (the compose screen states the price, the card pays it); the Flirt mails the customer from My
 * Customers' bulk Mail as a paid mail; the customer finds it locked in their inbox and pays to
 * open it.
 */
describe('paid mail in a browser', () => {
  const suite = browserSuite();
  // A tip makes the customer one of the Flirt's customers in My Customers.
  const people = suite.flirtAndCustomer(({ flirt, customer }) =>
    tip(customer, flirt.userId, '1.00'),
  );

  it('a customer pays the price the compose screen states to write to a Flirt', async () => {
    const { flirt, customer } = people;
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/messages');
    await flirtPage.getByText('Your inbox is empty.').waitFor();
    const price = flirtPage.getByRole('form', { name: 'Mail price' });
    // The form fills in the saved price once it has loaded: type only after that, or the
    // loaded price replaces what was typed.
    await price.getByText(/Now: /).waitFor();
    await price.getByLabel('Price (USD)').fill('0.50');
    await price.getByRole('button', { name: 'Save' }).click();
    await price
      .getByText('Enter 0 for free mail, or a price from $0.99 to $99.99.', { exact: false })
      .first()
      .waitFor();
    await price.getByLabel('Price (USD)').fill('2.99');
    await price.getByRole('button', { name: 'Save' }).click();
    await flirtPage.getByText('Your mail price was saved.').waitFor();
    await expectNoSeriousViolations(flirtPage);

    const page = await suite.page(customer);
    await page.goto(`/messages/compose?recipients=${flirt.login}`);
    await page
      .getByText(
        `Writing to ${flirt.login} costs $2.99, charged to your default card when you send.`,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText("can't be blank").first().waitFor();
    await page.getByLabel('Subject').fill('A question');
    await page.getByLabel('Message').fill('Are you free on Friday?');
    await screenshot(page, 'mail-01-compose');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Your mail was sent.').waitFor();
    await page.waitForURL(/\/messages\?folder=sent/);
    await page.getByRole('link', { name: /A question/ }).waitFor();

    await flirtPage.goto('/messages');
    await flirtPage.getByRole('link', { name: /A question/ }).click();
    await flirtPage.getByText('Are you free on Friday?').waitFor();
    await flirtPage.getByText(/sent for \$2\.99/).waitFor();
  });

  it("the Flirt mails from My Customers' bulk Mail; the customer pays to open the paid mail", async () => {
    const { flirt, customer } = people;
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/my_customers');
    const select = flirtPage.locator(
      `.ag-row[row-id="${customer.userId}"] [col-id="select"] input`,
    );
    await eventually(
      () => select.first().count(),
      (count) => count > 0,
      'the customer in My Customers',
    );
    await select.first().click();
    await flirtPage.getByText('1 customer selected').waitFor();
    await flirtPage
      .getByRole('region', { name: 'Selected customers' })
      .getByRole('button', { name: 'Mail', exact: true })
      .click();
    await flirtPage.waitForURL(/\/messages\/compose\?draft=/);
    await flirtPage.getByText(customer.login, { exact: true }).waitFor();
    await flirtPage.getByLabel('Subject').fill('Something special');
    await flirtPage.getByLabel('Message').fill('Only for my regulars.');
    await flirtPage.getByLabel(/Paid mail: each recipient pays \$2\.99 to open it/).check();
    await screenshot(flirtPage, 'mail-02-bulk-compose');
    await expectNoSeriousViolations(flirtPage);
    await flirtPage.getByRole('button', { name: 'Send', exact: true }).click();
    await flirtPage.waitForURL(/\/my_customers/);

    const phone = await suite.page(customer, { width: 390, height: 844 });
    await phone.goto('/messages');
    const row = phone.getByRole('link', { name: /Something special/ });
    await row.getByText('$2.99 to open').waitFor();
    await row.click();
    await phone.getByText('This is a paid mail.', { exact: false }).waitFor();
    expect(await phone.getByText('Only for my regulars.').count()).toBe(0);
    await screenshot(phone, 'mail-03-locked-phone');
    await expectNoSeriousViolations(phone);
    await phone.getByRole('button', { name: 'Open for $2.99' }).click();
    await phone.getByText('Only for my regulars.').waitFor();
    const widths = await phone.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
  });
});
