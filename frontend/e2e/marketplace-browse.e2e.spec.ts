import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type ApiSession, signUp, uniqueLogin } from './support/api';
import { expectNoSeriousViolations, screenshot } from './support/browser';
import { signInWithDialog } from './support/customer';
import { browserSuite } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Late Night Talk, under Conversation (the fixed category tree). */
const CATEGORY = {
  id: 501,
  slug: 'late-night-talk',
  name: 'Late Night Talk',
  parent: 'Conversation',
};
/** 13 accepted live listings: a page of 12 and one more; five of them under $2. */
const PRICES = [149, 159, 169, 179, 189, 249, 259, 269, 279, 299, 349, 399, 499];

/** The page is no wider than its window: nothing scrolls sideways on a phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

/**
 * Browsing the marketplace in a browser: the home page (carousel, featured listings and their
 * pages), the all-categories dropdown by keyboard, a category's tabs, sort and pages, the listing
 * drawer for a visitor (sign in first, then back to the drawer) and for its owner (status banner
 * and owner menu), the storefront's listings tab, and the phone layout. One server, one browser.
 */
describe('marketplace browsing in a browser', () => {
  const suite = browserSuite({ ownServer: true });
  let flirt: ApiSession;
  let customer: ApiSession;
  let admin: ApiSession;
  let pendingId = '';
  const titles = new Map<string, string>();

  const pageFor = (who: ApiSession | null, viewport: { width: number; height: number } = DESKTOP) =>
    suite.page(who, viewport);

  beforeAll(async () => {
    admin = suite.admin;
    flirt = await suite.advisor('browse');
    customer = await signUp(suite.baseUrl, uniqueLogin('buyer'));
    await customer.request('PATCH', '/client_api/user', { pin: '4321' });
    for (const [index, priceCents] of PRICES.entries()) {
      const title = `Night owl talk ${String(index + 1).padStart(2, '0')}`;
      const created = await flirt.request<{ listingId: string }>('POST', '/client_api/listings', {
        type: 1,
        title,
        description: `<p>Pillow talk number <b>${String(index + 1)}</b></p>`,
        categoryId: CATEGORY.id,
        priceCents,
        serviceExtension: String(1000 + index),
      });
      titles.set(created.listingId, title);
      await admin.request('POST', `/client_api/moderation/listings/${created.listingId}/decision`, {
        decision: 'accept',
      });
    }
    const pending = await flirt.request<{ listingId: string }>('POST', '/client_api/listings', {
      type: 2,
      title: 'Recorded bedtime stories',
      description: '<p>Stories to fall asleep to</p>',
      categoryId: CATEGORY.id,
      priceCents: 199,
    });
    pendingId = pending.listingId;
  }, 300_000);

  it('shows the home page: the carousel, featured listings with pages, the number and the legal links', async () => {
    const page = await pageFor(null);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.getByRole('heading', { name: 'Speak to Your Desire' }).waitFor();
    const featured = page.getByRole('list', { name: 'Featured listings' });
    await featured.getByRole('listitem').first().waitFor();
    expect(await featured.getByRole('listitem').count()).toBe(8);
    await featured.getByText('per min').first().waitFor();
    await featured
      .getByText(/^(Online|Offline)$/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: '1-800-555-0142' }).waitFor();
    await page.getByRole('button', { name: 'Install the app' }).waitFor();
    const legal = page.getByRole('navigation', { name: 'Legal' });
    for (const href of [
      '/help/tos',
      '/help/privacy_policy',
      '/help/complaints',
      '/help/contentremoval',
      '/help/tos#ContentModerationPolicy',
      '/help/statement2257',
    ]) {
      expect(await legal.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    await screenshot(page, 'browse-01-home-desktop');
    await expectNoSeriousViolations(page);

    // The carousel: paused, then stepped by its buttons and by the arrow keys.
    await carousel.getByRole('button', { name: 'Stop slide rotation' }).click();
    await carousel.getByRole('button', { name: 'Start slide rotation' }).waitFor();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('heading', { name: '3 FREE Minutes for new customers' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await carousel.getByRole('heading', { name: 'Safe. Secure. Discreet.' }).waitFor();
    await carousel.getByRole('button', { name: 'Slide 4: Chat Now' }).click();
    await carousel.getByRole('heading', { name: 'Chat Now' }).waitFor();

    // The second page of featured listings has the other five.
    await page
      .getByRole('navigation', { name: 'Featured listings pages' })
      .getByRole('link', { name: 'Next Page' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // The first page's eight go once the address has changed (not necessarily in the same frame).
    await featured.getByRole('listitem').nth(5).waitFor({ state: 'detached' });
    await featured.getByRole('listitem').nth(4).waitFor();
    expect(await featured.getByRole('listitem').count()).toBe(5);

    // A featured card opens the listing drawer over the home page; Escape closes it.
    const first = featured.getByRole('listitem').first().getByRole('heading').getByRole('link');
    const title = (await first.innerText()).trim();
    await first.click();
    const drawer = page.getByRole('dialog', { name: title, exact: true });
    await drawer.getByRole('heading', { name: 'Call me directly' }).waitFor();
    expect(new URL(page.url()).searchParams.get('listing_id')).toMatch(/^\d+$/);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('listing_id')).toBeNull();
  });

  it('goes to a category through the all-categories dropdown by keyboard, then tabs, sorts and pages', async () => {
    const page = await pageFor(null);
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'All Categories' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const panel = page.getByRole('list', { name: 'All categories' });
    await panel.getByRole('link', { name: 'Fantasy & Role Play' }).waitFor();
    expect(
      await panel
        .getByRole('link', { name: 'Fantasy & Role Play' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // Down to Conversation (the fifth), right into its subcategories.
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const sub = panel.getByRole('list', { name: CATEGORY.parent });
    const link = sub.getByRole('link', { name: CATEGORY.name });
    await link.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Late Night Talk');
    await screenshot(page, 'browse-02-categories-dropdown');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/categories/${CATEGORY.slug}`);

    await page.getByRole('heading', { level: 1, name: CATEGORY.name }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByRole('link', { name: CATEGORY.parent }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Listing types' });
    expect(
      await tabs.getByRole('link', { name: 'Live Phone Sex' }).getAttribute('aria-current'),
    ).toBe('page');
    const cards = page.getByRole('list', { name: `${CATEGORY.name} listings` });
    await cards.getByRole('listitem').nth(11).waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(12);
    await screenshot(page, 'browse-03-category-desktop');
    await expectNoSeriousViolations(page);

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next Page' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByRole('navigation', { name: 'Pages' }).getByText('Page 2').waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(1);

    // Another sort starts again on page 1: under $2 there are five.
    await page.getByLabel('Sort by').selectOption({ label: 'Less than $2' });
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === '3' && !url.searchParams.has('page'),
    );
    await page.waitForFunction(
      () => document.querySelectorAll('.category-page .listing-grid > li').length === 5,
    );
    expect(await cards.getByText('$1.49 per min').count()).toBe(1);

    // Recorded: the pending listing is not in the directory. Chat: no sort.
    await tabs.getByRole('link', { name: 'Recorded Phone Sex' }).click();
    await page.waitForURL((url) => url.searchParams.get('listing_type') === '2');
    await page.getByText('No listings found').waitFor();
    await tabs.getByRole('link', { name: 'Chat' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('listing_type') === '3' && !url.searchParams.has('sort'),
    );
    await page.getByText('No listings found').waitFor();
    expect(await page.getByLabel('Sort by').count()).toBe(0);

    // The decision screen: browse closes it and keeps the page.
    await page.goto(`/categories/${CATEGORY.slug}?decision_screen=true`);
    const decision = page.getByRole('dialog', { name: "What's Next?" });
    await decision.getByRole('link', { name: 'Search for a Flirt' }).waitFor();
    await decision.getByRole('link', { name: 'Register for 3 FREE minutes' }).waitFor();
    await expectNoSeriousViolations(page);
    await decision.getByRole('button', { name: `Browse ${CATEGORY.name} listings` }).click();
    await page.waitForURL((url) => !url.searchParams.has('decision_screen'));
  });

  it('asks a visitor to sign in from the drawer kebab and brings them back to the drawer with their PIN', async () => {
    const page = await pageFor(null);
    await page.goto(`/categories/${CATEGORY.slug}`);
    const cards = page.getByRole('list', { name: `${CATEGORY.name} listings` });
    const first = cards.getByRole('listitem').first().getByRole('heading').getByRole('link');
    const title = (await first.innerText()).trim();
    await first.click();
    const drawer = page.getByRole('dialog', { name: title, exact: true });
    const call = drawer.getByRole('region', { name: 'Call me directly' });
    await call.getByText('1-800-555-0142').waitFor();
    await call.getByRole('link', { name: 'Sign in' }).waitFor();
    await drawer.getByRole('link', { name: flirt.login, exact: true }).waitFor();
    // Visitors get no Report link, and no owner menu.
    expect(await drawer.getByRole('button', { name: 'Report' }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: 'Listing options' }).count()).toBe(0);
    await screenshot(page, 'browse-04-drawer-visitor');
    await expectNoSeriousViolations(page);
    const drawerUrl = new URL(page.url());

    const kebab = drawer.getByRole('button', { name: `More for ${flirt.login}`, exact: true });
    await kebab.click();
    const items = drawer.locator('.listing-kebab .menu__list .menu__item');
    expect((await items.allInnerTexts()).map((label) => label.trim())).toEqual(
      expect.arrayContaining(['Send Tribute', 'Add to Favorites']),
    );
    await drawer.getByRole('link', { name: 'Add to Favorites' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithDialog(page, customer);
    await page.waitForURL(
      (url) =>
        url.pathname === drawerUrl.pathname &&
        url.searchParams.get('listing_id') === drawerUrl.searchParams.get('listing_id'),
    );
    const back = page.getByRole('dialog', { name: title, exact: true });
    await back.getByText('Enter your PIN').waitFor();
    await back.getByText('4321', { exact: true }).waitFor();
    await back.getByRole('button', { name: 'Report' }).waitFor();
    const more = back.getByRole('button', { name: `More for ${flirt.login}`, exact: true });
    await more.click();
    await back.getByRole('button', { name: 'Add to Favorites' }).click();
    await page.getByText('Added to your favorites.').waitFor();
    await more.click();
    await back.getByRole('button', { name: 'Remove from Favorites' }).waitFor();
    await back.getByRole('button', { name: 'Send Tribute' }).click();
    await page.getByRole('dialog', { name: 'Pay a Tribute' }).waitFor();
  });

  it('shows the owner the status banner and the owner menu, and the storefront lists the cards', async () => {
    const page = await pageFor(flirt);
    await page.goto(`/${flirt.login}?listing_id=${pendingId}`);
    const drawer = page.getByRole('dialog', { name: 'Recorded bedtime stories', exact: true });
    await drawer.getByText('Pending Review', { exact: true }).waitFor();
    await drawer
      .getByText('Your listing is pending review by our fair-play team.', { exact: false })
      .waitFor();
    expect(await drawer.getByRole('button', { name: `More for ${flirt.login}` }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Listing options' }).click();
    const menu = drawer.locator('.listing-kebab .menu__list');
    expect((await menu.locator('.menu__item').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Edit',
      'View Policies',
    ]);
    await screenshot(page, 'browse-05-drawer-owner');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    const [acceptedId] = [...titles.keys()];
    await page.goto(`/${flirt.login}?listing_id=${String(acceptedId)}`);
    const accepted = page.getByRole('dialog', { name: String(titles.get(String(acceptedId))) });
    await accepted.getByText('Your listing has been accepted into the directory.').waitFor();

    // A visitor's storefront: the listing cards (not the pending one) open the drawer.
    const visitor = await pageFor(null);
    await visitor.goto(`/${flirt.login}`);
    const cards = visitor.getByRole('list', { name: `${flirt.login}'s listings` });
    await cards.getByRole('listitem').nth(12).waitFor();
    expect(await cards.getByText('Recorded bedtime stories').count()).toBe(0);
    await cards.getByRole('link', { name: 'Night owl talk 01' }).click();
    await visitor
      .getByRole('dialog', { name: 'Night owl talk 01', exact: true })
      .getByText('Enter extension')
      .waitFor();
    expect(await visitor.getByText('Pending Review', { exact: true }).count()).toBe(0);

    // Realtime: the owner's open drawer follows the moderators' decision without a reload. The
    // decision is made once the page's socket is connected (socket.io's CONNECT answer, '40').
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => {
          if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) resolve();
        });
      });
    });
    await page.goto(`/${flirt.login}?listing_id=${pendingId}`);
    const live = page.getByRole('dialog', { name: 'Recorded bedtime stories', exact: true });
    await live.getByText('Pending Review', { exact: true }).waitFor();
    await connected;
    await admin.request('POST', `/client_api/moderation/listings/${pendingId}/decision`, {
      decision: 'accept',
    });
    await live.getByText('Your listing has been accepted into the directory.').waitFor();
  });

  it('fits a phone: the categories in the hamburger menu, short tab labels, no sideways scroll', async () => {
    const page = await pageFor(null, PHONE);
    await page.goto('/');
    await page
      .getByRole('list', { name: 'Featured listings' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'browse-06-home-phone');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawerNav = page.locator('#site-drawer');
    await drawerNav.getByRole('button', { name: 'All Categories' }).click();
    await drawerNav.getByRole('button', { name: CATEGORY.parent }).click();
    await drawerNav.getByRole('link', { name: CATEGORY.name }).click();
    await page.waitForURL((url) => url.pathname === `/categories/${CATEGORY.slug}`);
    const tabs = page.getByRole('navigation', { name: 'Listing types' });
    await tabs.getByText('Phone Sex', { exact: true }).waitFor();
    await tabs.getByText('Recorded', { exact: true }).waitFor();
    expect(await tabs.getByText('Live Phone Sex').isVisible()).toBe(false);
    await page
      .getByRole('list', { name: `${CATEGORY.name} listings` })
      .getByRole('listitem')
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'browse-07-category-phone');
    await expectNoSeriousViolations(page);

    await page
      .getByRole('list', { name: `${CATEGORY.name} listings` })
      .getByRole('listitem')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Call me directly' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'browse-08-drawer-phone');
    await expectNoSeriousViolations(page);
  });
});
