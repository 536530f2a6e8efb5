import { beforeAll, describe, expect, it } from '@jest/globals';
import { LISTING_MESSAGES } from '@flirtwire/contracts';
import { type ApiSession, signUp, uniqueLogin } from './support/api';
import { screenshot, seriousViolations } from './support/browser';
import { browserSuite } from './support/suite';

/**
 * Marketplace listings end to end: a Flirt creates a listing, which waits for review; a
 * moderator accepts it in another browser; the Flirt's My Listings shows the banner change
 * without reloading; the Flirt switches availability and sees the listing go Online.
 */
describe('listings in a browser', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let moderator: ApiSession;

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await suite.advisor('lister');
    moderator = await signUp(suite.baseUrl, uniqueLogin('mod'));
    await admin.request('POST', `/client_api/admin/users/${moderator.userId}/roles`, {
      role: 'moderator',
    });
  }, 120_000);

  it('creates a listing, a moderator accepts it, and the owner sees the banner change live', async () => {
    const page = await suite.page(flirt);
    await page.goto('/listings');
    await page.getByText(LISTING_MESSAGES.empty).waitFor();
    await page.getByRole('link', { name: 'New Listing', exact: true }).click();
    await page.getByRole('heading', { name: 'New Listing' }).waitFor();

    // The browser checks first, with the same messages the server uses.
    await page.getByRole('button', { name: 'Create Listing', exact: true }).click();
    await page.getByText(LISTING_MESSAGES.titleBlank).waitFor();
    await page.getByText(LISTING_MESSAGES.categoryRequired).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Title', { exact: true }).fill('Midnight confessions');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.keyboard.type('Tell me ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('everything');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Confessions' });
    await page.getByLabel('Price per minute ($)', { exact: true }).fill('0.10');
    await page.getByLabel('Service extension', { exact: true }).fill('4242');
    await page.getByRole('button', { name: 'Create Listing', exact: true }).click();
    await page.getByText(LISTING_MESSAGES.minutePrice).waitFor();
    await page.getByLabel('Price per minute ($)', { exact: true }).fill('2.49');
    await screenshot(page, 'listings-01-form');
    await page.getByRole('button', { name: 'Create Listing', exact: true }).click();

    await page.waitForURL(/\/listings$/);
    const card = page.getByRole('article', { name: 'Midnight confessions' });
    await card.getByText('Pending Review', { exact: true }).waitFor();
    await card.getByText('$2.49 per min').waitFor();
    await card.getByText(LISTING_MESSAGES.offline, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The moderator reviews it in another browser.
    const staff = await suite.page(moderator);
    await staff.goto('/moderation');
    const review = staff.getByRole('article', { name: 'Listing Midnight confessions' });
    await review.getByText('everything').waitFor();
    await screenshot(staff, 'listings-02-moderation');
    expect(await seriousViolations(staff)).toEqual([]);
    await review.getByRole('button', { name: 'Accept Midnight confessions', exact: true }).click();
    await staff.getByText('The listing “Midnight confessions” was accepted.').waitFor();

    // The owner's page changes without a reload.
    await card.getByText(LISTING_MESSAGES.acceptedIntoDirectory).waitFor();
    await screenshot(page, 'listings-03-accepted');

    // An old link names the listing by its leading id and opens it on the Flirt's storefront;
    // a listing that does not exist goes home.
    const mine = await flirt.request<{ listings: { id: string; title: string }[] }>(
      'GET',
      `/client_api/advisors/${flirt.login}/listings`,
    );
    const id = mine.listings.find((listing) => listing.title === 'Midnight confessions')?.id ?? '';
    const visitorPage = await suite.page(null);
    await visitorPage.goto(`/listings/show/${id}-midnight-confessions`);
    await visitorPage.waitForURL(
      (url) => url.pathname === `/${flirt.login}` && url.search === `?listing_id=${id}`,
    );
    await visitorPage.goto('/listings/show/123-no-such-listing');
    await visitorPage.waitForURL((url) => url.pathname === '/');

    // An edit sends it back for review; a rejection shows the reason and the comment.
    await card.getByRole('link', { name: 'Edit Midnight confessions', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Listing' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Midnight confessions, live');
    await page.getByRole('button', { name: 'Save Listing', exact: true }).click();
    await page.waitForURL(/\/listings$/);
    const edited = page.getByRole('article', { name: 'Midnight confessions, live' });
    await edited.getByText(LISTING_MESSAGES.acceptedIntoDirectory).waitFor();
    await staff.reload();
    const again = staff.getByRole('article', { name: 'Listing Midnight confessions, live' });
    await again
      .getByRole('button', { name: 'Reject Midnight confessions, live', exact: true })
      .click();
    const dialog = staff.getByRole('dialog', { name: 'Reject Listing' });
    await dialog.getByLabel('Reason', { exact: true }).selectOption('Wrong category');
    const comment = `Confessions suit ${'late night talk '.repeat(8)}better.`;
    await dialog.getByLabel('Comment', { exact: true }).fill(comment);
    await dialog.getByRole('button', { name: 'Reject Listing', exact: true }).click();
    await edited.getByText('Not Accepted', { exact: true }).waitFor();
    await edited.getByText(': Wrong category').waitFor();
    await edited.getByRole('button', { name: 'See more', exact: true }).click();
    await edited.getByText(comment).waitFor();
    await edited.getByRole('button', { name: 'See less', exact: true }).waitFor();
  });

  it('switches availability and shows the listing Online, on a phone too', async () => {
    const page = await suite.page(flirt, { width: 390, height: 844 });
    await page.goto('/availability');
    await page.getByRole('heading', { name: 'Availability', exact: true }).waitFor();
    const calls = page.getByRole('switch', { name: 'Available for live calls', exact: true });
    await expect(calls.isChecked()).resolves.toBe(false);
    const row = page.getByRole('listitem').filter({ hasText: 'Midnight confessions, live' });
    await row.getByText(LISTING_MESSAGES.offline, { exact: true }).waitFor();
    await calls.check();
    await row.getByText(LISTING_MESSAGES.online, { exact: true }).waitFor();
    await expect(calls.isChecked()).resolves.toBe(true);
    await page.getByRole('switch', { name: 'Available for chat', exact: true }).check();
    // Chat on opens the Flirt's chat listing, Online with the switch.
    const chatRow = page.getByRole('listitem').filter({ hasText: `Chat with ${flirt.login}` });
    await chatRow.getByText(LISTING_MESSAGES.online, { exact: true }).waitFor();
    await screenshot(page, 'listings-04-availability-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/listings');
    await page.getByText('Midnight confessions, live').waitFor();
    await screenshot(page, 'listings-05-my-listings-phone');
    expect(await seriousViolations(page)).toEqual([]);

    const desktop = await suite.page(flirt);
    await desktop.goto('/availability');
    await desktop
      .getByRole('switch', { name: 'Take calls on Midnight confessions, live' })
      .uncheck();
    await desktop
      .getByRole('listitem')
      .filter({ hasText: 'Midnight confessions, live' })
      .getByText(LISTING_MESSAGES.offline, { exact: true })
      .waitFor();
    await screenshot(desktop, 'listings-06-availability');
    expect(await seriousViolations(desktop)).toEqual([]);
  });
});
