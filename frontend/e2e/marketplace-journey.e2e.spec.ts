import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiSession } from './support/api';
import {
  ACTION_TIMEOUT_MS,
  DESKTOP_VIEWPORT,
  screenshot,
  seriousViolations,
} from './support/browser';
import { signInWithDialog } from './support/customer';
import { eventually } from './support/eventually';
import { uploadImage } from './support/flirt';
import { browserSuite } from './support/suite';

const PHONE = { width: 390, height: 844 };
/** Late Night Talk, under Conversation (the fixed category tree). */
const CATEGORY = { id: 501, slug: 'late-night-talk', name: 'Late Night Talk' };
/** A word only this run's listings carry, so the search finds them and nothing else. */
const WORD = `zephyr${String(Date.now() % 100_000)}`;
const CHEAP = `${WORD} whispers after midnight`;
const DEAR = `${WORD} velvet mornings`;
const BAG = `${WORD} sunset set`;

/** Tries `work` until the media pipeline has the files ready (it refuses them until then). */
function whenReady<T>(what: string, work: () => Promise<T>): Promise<T> {
  return eventually(
    () =>
      work().then(
        (value) => ({ value }),
        () => null,
      ),
    (done) => done !== null,
    what,
    ACTION_TIMEOUT_MS,
  ).then((done) => {
    if (!done) throw new Error(what);
    return done.value;
  });
}

/**
 * The marketplace journey of a visitor, in a browser: home → a category → a search with a price
 * filter → the listing drawer → sign in from its kebab and back → add to favorites → buy a goody
 * bag with the default card → leave feedback. In a second context the Flirt watches My Customers:
 * the new customer's row arrives live (no reload), and the feedback is in the customer's details.
 * Then every route of the marketplace's route list renders its screen, with screenshots at both
 * sizes and no serious axe violations.
 */
describe('the marketplace journey in a browser', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let customer: ApiSession;
  let cheapId = '';
  let bagId = '';

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await suite.advisor('journey');
    customer = await suite.customer('visitor');
    await customer.request('PATCH', '/client_api/user', { pin: '2468' });
    const photo = await uploadImage(flirt, 'listing.png');
    const extra = await uploadImage(flirt, 'goody.png');
    for (const [title, priceCents] of [
      [CHEAP, 149],
      [DEAR, 399],
    ] as const) {
      const created = await whenReady(`listing ${title}`, () =>
        flirt.request<{ listingId: string }>('POST', '/client_api/listings', {
          type: 1,
          title,
          description: `<p>${title}: call me.</p>`,
          categoryId: CATEGORY.id,
          priceCents,
          serviceExtension: '2244',
          photoMediaId: photo,
        }),
      );
      await admin.request('POST', `/client_api/moderation/listings/${created.listingId}/decision`, {
        decision: 'accept',
      });
      if (title === CHEAP) cheapId = created.listingId;
    }
    const bag = await whenReady('goody bag', () =>
      flirt.request<{ goody_bag_id: string }>('POST', '/client_api/goody_bags', {
        title: BAG,
        price: '12.99',
        description: 'Two photos from the beach.',
        media_ids: [photo, extra],
        content_rating: 'tame',
        dominance_tags: ['woman_neutral'],
        publish: true,
      }),
    );
    bagId = bag.goody_bag_id;
  }, 300_000);

  it('browses, searches, signs in from the drawer, favorites, buys goodies and leaves feedback while the Flirt watches', async () => {
    // The Flirt's My Customers, open before the sale: this customer is not in it yet.
    const flirtPage = await suite.page(flirt);
    await flirtPage.goto('/my_customers');
    await flirtPage.locator('.ag-root').waitFor();
    await flirtPage.getByText('0 customers', { exact: true }).waitFor();
    // A marker that a reload would wipe: the row must arrive without one.
    await flirtPage.evaluate(() => {
      (window as unknown as { journeyMarker: boolean }).journeyMarker = true;
    });

    // Home, then a category from the all-categories dropdown.
    const page = await suite.page(null);
    await page.goto('/');
    await page.getByRole('region', { name: 'Featured Listings' }).waitFor();
    await screenshot(page, 'journey-market-01-home-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'All Categories' }).click();
    const panel = page.getByRole('list', { name: 'All categories' });
    await panel.getByRole('link', { name: 'Conversation' }).hover();
    await panel.getByRole('link', { name: CATEGORY.name }).click();
    await page.waitForURL((url) => url.pathname === `/categories/${CATEGORY.slug}`);
    const cards = page.getByRole('list', { name: `${CATEGORY.name} listings` });
    const categoryCard = cards.getByRole('listitem').filter({ hasText: CHEAP });
    await categoryCard.waitFor();
    await screenshot(page, 'journey-market-02-category-1366');
    expect(await seriousViolations(page)).toEqual([]);

    // Search with a price filter: $1-$1.99 keeps the $1.49 listing and drops the $3.99 one.
    // The header's search box: Enter goes to the listing search with the text.
    const header = page.locator('.header-search__input').first();
    await header.fill(WORD);
    await header.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('text') === WORD,
    );
    const results = page.getByRole('list', { name: 'Listings' });
    await results.getByRole('listitem').filter({ hasText: DEAR }).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    const cheapBox = filters.getByRole('checkbox', { name: '$1-$1.99' });
    await cheapBox.check();
    expect(await cheapBox.isChecked()).toBe(true);
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/client_api/search?') && r.url().includes('filters=price_1'),
    );
    await filters.getByRole('button', { name: 'Apply' }).click();
    const answer = (await (await filtered).json()) as {
      search_results: { listings: Array<{ title: string }> };
    };
    expect(answer.search_results.listings.map((l) => l.title)).toEqual([CHEAP]);
    await screenshot(page, 'journey-market-03a-search-filtered-1366');
    const hit = results.getByRole('listitem').filter({ hasText: CHEAP });
    await hit.waitFor();
    await eventually(
      () => results.getByRole('listitem').count(),
      (count) => count === 1,
      'only the $1.49 listing',
      ACTION_TIMEOUT_MS,
    );
    await hit.getByText('$1.49 per min').waitFor();
    // The card shows the listing's photo, loaded.
    const cardPhoto = hit.locator('.listing-card__photo img');
    await eventually(
      () => cardPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth),
      (width) => width > 0,
      'the search card photo loads',
      ACTION_TIMEOUT_MS,
    );
    await screenshot(page, 'journey-market-03-search-1366');
    expect(await seriousViolations(page)).toEqual([]);

    // The drawer, then sign in from its kebab and come back to it.
    await hit.getByRole('link', { name: CHEAP }).click();
    const drawer = page.getByRole('dialog', { name: CHEAP, exact: true });
    await drawer.getByRole('region', { name: 'Call me directly' }).waitFor();
    const drawerUrl = new URL(page.url());
    expect(drawerUrl.searchParams.get('listing_id')).toBe(cheapId);
    await screenshot(page, 'journey-market-04-drawer-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: `More for ${flirt.login}`, exact: true }).click();
    await drawer.getByRole('link', { name: 'Add to Favorites' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithDialog(page, customer);
    await page.waitForURL(
      (url) =>
        url.pathname === drawerUrl.pathname && url.searchParams.get('listing_id') === cheapId,
    );
    const back = page.getByRole('dialog', { name: CHEAP, exact: true });
    await back.getByText('2468', { exact: true }).waitFor();
    const more = back.getByRole('button', { name: `More for ${flirt.login}`, exact: true });
    await more.click();
    await back.getByRole('button', { name: 'Add to Favorites' }).click();
    await page.getByText('Added to your favorites.').waitFor();
    await page.keyboard.press('Escape');

    // Goodies search → the bag's page (not the storefront) → buy with the default card.
    await page.goto('/goody/search');
    await page.getByRole('searchbox', { name: 'Search goodies' }).fill(WORD);
    const goody = page.getByRole('link', { name: BAG, exact: true }).first();
    await goody.waitFor();
    expect(await goody.getAttribute('href')).toBe(`/${flirt.login}/gb/${bagId}`);
    await goody.click();
    await page.waitForURL((url) => url.pathname === `/${flirt.login}/gb/${bagId}`);
    await page.getByRole('button', { name: 'Buy Goody Bag' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy Goody Bag' });
    await buy.getByText('$12.99 will be charged to your default card.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await buy.getByRole('button', { name: 'Buy for $12.99' }).click();
    await buy.waitFor({ state: 'detached' });

    // The Flirt's grid shows the new customer's row live, with the sale, and was not reloaded.
    const lifetime = flirtPage.locator(`.ag-row[row-id="${customer.userId}"] [col-id="lifetime"]`);
    await eventually(
      () => lifetime.first().textContent(),
      (text) => text === '$12.99',
      'the new customer and the goody sale in the open grid',
      ACTION_TIMEOUT_MS,
    );
    expect(
      await flirtPage.evaluate(
        () => (window as unknown as { journeyMarker?: boolean }).journeyMarker,
      ),
    ).toBe(true);
    await screenshot(flirtPage, 'journey-market-05-my-customers-live-1366');

    // Feedback on the purchase.
    await page.goto('/feedbacks');
    const row = page.getByRole('row', { name: new RegExp(flirt.login) });
    await row.getByRole('cell', { name: 'Goodies', exact: true }).waitFor();
    await row.getByRole('link', { name: /^Leave Feedback/ }).click();
    await page.waitForURL(/\/feedbacks\/new\?/);
    await page.getByLabel('👍 Thumbs up', { exact: true }).check();
    await page.getByLabel('Comment', { exact: true }).fill('Lovely photos, worth every cent.');
    await page.getByRole('button', { name: 'Submit Feedback', exact: true }).click();
    await page.waitForURL(/\/feedbacks(\?|$)/);
    await page.getByText('Left: 👍 Thumbs up').waitFor();

    // The favorite is on the customer's list.
    await page.goto('/account/favorite');
    await page.getByText(CHEAP).first().waitFor();

    // The Flirt sees the feedback in the customer's details.
    await flirtPage.goto(`/my_customers/user/${customer.login}/feedback`);
    const feedbackRow = flirtPage.getByRole('row').filter({ hasText: '👍 Thumbs up' });
    await feedbackRow.first().waitFor();
    expect(await feedbackRow.first().innerText()).toContain('Goodies');
    await screenshot(flirtPage, 'journey-market-06-customer-feedback-1366');
    expect(await seriousViolations(flirtPage)).toEqual([]);
  });

  it('renders every route of the marketplace list at both sizes, axe clean', async () => {
    const login = flirt.login;
    const routes: Array<{ path: string; as: 'visitor' | 'customer' | 'flirt'; name: string }> = [
      { path: '/', as: 'visitor', name: 'home' },
      { path: '/v2/home', as: 'visitor', name: 'v2-home' },
      { path: `/categories/${CATEGORY.slug}`, as: 'visitor', name: 'category' },
      { path: `/v2/categories/${CATEGORY.slug}`, as: 'visitor', name: 'v2-category' },
      { path: `/search?text=${WORD}`, as: 'visitor', name: 'search' },
      { path: '/chat/browse', as: 'visitor', name: 'chat-browse' },
      { path: `/goody/search`, as: 'visitor', name: 'goody-search' },
      { path: '/account/feedbacks', as: 'flirt', name: 'account-feedbacks' },
      { path: '/feedbacks', as: 'customer', name: 'feedbacks' },
      { path: '/account/favorite', as: 'customer', name: 'favorites' },
      { path: '/account/payout', as: 'flirt', name: 'payout' },
      { path: '/availability', as: 'flirt', name: 'availability' },
      { path: '/social_shouts', as: 'flirt', name: 'social-shouts' },
      { path: '/signup', as: 'visitor', name: 'signup' },
      { path: '/login', as: 'visitor', name: 'login' },
      { path: '/login_by_phone', as: 'visitor', name: 'login-by-phone' },
      { path: '/forgot_password', as: 'visitor', name: 'forgot-password' },
      { path: '/forgot_pin', as: 'visitor', name: 'forgot-pin' },
      { path: '/new_password?id=1&token=x', as: 'visitor', name: 'new-password' },
      { path: '/new_password/confirm', as: 'visitor', name: 'new-password-confirm' },
      { path: '/reset_password_complete', as: 'visitor', name: 'reset-password-complete' },
      { path: '/verify_account?type=card', as: 'visitor', name: 'verify-account' },
      { path: '/change_availability', as: 'flirt', name: 'change-availability' },
      { path: '/advisor_signup/newuser', as: 'visitor', name: 'advisor-signup' },
      { path: '/advisor_signup/account_setup', as: 'flirt', name: 'account-setup' },
      { path: '/my_customers', as: 'flirt', name: 'my-customers' },
      { path: '/my_customers/saved_searches', as: 'flirt', name: 'saved-searches' },
      { path: '/my_customers/tags', as: 'flirt', name: 'tags' },
      { path: `/my_customers/user/${customer.login}`, as: 'flirt', name: 'customer-details' },
      {
        path: `/my_customers/user/${customer.login}/history`,
        as: 'flirt',
        name: 'customer-history',
      },
      { path: `/${login}`, as: 'visitor', name: 'storefront' },
      { path: `/${login}?listing_id=${cheapId}`, as: 'customer', name: 'listing-drawer' },
      {
        path: `/${login}?feedback_listing_id=${cheapId}`,
        as: 'visitor',
        name: 'feedback-drawer',
      },
      { path: `/profile/${login}`, as: 'visitor', name: 'profile' },
      { path: `/profile/${login}/gb/${bagId}`, as: 'customer', name: 'profile-goody-bag' },
    ];
    const pages = {
      visitor: await suite.page(null),
      customer: await suite.page(customer),
      flirt: await suite.page(flirt),
    };
    const failures: string[] = [];
    for (const route of routes) {
      const page = pages[route.as];
      for (const [size, viewport] of [
        ['1366', DESKTOP_VIEWPORT],
        ['390', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(route.path);
        // Every screen has a heading (the home page's is for screen readers only).
        const heading = await page
          .locator('main h1, :is([role=dialog], dialog) :is(h1, h2)')
          .first()
          .waitFor({ state: 'attached', timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
        if (!heading) failures.push(`${route.path} @${size}: no heading`);
        // Let the screen's data settle (skeletons and 'Loading...' gone).
        await eventually(
          () => page.locator('[aria-busy=true], .listing-card--skeleton').count(),
          (count) => count === 0,
          `${route.path} loads`,
          ACTION_TIMEOUT_MS,
        );
        if ((await page.getByRole('heading', { name: 'Page Not Found' }).count()) > 0)
          failures.push(`${route.path}: the catch-all page`);
        await screenshot(page, `routes-${route.name}-${size}`);
        const violations = await seriousViolations(page);
        if (violations.length > 0)
          failures.push(`${route.path} @${size}: ${JSON.stringify(violations)}`);
      }
    }
    // listings/show/{id}-title takes the id and opens the drawer over the storefront.
    const visitor = pages.visitor;
    await visitor.setViewportSize(DESKTOP_VIEWPORT);
    await visitor.goto(`/listings/show/${cheapId}-whispers`);
    await visitor.waitForURL(
      (url) =>
        url.pathname.toLowerCase() === `/${login.toLowerCase()}` &&
        url.searchParams.get('listing_id') === cheapId,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
