import { describe, expect, it } from '@jest/globals';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { fileItems, PNG } from './support/flirt';
import { browserSuite } from './support/suite';

/**
 * Goody bags end to end: a Flirt composes a bag from files uploaded in the Select Files modal;
 * a customer opens the storefront's Goodies tab, buys the bag with the default card and sees
 * its files in the lightbox; the Flirt's My Customers grid, open in a second context, counts
 * the sale live.
 */
describe('goody bags in a browser', () => {
  const suite = browserSuite();
  const people = suite.flirtAndCustomer();

  it('composes a bag, sells it from the storefront and shows the sale in My Customers', async () => {
    const { flirt, customer } = people;
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/goodies/manage');
    await flirtPage.getByText('No Goodies Found').waitFor();
    await flirtPage.getByRole('link', { name: 'New Goody Bag' }).click();
    await flirtPage.getByRole('heading', { name: 'New Goody Bag' }).waitFor();
    await flirtPage.getByLabel('Title').fill('Sunset set');
    await flirtPage.getByLabel('Price (USD)').fill('12.99');
    await flirtPage.getByLabel('Description').fill('Two photos from the beach.');
    await flirtPage.getByLabel('Dominant Woman').check();
    await flirtPage.getByRole('button', { name: 'Choose Files' }).click();
    const modal = flirtPage.getByRole('dialog', { name: 'Select Files' });
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal.locator('input[type=file]').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await modal.locator('.upload-entry--complete', { hasText: 'first.png' }).waitFor();
    await modal.locator('.upload-entry--complete', { hasText: 'second.png' }).waitFor();
    await modal.getByRole('button', { name: 'Add to Goody Bag' }).click();
    await modal.waitFor({ state: 'detached' });
    await flirtPage.getByRole('list', { name: 'Chosen files' }).getByText('second.png').waitFor();
    await screenshot(flirtPage, 'goodies-01-composer-1366');
    expect(await seriousViolations(flirtPage)).toEqual([]);
    await flirtPage.getByRole('button', { name: 'Create Goody Bag' }).click();
    await flirtPage.getByRole('heading', { name: 'My Goodies' }).waitFor();
    await flirtPage.getByText('For sale · 0 sold', { exact: false }).waitFor();
    await screenshot(flirtPage, 'goodies-02-manage-1366');
    expect(await seriousViolations(flirtPage)).toEqual([]);

    const page = await suite.page(customer);
    await page.goto(`/${flirt.login}`);
    // The storefront's own tab (the header's Goodies goes to the goodies search).
    await page
      .getByRole('navigation', { name: `${flirt.login}'s storefront` })
      .getByRole('link', { name: 'Goodies', exact: true })
      .click();
    await page.getByRole('link', { name: 'Open Sunset set' }).waitFor();
    await screenshot(page, 'goodies-03-storefront-tab-1366');
    expect(await seriousViolations(page)).toEqual([]);
    // The card's Buy button raises the openBuyGoodyBag window event, which opens the dialog.
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Goody Bag' });
    await dialog.getByText('$12.99 will be charged to your default card.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Buy for $12.99' }).click();
    // After buying, the files open in the lightbox.
    const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 2' });
    await lightbox.getByRole('img', { name: 'Photo 1' }).waitFor();
    await eventually(
      () =>
        lightbox
          .getByRole('img', { name: 'Photo 1' })
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      (width) => width > 0,
      'the bought photo loads',
      ACTION_TIMEOUT_MS,
    );
    await screenshot(page, 'goodies-04-lightbox-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Photo 2 of 2' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open Goodies' }).waitFor();

    // The sale shows in the Flirt's My Customers grid, in the Flirt's own browser context.
    await flirtPage.goto('/my_customers');
    const lifetime = flirtPage.locator(`.ag-row[row-id="${customer.userId}"] [col-id="lifetime"]`);
    await eventually(
      () => lifetime.first().textContent(),
      (text) => text === '$12.99',
      'the goodies sale in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );
    await screenshot(flirtPage, 'goodies-05-my-customers-1366');

    // Phone size: the bag page and the tab.
    const phone = await suite.page(customer, { width: 390, height: 844 });
    await phone.goto(page.url().replace(/\?.*$/, ''));
    await phone.getByRole('heading', { name: 'Sunset set' }).waitFor();
    await screenshot(phone, 'goodies-06-bag-390');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.goto(`/${flirt.login}/goodies`);
    await phone.getByRole('link', { name: 'Open Sunset set' }).waitFor();
    await screenshot(phone, 'goodies-07-tab-390');

    // A visitor following a purchase link signs in first, and comes back to buy.
    const visitor = await suite.page(null);
    await visitor.goto(`${new URL(page.url()).pathname}?action=buy`);
    await visitor.waitForURL(/\/login\?/);
    await visitor
      .getByText(/Sign In to buy/)
      .first()
      .waitFor();
  });

  it('shows the cover its Flirt chose, never a paid file; a bag without a cover shows a placeholder', async () => {
    const { flirt } = people;
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/goodies/manage');
    await flirtPage.getByRole('link', { name: 'New Goody Bag' }).click();
    await flirtPage.getByRole('heading', { name: 'New Goody Bag' }).waitFor();
    await flirtPage.getByLabel('Title').fill('Cover set');
    await flirtPage.getByLabel('Price (USD)').fill('9.99');
    await flirtPage.getByText('No cover: the bag shows no picture.').waitFor();
    await flirtPage.getByRole('button', { name: 'Choose Files' }).click();
    const modal = flirtPage.getByRole('dialog', { name: 'Select Files' });
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal
      .locator('input[type=file]')
      .setInputFiles([{ name: 'paid.png', mimeType: 'image/png', buffer: PNG }]);
    await modal.locator('.upload-entry--complete', { hasText: 'paid.png' }).waitFor();
    await modal.getByRole('button', { name: 'Add to Goody Bag' }).click();
    await modal.waitFor({ state: 'detached' });

    // A paid file cannot be the cover: everyone sees the cover.
    await flirtPage.getByRole('button', { name: 'Choose Cover' }).click();
    await modal.getByLabel('paid.png').check();
    await modal.getByRole('button', { name: 'Use as Cover' }).click();
    await modal.waitFor({ state: 'detached' });
    await flirtPage
      .getByText(
        "Everyone sees the cover: please choose an image that is not one of the bag's files.",
        {
          exact: true,
        },
      )
      .waitFor();

    // Its own image, uploaded from the cover picker.
    await flirtPage.getByRole('button', { name: 'Choose Cover' }).click();
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal
      .locator('input[type=file]')
      .setInputFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: PNG }]);
    await modal.locator('.upload-entry--complete', { hasText: 'cover.png' }).waitFor();
    await modal.getByRole('button', { name: 'Use as Cover' }).click();
    await modal.waitFor({ state: 'detached' });
    await flirtPage.getByRole('img', { name: 'Cover' }).waitFor();
    await screenshot(flirtPage, 'goodies-08-composer-cover-1366');
    expect(await seriousViolations(flirtPage)).toEqual([]);
    await flirtPage.getByRole('button', { name: 'Create Goody Bag' }).click();
    await flirtPage.getByRole('heading', { name: 'My Goodies' }).waitFor();

    const items = await fileItems(flirt);
    const coverId = items.find((item) => item.file_name === 'cover.png')?.fm_item_id ?? '';
    const paidId = items.find((item) => item.file_name === 'paid.png')?.fm_item_id ?? '';
    expect(coverId).not.toBe('');
    expect(paidId).not.toBe('');
    const visitor = await suite.page(null);
    await visitor.goto(`/${flirt.login}/goodies`);
    const covered = visitor.getByRole('link', { name: 'Open Cover set' });
    const src = (await covered.locator('img').getAttribute('src')) ?? '';
    expect(src).toContain(coverId);
    expect(src).not.toContain(paidId);
    // The first bag has no cover: a placeholder, no picture (and none of its paid files).
    const plain = visitor.getByRole('link', { name: 'Open Sunset set' });
    expect(await plain.locator('img').count()).toBe(0);
    await plain.locator('.goody-card__placeholder').waitFor();
    await screenshot(visitor, 'goodies-09-storefront-covers-1366');
  });
});
