import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { type ApiSession, signIn, signUp, uniqueLogin } from './support/api';
import {
  ACTION_TIMEOUT_MS,
  screenshot,
  seriousViolations,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  fillCard,
  signedInContext,
} from './support/browser';
import { eventually } from './support/eventually';
import { uploadImage } from './support/flirt';
import { subscribeThroughDeclinedCard } from './support/customer';
import { browserSuite } from './support/suite';

const RENEWS = /^Renews \d{1,2}\/\d{1,2}\/\d{2}$/;
const EXPIRES = /^Expires \d{1,2}\/\d{1,2}\/\d{2}$/;
const FREE_CAPTION = 'Sunset walk, free for everyone';
const PUBLIC_CAPTION = 'Behind the scenes: the whole set';
const PAID_CAPTION = 'Thank you for subscribing, here is everything!';

interface PostState {
  readonly published_at: string | null;
  readonly post_item_encoding_status: string | null;
}

/** Waits until a post is live: its media encoded and, where it waits for review, accepted. */
async function publish(flirt: ApiSession, moderator: ApiSession, postId: string): Promise<void> {
  const post = await eventually(
    () => flirt.request<PostState>('GET', `/feeds/posts/${postId}`),
    (state) =>
      state.published_at !== null ||
      state.post_item_encoding_status === null ||
      state.post_item_encoding_status === 'complete',
    'the post’s media is encoded',
  );
  if (post.published_at === null)
    await moderator.request('POST', `/feeds/moderation/posts/${postId}/accept`);
  await eventually(
    () => flirt.request<PostState>('GET', `/feeds/posts/${postId}`),
    (state) => state.published_at !== null,
    'the post is published',
  );
}

/**
 * The customer journey of the Done-when list, in one run with packages on (the default flags):
 * sign up, add a card, explore, follow, like and comment, buy a package, see a subscriber post
 * unlock, tip $12.34 while the Flirt's My Customers shows it live, start, edit and cancel a
 * monthly tribute, unsubscribe; a declined card's retry and pick-a-new-card modals; then every
 * customer route of the feed area at both sizes.
 */
describe('a new customer’s journey in a browser', () => {
  const suite = browserSuite();
  let context: BrowserContext;
  let page: Page;
  let flirt: ApiSession;
  let freePostId = '';
  let paidPostId = '';
  const login = uniqueLogin('newfan');

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await suite.advisor('ruby');
    await flirt.request('POST', '/client_api/legal_liability_acceptance');
    // Packages replace the plain subscription (recurring_package_tributes is on by default).
    await flirt.request('POST', '/client_api/packages', {
      rate: '14.99',
      status: 'public_package',
      feedAccess: true,
      freeMinutes: true,
    });
    await eventually(
      () => flirt.request<{ onboarding_step: string | null }>('GET', '/client_api/user'),
      (user) => user.onboarding_step === 'has_package',
      'the package counts for onboarding',
    );
    await flirt.request('POST', '/feeds/posts', { post_type: 'welcome_kit', body: 'Welcome!' });
    await eventually(
      () => flirt.request<{ onboarding_complete: boolean }>('GET', '/client_api/user'),
      (user) => user.onboarding_complete,
      'the Flirt finishes onboarding',
    );
    const person = await signUp(suite.baseUrl, uniqueLogin('moderator'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'moderator',
    });
    const moderator = await signIn(suite.baseUrl, person.login, person.password);
    const imageId = await uploadImage(flirt, 'set.png');
    paidPostId = (
      await flirt.request<{ id: string }>('POST', '/feeds/posts', {
        post_type: 'subscriber',
        body: PUBLIC_CAPTION,
        paid_body: PAID_CAPTION,
        post_items: [{ fm_item_id: imageId, sort_order: 0 }],
      })
    ).id;
    freePostId = (
      await flirt.request<{ id: string }>('POST', '/feeds/posts', {
        post_type: 'free',
        body: FREE_CAPTION,
      })
    ).id;
    await publish(flirt, moderator, paidPostId);
    await publish(flirt, moderator, freePostId);
    context = await signedInContext(suite.browser, suite.baseUrl, null);
    page = await context.newPage();
  }, 240_000);

  it('signs up through the Register dialog', async () => {
    await page.goto('/signup');
    const register = page.getByRole('dialog', { name: 'Register to get started' });
    await register.getByLabel('Member Name').fill(login);
    await register.getByLabel('Email').fill(`${login.toLowerCase()}@example.com`);
    await register.getByLabel('Password').fill('journey-password-1');
    await register.getByLabel('Date of birth').fill('01151990');
    await register.getByLabel(/I am 18 or older/).check();
    const robot = register.getByLabel('I’m not a robot').or(register.getByLabel("I'm not a robot"));
    if ((await robot.count()) > 0) await robot.check();
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    // The sign-up's Add Money and Add Phone steps, both skipped (the card is added below).
    await register.getByRole('form', { name: 'Add money' }).waitFor();
    await register.getByRole('button', { name: 'Skip for now' }).click();
    await register.getByLabel('Phone number').waitFor();
    await register.getByRole('button', { name: 'Skip for now' }).click();
    await register.waitFor({ state: 'detached' });
    await page.locator('.header__login', { hasText: login }).waitFor();
    // The header's Chat link leads to the conversations; a new customer has no unread dot.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Chat' }).waitFor();
    expect(await nav.getByRole('img', { name: 'unread messages' }).count()).toBe(0);
  });

  it('adds the card 4242 4242 4242 4242 from Payment Methods', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Payment Methods' }).click();
    await page.waitForURL(/\/account\/payment_methods$/);
    await page.getByRole('button', { name: 'Add a Card' }).click();
    await fillCard(page.getByRole('form', { name: 'Add a card' }), '4242 4242 4242 4242');
    await page.getByText('Visa ending in 4242').waitFor();
  });

  it('explores, follows the Flirt, likes and comments a post', async () => {
    await page.goto('/feed/home');
    // Nothing followed yet: Explore, once.
    await page.waitForURL(/\/feed\/explore$/);
    const free = page.locator('article', { hasText: FREE_CAPTION });
    await free.waitFor();
    const locked = page.locator('article', { hasText: PUBLIC_CAPTION });
    await locked.getByText('Subscribe to see this post.').waitFor();
    expect(await page.getByText(PAID_CAPTION).count()).toBe(0);
    await free.getByRole('button', { name: `Follow ${flirt.login}` }).click();
    await free.getByRole('button', { name: `Following ${flirt.login}` }).waitFor();

    await free.getByRole('link', { name: new RegExp(`post by ${flirt.login}`) }).click();
    await page.waitForURL(new RegExp(`/feed/${flirt.login}/${freePostId}$`));
    const post = page.locator('article', { hasText: FREE_CAPTION });
    const like = post.getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await page.getByText('1 like', { exact: true }).waitFor();
    await page.getByLabel('Add a comment').fill('Beautiful!');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.locator('.comment', { hasText: 'Beautiful!' }).waitFor();
    await page.getByText('1 comment', { exact: true }).waitFor();
  });

  it('subscribes to a package and sees the subscriber post’s caption and media unlock', async () => {
    await page.goto(`/${flirt.login}/feed`);
    await page.getByRole('heading', { name: flirt.login, exact: true }).waitFor();
    await page
      .locator('article', { hasText: PUBLIC_CAPTION })
      .getByText('Subscribe to see this post.')
      .waitFor();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${flirt.login}` });
    const choice = dialog.getByRole('group', { name: 'Choose a package' });
    await choice.getByText('$14.99 per month').waitFor();
    await choice.getByText('Access to all subscriber posts').waitFor();
    await choice.getByText('10 free 3-minute calls per month').waitFor();
    expect(await choice.getByRole('radio').first().isChecked()).toBe(true);
    await screenshot(page, 'journey-01-package-choice-1366');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByRole('button', { name: 'Subscribed', exact: true }).waitFor();
    await page.getByText(RENEWS).waitFor();

    const unlocked = page.locator('article', { hasText: PUBLIC_CAPTION });
    await unlocked.getByText(PAID_CAPTION).waitFor();
    await unlocked.getByRole('button', { name: /Open photo/ }).waitFor();
    expect(await unlocked.getByText('Subscribe to see this post.').count()).toBe(0);
    await screenshot(page, 'journey-02-unlocked-1366');
    await expectNoSeriousViolations(page);
  });

  it("tips $12.34 from the post and the Flirt's My Customers row shows it live", async () => {
    const me = await page.evaluate(async () => {
      const response = await fetch('/client_api/user', { headers: { accept: 'application/json' } });
      return (await response.json()) as { id: string };
    });
    const flirtContext = await signedInContext(suite.browser, suite.baseUrl, flirt);
    const flirtPage = await flirtContext.newPage();
    await flirtPage.goto('/my_customers');
    const lifetime = flirtPage.locator(`.ag-row[row-id="${me.id}"] [col-id="lifetime"]`);
    await eventually(
      () => lifetime.first().textContent(),
      (text) => text === '$14.99',
      'the package in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );

    const post = page.locator('article', { hasText: PUBLIC_CAPTION });
    await post.getByRole('button', { name: `Pay a Tribute to ${flirt.login}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay a Tribute' });
    await dialog.getByLabel('Amount (USD)').fill('12.34');
    await dialog.getByLabel('Message').fill('For the sunset');
    await dialog.getByRole('button', { name: 'Pay Tribute' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Your tribute of $12.34 was sent to ${flirt.login}.`).waitFor();

    // No reload in the Flirt's browser: the row changes where it is.
    await eventually(
      () => lifetime.first().textContent(),
      (text) => text === '$27.33',
      'the tip in the lifetime spend',
      ACTION_TIMEOUT_MS,
    );
    await screenshot(flirtPage, 'journey-03-my-customers-live-1366');
    await flirtContext.close();
  });

  it('starts a monthly tribute, edits it and cancels it', async () => {
    // The storefront header's button (the compact header repeats it once the page scrolls).
    await page
      .getByRole('region', { name: `${flirt.login}'s header` })
      .getByRole('button', { name: 'Pay a Tribute', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pay a Tribute' });
    await dialog.getByLabel('Amount (USD)').fill('5');
    await dialog.getByLabel('Make this a monthly tribute').check();
    await dialog.getByRole('button', { name: 'Pay Tribute' }).click();
    await page.getByText(`Your monthly tribute of $5.00 to ${flirt.login} started.`).waitFor();

    await page.goto('/subscriptions?t=active');
    const row = page
      .getByRole('listitem')
      .filter({ hasText: 'Monthly Tribute' })
      .filter({ hasText: flirt.login });
    await row.getByText('$5.00 per month', { exact: false }).waitFor();
    await row.getByRole('button', { name: 'Edit Tribute' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Monthly Tribute' });
    expect(await edit.getByLabel('Amount (USD)').inputValue()).toBe('5.00');
    await edit.getByLabel('Amount (USD)').fill('7.50');
    await screenshot(page, 'journey-04-edit-tribute-1366');
    await expectNoSeriousViolations(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Your monthly tribute to ${flirt.login} is now $7.50.`).waitFor();
    await row.getByText('$7.50 per month', { exact: false }).waitFor();

    await row.getByRole('button', { name: 'Edit Tribute' }).click();
    await page
      .getByRole('dialog', { name: 'Edit Monthly Tribute' })
      .getByRole('button', { name: 'Cancel Monthly Tribute' })
      .click();
    await page.getByText(`Your monthly tribute to ${flirt.login} was cancelled.`).waitFor();
    await page.goto('/subscriptions?t=expired');
    const cancelled = page
      .getByRole('listitem')
      .filter({ hasText: 'Monthly Tribute' })
      .filter({ hasText: flirt.login });
    await cancelled.getByText(EXPIRES).waitFor();
    expect(await cancelled.getByRole('button', { name: 'Edit Tribute' }).count()).toBe(0);
  });

  it('unsubscribes from the package and sees Expires {date}', async () => {
    await page.goto(`/${flirt.login}/feed`);
    await page.getByRole('button', { name: 'Subscribed', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Unsubscribe' });
    await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('button', { name: 'Renew', exact: true }).waitFor();
    await page.getByText(EXPIRES).waitFor();
    // Paid until the end of the month: the post stays unlocked.
    await page.locator('article', { hasText: PUBLIC_CAPTION }).getByText(PAID_CAPTION).waitFor();
    await screenshot(page, 'journey-05-expires-1366');
    await expectNoSeriousViolations(page);
  });

  it('a declined card opens the retry modal, then the pick-a-new-card modal', async () => {
    const declined = await signUp(suite.baseUrl, uniqueLogin('declined'));
    const phone = await signedInContext(suite.browser, suite.baseUrl, declined, {
      width: 390,
      height: 844,
    });
    const other = await phone.newPage();
    // From the Flirt's money page: once charged, the subscription goes to the Flirt's feed.
    await subscribeThroughDeclinedCard(other, flirt.login, {
      retry: 'journey-06-retry-390',
      pick: 'journey-07-pick-card-390',
    });
    await other.waitForURL(new RegExp(`/${flirt.login}/feed$`));
    await other.getByRole('button', { name: 'Subscribed', exact: true }).waitFor();
    await other.locator('article', { hasText: PUBLIC_CAPTION }).getByText(PAID_CAPTION).waitFor();
    await phone.close();
  });

  it('sends a customer from someone else’s subscriptions page to /feed/home with the restricted flash', async () => {
    await page.goto(`/${flirt.login}/feed/subscriptions`);
    await page.waitForURL(/\/feed\/home$/);
    await page
      .getByText("You're not allowed to see this content! Redirected to /feed/home")
      .waitFor();
    await page.goto('/feed/subscriptions?t=expired');
    await page.waitForURL(/\/subscriptions\?t=expired$/);
  });

  it('renders every customer route of the feed area at 1366×900 and 390×844', async () => {
    const routes: readonly { path: string; name: string; landing: RegExp; shows: string }[] = [
      { path: '/feed/home', name: 'home', landing: /\/feed\/home$/, shows: FREE_CAPTION },
      { path: '/feed/explore', name: 'explore', landing: /\/feed\/explore$/, shows: 'Find Women' },
      {
        path: `/feed/${flirt.login}`,
        name: 'creator-feed',
        landing: new RegExp(`/${flirt.login}/feed$`),
        shows: PAID_CAPTION,
      },
      {
        path: `/feed/${flirt.login}/${paidPostId}`,
        name: 'post',
        landing: new RegExp(`/feed/${flirt.login}/${paidPostId}$`),
        shows: PAID_CAPTION,
      },
      {
        path: '/feed/missing/profile',
        name: 'missing-profile',
        landing: /\/feed\/missing\/profile$/,
        shows: 'Go to Feed',
      },
      {
        path: '/subscriptions',
        name: 'subscriptions',
        landing: /\/subscriptions$/,
        shows: 'Needs Attention',
      },
      {
        path: `/${login}/feed/subscriptions?t=expired`,
        name: 'own-subscriptions',
        landing: new RegExp(`/${login}/feed/subscriptions\\?t=expired$`),
        shows: 'Monthly Tribute',
      },
      {
        path: '/feed/following',
        name: 'following',
        landing: /\/feed\/following$/,
        shows: 'Coming Soon',
      },
      {
        path: '/feed/add_money',
        name: 'add-money',
        landing: /\/feed\/add_money$/,
        shows: 'Coming Soon',
      },
      { path: '/feed/queue', name: 'queue', landing: /\/feed\/queue\/?$/, shows: 'Coming Soon' },
      {
        path: '/account/payment_methods',
        name: 'payment-methods',
        landing: /\/account\/payment_methods$/,
        shows: 'Visa ending in 4242',
      },
      {
        path: '/call/listing/1',
        name: 'call',
        landing: /\/call\/listing\/1$/,
        shows: 'Go to Feed',
      },
    ];
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      for (const route of routes) {
        await page.goto(route.path);
        await page.waitForURL(route.landing);
        await page.getByText(route.shows, { exact: false }).first().waitFor();
        expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `journey-route-${route.name}-${String(size.width)}`);
        expect({ route: route.path, violations: await seriousViolations(page) }).toEqual({
          route: route.path,
          violations: [],
        });
      }
    }
  });

  it('shows the simplified header on the call page', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/call/listing/1');
    await page.getByRole('heading', { name: 'Call' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Shortcuts' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('heading', { name: 'Call' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Feed' }).click();
    await page.waitForURL(/\/feed\/home$/);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });
});
