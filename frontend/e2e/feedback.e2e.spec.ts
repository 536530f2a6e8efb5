import { beforeAll, describe, expect, it } from '@jest/globals';
import { type ApiSession, signUp, uniqueLogin } from './support/api';
import { ACTION_TIMEOUT_MS, screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { SERVICE_TOKEN } from './support/server';
import { browserSuite } from './support/suite';

const PHONE = { width: 390, height: 844 };

/**
 * Feedback and favorites end to end: a customer leaves feedback on a call; the Flirt sees it in
 * Feedback received and in My Customers' feedback tab (a second browser context); a visitor
 * reads it on the storefront's feedback drawer with the name masked; the customer reorders
 * favorites and removes two at once.
 */
describe('feedback and favorites in a browser', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let customer: ApiSession;
  const listings: { id: string; title: string }[] = [];
  const callId = `call-e2e-${String(Date.now())}`;

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await suite.advisor();
    const moderator = await signUp(suite.baseUrl, uniqueLogin('mod'));
    await admin.request('POST', `/client_api/admin/users/${moderator.userId}/roles`, {
      role: 'moderator',
    });
    customer = await signUp(suite.baseUrl, uniqueLogin('fan'));
    for (const title of ['Late night talks', 'Morning coffee chat', 'Sunday stories']) {
      const created = await flirt.request<{ listingId: string }>('POST', '/client_api/listings', {
        type: 1,
        title,
        description: '<p>Call me.</p>',
        categoryId: 501,
        priceCents: 299,
        serviceExtension: '1234',
      });
      await moderator.request(
        'POST',
        `/client_api/moderation/listings/${created.listingId}/decision`,
        {
          decision: 'accept',
        },
      );
      listings.push({ id: created.listingId, title });
    }
    const first = listings[0];
    if (!first) throw new Error('no listing');
    const ended = new Date(Date.now() - 3_600_000);
    const response = await fetch(`${suite.baseUrl}/service_api/activity/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': SERVICE_TOKEN },
      body: JSON.stringify({
        call_id: callId,
        creator_id: flirt.userId,
        customer_id: customer.userId,
        started_at: new Date(ended.getTime() - 10 * 60_000).toISOString(),
        ended_at: ended.toISOString(),
        minutes: 10,
        rate_cents: 299,
        amount_cents: 2_990,
        listing_id: first.id,
      }),
    });
    if (!response.ok) throw new Error(`report call → ${String(response.status)}`);
    // The listing drawer adds favorites; here they are added through the same API.
    for (const listing of listings) {
      await eventually(
        () =>
          customer
            .request('POST', '/client_api/favorite_listings', { listing_id: listing.id })
            .then(() => true)
            .catch(() => false),
        (done) => done,
        `favorite ${listing.title}`,
        ACTION_TIMEOUT_MS,
      );
    }
  }, 180_000);

  it('lets the customer leave feedback once, and the Flirt see it in two places', async () => {
    const page = await suite.page(customer);
    await page.goto('/feedbacks');
    await page.getByRole('heading', { name: 'Leave Feedback', exact: true }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(flirt.login) });
    await row.getByRole('cell', { name: 'Call', exact: true }).waitFor();
    await row.getByRole('link', { name: /^View Details/ }).waitFor();
    await screenshot(page, 'feedback-01-to-leave-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('link', { name: /^Leave Feedback/ }).click();
    await page.waitForURL(/\/feedbacks\/new\?/);
    await page.getByText('Call, 10 min').waitFor();
    // Submitting without a rating asks for one.
    await page.getByRole('button', { name: 'Submit Feedback', exact: true }).click();
    await page.getByText('Please choose a rating.').waitFor();
    await page.getByLabel('👍 Thumbs up', { exact: true }).check();
    await page
      .getByLabel('Comment', { exact: true })
      .fill(
        'A wonderful call: warm, funny and a great listener. I will certainly call again next week!',
      );
    await screenshot(page, 'feedback-02-form-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit Feedback', exact: true }).click();
    await page.waitForURL(/\/feedbacks(\?|$)/);
    await page.getByText('Left: 👍 Thumbs up').waitFor();
    await expect(page.getByRole('link', { name: /^Leave Feedback for/ }).count()).resolves.toBe(0);

    const phone = await suite.page(customer, PHONE);
    await phone.goto('/feedbacks');
    await phone.getByText('Left: 👍 Thumbs up').waitFor();
    await screenshot(phone, 'feedback-03-to-leave-phone');
    expect(await seriousViolations(phone)).toEqual([]);

    // The Flirt, in a second context: feedback received, then the customer's feedback tab.
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/account/feedbacks');
    await flirtPage.getByRole('heading', { name: 'Feedback', exact: true }).waitFor();
    await flirtPage.getByRole('cell', { name: customer.login, exact: true }).waitFor();
    await flirtPage.getByText('5.0 of 5').waitFor();
    await flirtPage.getByRole('cell', { name: '👍 Thumbs up', exact: true }).waitFor();
    await screenshot(flirtPage, 'feedback-04-received-desktop');
    expect(await seriousViolations(flirtPage)).toEqual([]);
    const flirtPhone = await suite.page(flirt, PHONE);
    await flirtPhone.goto('/account/feedbacks');
    await flirtPhone.getByRole('cell', { name: customer.login, exact: true }).waitFor();
    await screenshot(flirtPhone, 'feedback-05-received-phone');
    expect(await seriousViolations(flirtPhone)).toEqual([]);

    await flirtPage.goto(`/my_customers/user/${customer.login}/feedback`);
    const tabRow = flirtPage.getByRole('row', { name: /Call, 10 min/ });
    await tabRow.getByRole('cell', { name: '👍 Thumbs up', exact: true }).waitFor();
    await tabRow.getByRole('cell', { name: 'Call', exact: true }).waitFor();
    await screenshot(flirtPage, 'feedback-06-customer-tab-desktop');

    // A visitor reads it on the storefront's feedback drawer, the name masked.
    const first = listings[0];
    if (!first) throw new Error('no listing');
    const visitor = await suite.page(null);
    await visitor.goto(`/${flirt.login.toLowerCase()}?feedback_listing_id=${first.id}`);
    const drawer = visitor.getByRole('dialog', { name: 'Feedback' });
    await drawer.waitFor();
    const masked = `${customer.login.slice(0, 1)}…${customer.login.slice(-1)}`;
    await drawer.getByText(masked, { exact: true }).waitFor();
    await expect(drawer.getByText(customer.login, { exact: true }).count()).resolves.toBe(0);
    await drawer.getByRole('button', { name: 'see more', exact: true }).click();
    await drawer.getByText(/I will certainly call again next week!/).waitFor();
    await screenshot(visitor, 'feedback-07-drawer-desktop');
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.keyboard.press('Escape');
    await visitor.waitForURL((url) => !url.search.includes('feedback_listing_id'));
    await expect(drawer.count()).resolves.toBe(0);
  });

  it('reorders favorites and removes several at once', async () => {
    const [a, b, c] = listings;
    if (!a || !b || !c) throw new Error('three listings');
    const page = await suite.page(customer);
    await page.goto('/account/favorite');
    const list = page.getByRole('list', { name: 'Favorite listings' });
    const titles = () =>
      list.getByRole('listitem').locator('.favorites__title a').allTextContents();
    await list.getByText(c.title).waitFor();
    await expect(titles()).resolves.toEqual([a.title, b.title, c.title]);
    await page.getByRole('link', { name: 'Back to Account', exact: true }).waitFor();
    await screenshot(page, 'feedback-08-favorites-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: focus Move up on the last one and press Enter.
    await page.getByRole('button', { name: `Move up ${c.title}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await eventually(
      titles,
      (t) => t.join('|') === [a.title, c.title, b.title].join('|'),
      'moved up',
      ACTION_TIMEOUT_MS,
    );
    await page.reload();
    await list.getByText(c.title).waitFor();
    await eventually(
      titles,
      (t) => t.join('|') === [a.title, c.title, b.title].join('|'),
      'kept after reload',
      ACTION_TIMEOUT_MS,
    );

    await page.getByRole('checkbox', { name: `Select ${a.title}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Select ${b.title}`, exact: true }).check();
    await page.getByRole('button', { name: 'Remove selected (2)', exact: true }).click();
    await eventually(
      titles,
      (t) => t.join('|') === c.title,
      'only the third left',
      ACTION_TIMEOUT_MS,
    );

    const phone = await suite.page(customer, PHONE);
    await phone.goto('/account/favorite');
    await phone.getByRole('list', { name: 'Favorite listings' }).getByText(c.title).waitFor();
    await screenshot(phone, 'feedback-09-favorites-phone');
    expect(await seriousViolations(phone)).toEqual([]);
  });
});
