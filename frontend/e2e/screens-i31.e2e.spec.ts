import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { ApiSession } from './support/api';
import { screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import {
  acceptListing,
  onboardByApi,
  staffMember,
  uploadImage,
  uploadIntoPost,
} from './support/flirt';
import { browserSuite } from './support/suite';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;
const CATEGORY = { id: 501, slug: 'late-night-talk', name: 'Late Night Talk' } as const;

/** What the page logged as an error, and the requests it answered with a failure. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${String(response.status())} ${response.url()}`);
  });
  return errors;
}

/** A screenshot at both widths (looked at by hand, never committed). */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/**
 * The screens of issue 31: the routes that said "Not here yet" (and /flirt, which said "Flirt
 * Unavailable"), the catch-all, the window events, the category Chat tab, the wizard's and the
 * first post's congratulations, /verify_account without an id, the phone's bottom bar on the
 * storefront, the call sounds, and signed-out pages without a failed request.
 */
describe('issue 31 screens in a browser', () => {
  // Its own server: Featured Listings counts every listing on the site (#1 of 1).
  const suite = browserSuite({ ownServer: true });
  let admin: ApiSession;
  let flirt: ApiSession;
  let customer: ApiSession;
  let bagId: string;

  beforeAll(async () => {
    admin = suite.admin;
    flirt = await suite.advisor('star');
    await onboardByApi(flirt);
    customer = await suite.customer();
    const photo = await uploadImage(flirt, 'bag.png');
    bagId = (
      await flirt.request<{ goody_bag_id: string }>('POST', '/client_api/goody_bags', {
        title: 'Moonlight set',
        price: '9.99',
        media_ids: [photo],
        content_rating: 'tame',
        dominance_tags: ['woman_neutral'],
        publish: true,
      })
    ).goody_bag_id;
  }, 180_000);

  it('loads signed-out pages without a console error or a failed request (signed out is not an error)', async () => {
    const page = await suite.page(null);
    const errors = watchErrors(page);
    for (const path of ['/', '/flirt', '/help/about', `/categories/${CATEGORY.slug}`]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      // The header settles on the signed-out state: Sign In, never a signed-in name.
      await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    }
    await page.goto(`/${flirt.login}`);
    await page.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('serves the call and chat sounds', async () => {
    for (const name of ['call-alert', 'call-fail', 'chat-message']) {
      const response = await fetch(`${suite.baseUrl}/sounds/${name}.wav`);
      expect({ name, status: response.status, type: response.headers.get('content-type') }).toEqual(
        { name, status: 200, type: expect.stringMatching(/^audio\//) as unknown as string },
      );
    }
  });

  it('says Page Not Found on an unknown path, with no way to My Customers', async () => {
    const page = await suite.page(null);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.locator('main').getByText('My Customers').count()).toBe(0);
    await page.locator('main').getByRole('link', { name: 'Go to Home' }).waitFor();
    await bothWidths(page, 'i31-not-found');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows Become a Flirt at /flirt, linked from every menu, with the way in for each person', async () => {
    const visitor = await suite.page(null);
    await visitor.goto('/flirt');
    await visitor.getByRole('heading', { name: 'Become a Flirt', level: 1 }).waitFor();
    expect(await visitor.getByText('Flirt Unavailable').count()).toBe(0);
    await visitor.getByRole('link', { name: 'Register as a Flirt' }).waitFor();
    await bothWidths(visitor, 'i31-become-a-flirt');
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.goto('/');
    await visitor.getByRole('button', { name: /^Menu/ }).click();
    await visitor.getByRole('link', { name: 'Become a Flirt' }).click();
    await visitor.waitForURL(/\/flirt$/);

    const member = await suite.page(customer);
    await member.goto('/');
    await member.getByRole('button', { name: /^Menu/ }).click();
    await member.getByRole('link', { name: 'Become a Flirt' }).click();
    await member.getByRole('link', { name: 'Set Up Your Flirt Account' }).waitFor();

    const own = await suite.page(flirt);
    await own.goto('/');
    await own.getByRole('button', { name: /^Menu/ }).click();
    await own.getByRole('link', { name: 'Featured Listings' }).waitFor();
    await own.getByRole('link', { name: 'Become a Flirt' }).click();
    await own.getByText('You are a Flirt already.').waitFor();
  });

  it("shows a Flirt's Featured Listings: none yet, then each listing's place at home and in its category", async () => {
    const page = await suite.page(flirt);
    await page.goto('/account/featured_listing_results/listings');
    await page.getByRole('heading', { name: 'Featured Listings', level: 1 }).waitFor();
    await page.getByText('You have no listings yet.').waitFor();
    const created = await flirt.request<{ listingId: string }>('POST', '/client_api/listings', {
      type: 1,
      title: 'Whispers after dark',
      description: '<p>Call me</p>',
      categoryId: CATEGORY.id,
      priceCents: 199,
      serviceExtension: '4321',
    });
    await flirt.request('POST', '/client_api/listings', {
      type: 1,
      title: 'Still in review',
      description: '<p>Soon</p>',
      categoryId: CATEGORY.id,
      priceCents: 299,
      serviceExtension: '4322',
    });
    const moderator = await staffMember(suite.baseUrl, admin, 'moderator', 'mod');
    await acceptListing(moderator, created.listingId);
    await page.reload();
    const row = page.getByRole('row', { name: /Whispers after dark/ });
    await eventually(
      () => row.innerText(),
      (text) => text.includes('#1 of 1 · page 1'),
      'the accepted listing is first at home and in its category',
    );
    expect(await row.innerText()).toContain(CATEGORY.name);
    await page
      .getByRole('row', { name: /Still in review/ })
      .getByText('Not featured: New')
      .first()
      .waitFor();
    await bothWidths(page, 'i31-featured-listings');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('plays a file of the File Manager in the File Player', async () => {
    const other = await suite.advisor('fresh');
    const page = await suite.page(other);
    await page.goto('/account/fileplayer');
    await page.getByRole('heading', { name: 'File Player', level: 1 }).waitFor();
    await page.getByText('No photos, videos or audio here yet.').waitFor();
    await uploadImage(other, 'sunrise.png');
    await page.goto('/account/filemanager');
    await page.getByRole('link', { name: 'Open sunrise.png' }).click();
    await page.waitForURL(/\/account\/fileplayer\?id=/);
    await page.locator('figure').getByRole('img', { name: 'sunrise.png' }).waitFor();
    await page.goto('/account/fileplayer');
    await page.getByText('Choose a file to play.').waitFor();
    await page.goto('/account/fileplayer?id=00000000-0000-0000-0000-000000000000');
    await page.getByText('We could not find this file in this folder.').waitFor();
    await page.getByRole('list', { name: 'Files' }).getByRole('link').first().click();
    await page.locator('figure').getByRole('img', { name: 'sunrise.png' }).waitFor();
    await bothWidths(page, 'i31-file-player');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the other routes that said "Not here yet" on their screens', async () => {
    const page = await suite.page(customer);
    // /{login}/feed/media: the Feed tab on its Media view.
    await page.goto(`/${flirt.login}/feed/media`);
    await page.getByRole('button', { name: 'Media', pressed: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${flirt.login}/feed/media`);
    // /profile/{login}/gb: the profile page on its Goodies tab.
    await page.goto(`/profile/${flirt.login}/gb`);
    await page.getByRole('link', { name: 'Open Moonlight set' }).waitFor();
    await bothWidths(page, 'i31-profile-goodies');
    // /profile/{login}/gb/{id}/buy: the bag with its purchase open.
    await page.goto(`/profile/${flirt.login}/gb/${bagId}/buy`);
    await page.getByRole('dialog', { name: 'Buy Goody Bag' }).waitFor();
    await page.keyboard.press('Escape');
    // /landing/missing/profile: the missing-profile page.
    await page.goto('/landing/missing/profile');
    await page.getByRole('heading', { name: 'Flirt Unavailable' }).waitFor();
    await page.getByRole('link', { name: 'Go to Feed' }).waitFor();
    // /users/{login}: a Flirt's storefront; one's own member login, the account.
    await page.goto(`/users/${flirt.login}`);
    await page.waitForURL((url) => url.pathname === `/${flirt.login}`);
    await page.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    await page.goto(`/users/${customer.login}`);
    await page.waitForURL((url) => url.pathname === '/account');
    for (const heading of ['Page Not Found', 'Not here yet']) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
    }
  });

  it("opens the tribute modal from the spec's openTributeModal payload, and the NF+ modal from openPlusModal", async () => {
    const page = await suite.page(customer);
    await page.goto('/help/about');
    await page.locator('main h1').first().waitFor();
    await page.evaluate(
      ({ advisorLogin, currentUserLogin }) => {
        window.dispatchEvent(
          new CustomEvent('openTributeModal', {
            detail: { advisorLogin, currentUserLogin, amount: '7.50' },
          }),
        );
      },
      { advisorLogin: flirt.login, currentUserLogin: customer.login },
    );
    const tribute = page.getByRole('dialog', { name: 'Pay a Tribute' });
    await tribute.getByText(flirt.login).first().waitFor();
    expect(await tribute.getByLabel(/Amount/).inputValue()).toBe('7.50');
    await page.keyboard.press('Escape');
    await tribute.waitFor({ state: 'hidden' });

    await page.evaluate((name) => {
      window.dispatchEvent(new CustomEvent('openPlusModal', { detail: { name, source: 'test' } }));
    }, flirt.login);
    const plus = page.getByRole('dialog', { name: 'NF+' });
    await plus.getByText(`’s NF+ feed`, { exact: false }).waitFor();
    await plus
      .getByRole('button', { name: /Subscribe/ })
      .first()
      .waitFor();
    await bothWidths(page, 'i31-plus-modal');
    await plus.getByRole('link', { name: 'View Feed' }).click();
    await page.waitForURL((url) => url.pathname === `/${flirt.login}/feed`);
  });

  /** The category's Chat tab: the chat listings of the same category, on its own address. */
  async function chatTabKeepsCategory(page: Page): Promise<void> {
    await page
      .getByRole('navigation', { name: 'Listing types' })
      .getByRole('link', { name: /Chat/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('listing_type') === '3');
    expect(new URL(page.url()).pathname).toBe(`/categories/${CATEGORY.slug}`);
  }

  it('keeps the category on its Chat tab, on a desktop and on a phone', async () => {
    const page = await suite.page(null);
    await page.goto(`/categories/${CATEGORY.slug}`);
    await page.getByRole('heading', { name: CATEGORY.name, level: 1 }).waitFor();
    await chatTabKeepsCategory(page);
    await page.getByRole('heading', { name: CATEGORY.name, level: 1 }).waitFor();
    await page.setViewportSize(PHONE);
    await page.goto(`/categories/${CATEGORY.slug}`);
    await chatTabKeepsCategory(page);
  });

  it('congratulates on a set-up Flirt account with Phone Listings or Goodies, and says a first post with media waits for review', async () => {
    const page = await suite.page(flirt);
    await page.goto('/advisor_signup/account_setup');
    const congrats = page.locator('.wizard__congrats');
    await congrats.getByRole('heading', { name: 'Congrats' }).waitFor();
    await congrats.getByRole('link', { name: 'Phone Listings' }).waitFor();
    await congrats.getByRole('link', { name: 'Goodies' }).waitFor();
    expect(
      await congrats.getByRole('link', { name: /My Customers|Set Up Your Feed/ }).count(),
    ).toBe(0);

    const newcomer = await suite.advisor('novice');
    await newcomer.request('POST', '/client_api/legal_liability_acceptance');
    await newcomer.request('POST', '/client_api/packages', {
      rate: '14.99',
      status: 'pending_onboarding',
      feedAccess: true,
    });
    const own = await suite.page(newcomer);
    await own.goto('/feed/create_post');
    await own.getByRole('heading', { name: 'Create Your First Post' }).waitFor();
    await own.getByLabel('Public caption').fill('Hello with a photo');
    await uploadIntoPost(own, ['hello.png']);
    await own.getByRole('button', { name: 'Post', exact: true }).click();
    const dialog = own.getByRole('dialog', { name: 'Congratulations!' });
    await dialog.getByText('Your first post is waiting for review', { exact: false }).waitFor();
    expect(await dialog.getByText('You published your first post').count()).toBe(0);

    const moderator = await staffMember(suite.baseUrl, admin, 'moderator', 'checker');
    const review = await suite.page(moderator);
    await review.goto('/moderation');
    const post = review
      .getByRole('article', { name: `Post by ${newcomer.login}` })
      .filter({ hasText: 'Hello with a photo' });
    await post.getByText('Welcome Post').waitFor();
    expect(await post.getByText('Subscriber Post').count()).toBe(0);
  });

  it('sends /verify_account without an id to Forgot Password with the expired-request message', async () => {
    const page = await suite.page(null);
    await page.goto('/verify_account?type=card');
    await page.waitForURL((url) => url.pathname === '/forgot_password');
    await page
      .getByText(
        'Sorry, but your request has been expired. Please request your password once again.',
      )
      .waitFor();
  });

  it('hides the bottom bar on storefront and profile tabs on a phone, and keeps it elsewhere', async () => {
    const page = await suite.page(customer, PHONE);
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await page.goto('/help/about');
    await bar.waitFor();
    for (const path of [
      `/${flirt.login}`,
      `/${flirt.login}/feed`,
      `/${flirt.login}/goodies`,
      `/profile/${flirt.login}`,
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
      expect({ path, bottomBar: await bar.count() }).toEqual({ path, bottomBar: 0 });
    }
    await screenshot(page, 'i31-storefront-no-bottom-bar-390');
    await page.goto('/feed/home');
    await bar.waitFor();
  });
});
