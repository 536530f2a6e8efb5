import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { type ApiSession, signIn, signUp, uniqueLogin } from './support/api';
import {
  signedInContext,
  screenshot,
  expectNoSeriousViolations,
  fillCard,
} from './support/browser';
import { eventually } from './support/eventually';
import { uploadImage } from './support/flirt';
import { type BrowserSuite, browserSuite } from './support/suite';

let welcomePostId = '';

/** A Flirt through setup and onboarding (legal terms, a price, a first post). */
async function onboardedFlirt(suite: BrowserSuite): Promise<ApiSession> {
  const flirt = await suite.advisor('candy');
  await flirt.request('POST', '/client_api/legal_liability_acceptance');
  // With the recurring-package flag on (the default), a package is the price.
  await flirt.request('POST', '/client_api/packages', {
    rate: '14.99',
    status: 'pending_onboarding',
    feedAccess: true,
  });
  await eventually(
    () => flirt.request<{ onboarding_step: string | null }>('GET', '/client_api/user'),
    (user) => user.onboarding_step === 'has_package' || user.onboarding_step === 'has_offering',
    'the Flirt’s price counts for onboarding',
  );
  const welcome = await flirt.request<{ id: string }>('POST', '/feeds/posts', {
    post_type: 'welcome_kit',
    body: 'Welcome!',
  });
  welcomePostId = welcome.id;
  await eventually(
    () => flirt.request<{ onboarding_complete: boolean }>('GET', '/client_api/user'),
    (user) => user.onboarding_complete,
    'the Flirt finishes onboarding',
  );
  return flirt;
}

/**
 * The customer's feeds end to end: one server and one browser for the file. A customer
 * explores, meets the add-card prompt, follows a Flirt, reads the Following feed, opens a post,
 * likes it, comments, sees another customer's like arrive live, and opens the media lightbox.
 */
describe('the customer feeds in a browser', () => {
  const suite = browserSuite();
  let context: BrowserContext;
  let page: Page;
  let flirt: ApiSession;
  let customer: ApiSession;
  let freePostId = '';

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await onboardedFlirt(suite);
    const imageId = await uploadImage(flirt);
    await flirt.request('POST', '/feeds/posts', {
      post_type: 'subscriber',
      body: 'Subscribers only: the whole beach set.',
      paid_body: 'Thank you for subscribing!',
    });
    const free = await flirt.request<{ id: string }>('POST', '/feeds/posts', {
      post_type: 'free',
      body: 'Good morning from the pier',
      post_items: [{ fm_item_id: imageId, sort_order: 0 }],
    });
    freePostId = free.id;
    // A post with media waits for review: a moderator accepts it, then it is published.
    const person = await signUp(suite.baseUrl, uniqueLogin('moderator'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'moderator',
    });
    const moderator = await signIn(suite.baseUrl, person.login, person.password);
    await eventually(
      () =>
        flirt.request<{ post_item_encoding_status: string }>('GET', `/feeds/posts/${freePostId}`),
      (post) => post.post_item_encoding_status === 'complete',
      'the post’s media is encoded',
    );
    await moderator.request('POST', `/feeds/moderation/posts/${freePostId}/accept`);
    await eventually(
      () => flirt.request<{ published_at: string | null }>('GET', `/feeds/posts/${freePostId}`),
      (post) => post.published_at !== null,
      'the post is published',
    );
    customer = await signUp(suite.baseUrl, uniqueLogin('fan'));
    context = await signedInContext(suite.browser, suite.baseUrl, customer);
    page = await context.newPage();
  }, 180_000);

  it('sends a customer who follows no one to Explore once, and lists the Flirt’s posts', async () => {
    await page.goto('/feed/home');
    await page.waitForURL(/\/feed\/explore$/);
    await page.getByText('Good morning from the pier').waitFor();
    // The subscriber post is locked: its public caption and the subscribe prompt only.
    const locked = page.locator('article', { hasText: 'Subscribers only: the whole beach set.' });
    await locked.getByText('Subscribe to see this post.').waitFor();
    expect(await locked.getByRole('button', { name: 'Like', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText('Thank you for subscribing!').count()).toBe(0);
    expect(await page.context().cookies()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'fw_feed_explore_redirected' })]),
    );
    await screenshot(page, 'feeds-01-explore-1366');
    await expectNoSeriousViolations(page);

    // 'Find Flirts to follow' with the gender chips; an unknown name gives 'No Results'.
    await page.getByRole('searchbox', { name: 'Find Flirts to follow' }).fill('zzzz-nobody');
    await page.getByText('No Results').waitFor();
    await page
      .getByRole('searchbox', { name: 'Find Flirts to follow' })
      .fill(flirt.login.slice(0, 5));
    await page.getByRole('button', { name: 'Find Women' }).click();
    await page.locator('.flirt-search__result', { hasText: flirt.login }).waitFor();
  });

  it('asks for a card in the card dialog before following, then follows once it is added', async () => {
    const post = page.locator('article', { hasText: 'Good morning from the pier' });
    await post.getByRole('button', { name: `Follow ${flirt.login}` }).click();
    // No dead end: the Manage Cards dialog with its add-card form, not a link to /account.
    const prompt = page.getByRole('dialog', { name: 'Manage Cards' });
    await prompt.getByText('You must have a credit card on file to follow this flirt.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Account' }).count()).toBe(0);
    await screenshot(page, 'feeds-02-follow-card-dialog');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden' });
    await post.getByRole('button', { name: `Follow ${flirt.login}` }).waitFor();

    await post.getByRole('button', { name: `Follow ${flirt.login}` }).click();
    await fillCard(prompt, '4242 4242 4242 4242');
    await prompt.waitFor({ state: 'hidden' });
    await post.getByRole('button', { name: `Following ${flirt.login}` }).waitFor();
  });

  it('shows the Following feed without sending the customer away again', async () => {
    await page
      .getByRole('navigation', { name: 'Feeds' })
      .getByRole('link', { name: 'Following' })
      .click();
    await page.waitForURL(/\/feed\/home$/);
    await page.getByText('Good morning from the pier').waitFor();
    expect(page.url()).toMatch(/\/feed\/home$/);
  });

  it('opens a post, likes it, comments, and sees another like arrive live', async () => {
    const post = page.locator('article', { hasText: 'Good morning from the pier' });
    await post.getByRole('link', { name: new RegExp(`post by ${flirt.login}`) }).click();
    await page.waitForURL(new RegExp(`/feed/${flirt.login}/${freePostId}$`));
    await page.getByRole('heading', { name: `Post by ${flirt.login}` }).waitFor();

    const like = page.getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await page.getByText('1 like', { exact: true }).waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Add a comment').fill('Lovely view!');
    await page.getByText('12/200').waitFor();
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.locator('.comment', { hasText: 'Lovely view!' }).waitFor();
    await page.getByText('1 comment', { exact: true }).waitFor();

    // Another customer likes: the count moves on this screen through the realtime notice.
    const other = await suite.customer('other');
    await other.request('POST', '/feeds/follows', { advisor_id: flirt.userId });
    await other.request('POST', `/feeds/posts/${freePostId}/like`);
    await page.getByText('2 likes', { exact: true }).waitFor();
    await screenshot(page, 'feeds-02-post-1366');
    await expectNoSeriousViolations(page);
  });

  it('opens the media lightbox and closes it from the keyboard', async () => {
    await page.getByRole('button', { name: /Open photo/ }).click();
    const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await lightbox.locator('img').waitFor();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.locator('.comment', { hasText: 'Lovely view!' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'feeds-03-post-390');
    await expectNoSeriousViolations(page);
    await page.goto('/feed/explore');
    await page.getByText('Good morning from the pier').waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'feeds-04-explore-390');
  });

  it('shows the comment field’s server errors under it', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/feed/${flirt.login}/${freePostId}`);
    // The server's own answer for a refused comment, as it would send it.
    await page.route(`**/feeds/posts/${freePostId}/comments`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Comment is too long (maximum is 200 characters)',
            fields: { body: 'Comment is too long (maximum is 200 characters)' },
          },
        }),
      });
    });
    await page.getByLabel('Add a comment').fill('Refused');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page
      .locator('#comment-error', { hasText: 'Comment is too long (maximum is 200 characters)' })
      .waitFor();
    // Editing the field takes the message away.
    await page.getByLabel('Add a comment').fill('Refused!');
    expect(await page.locator('#comment-error').innerText()).toBe('');
    await page.unroute(`**/feeds/posts/${freePostId}/comments`);
  });

  it('reports a post', async () => {
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Content' });
    await dialog.getByLabel(/What is wrong/).fill('Spam');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await page.getByText('Thank you. Our team will review this content.').waitFor();
  });

  it('flashes new posts in the Following feed when a followed Flirt posts', async () => {
    // Opened by its address: the feed joins its topics before the realtime client is set up.
    // Posting before the feed has joined its Flirts' topic would race the join: wait for it.
    const joined = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framesent', (frame) => {
          if (String(frame.payload).includes('object:feed_heads:')) resolve();
        });
      });
    });
    await page.goto('/feed/home');
    await page.getByText('Good morning from the pier').waitFor();
    await joined;
    // A subscriber post publishes at once (free posts wait for review); its caption is public.
    await flirt.request('POST', '/feeds/posts', { post_type: 'subscriber', body: 'A second post' });
    await page.getByText('There are new posts in your feed.').waitFor();
    await page.getByRole('button', { name: 'Show New Posts' }).click();
    await page.getByText('A second post').waitFor();
  });

  it('unfollows after confirmation', async () => {
    const post = page.locator('article', { hasText: 'A second post' });
    await post.getByRole('button', { name: `Following ${flirt.login}` }).click();
    const confirm = page.getByRole('dialog', { name: `Unfollow ${flirt.login}?` });
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Unfollow' }).click();
    // The Following feed empties, and shows its placeholder: the redirect to Explore was once.
    await page.getByText('Your feed is empty').waitFor();
    expect(page.url()).toMatch(/\/feed\/home$/);
  });

  it('shows the owner who liked their post, or No likes yet', async () => {
    const flirtContext = await signedInContext(suite.browser, suite.baseUrl, flirt);
    const own = await flirtContext.newPage();
    await own.goto(`/feed/${flirt.login}/${freePostId}`);
    await own.getByRole('button', { name: '2 likes' }).click();
    const likes = own.getByRole('dialog', { name: 'Likes' });
    await likes.getByText(customer.login).waitFor();
    await own.keyboard.press('Escape');
    await own.goto(`/feed/${flirt.login}/${welcomePostId}`);
    await own.getByRole('button', { name: '0 likes' }).click();
    await own.getByRole('dialog', { name: 'Likes' }).getByText('No likes yet').waitFor();
    await flirtContext.close();
  });

  it('redirects to the canonical login and follows the back-arrow rules', async () => {
    await page.goto(`/feed/${flirt.login.toUpperCase()}/${freePostId}?fromLogin=true`);
    await page.waitForURL(new RegExp(`/feed/${flirt.login}/${freePostId}\\?fromLogin=true$`));
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/feed\/home$/);
  });

  it('sends /feed/{login} to the Flirt’s own feed at /{login}/feed, with their posts', async () => {
    await page.goto(`/feed/${flirt.login}`);
    await page.waitForURL(new RegExp(`/${flirt.login}/feed$`));
    await page.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    await page.getByText('Good morning from the pier').first().waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    await screenshot(page, 'feeds-07-creator-feed-1366');
    await expectNoSeriousViolations(page);
  });

  it('lets a visitor read a post and sends them to sign in to comment', async () => {
    const visitorContext = await signedInContext(suite.browser, suite.baseUrl, null, {
      width: 390,
      height: 844,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/feed/${flirt.login}/${freePostId}`);
    await visitor.getByText('Good morning from the pier').waitFor();
    const signIn = visitor.locator('.comments').getByRole('link', { name: 'Sign In' });
    expect(await signIn.getAttribute('href')).toContain('return_url=');
    await expectNoSeriousViolations(visitor);
    await visitorContext.close();
  });

  it('sends a missing Flirt to /feed/missing/profile, and shows Coming Soon where the spec says', async () => {
    await page.goto('/feed/nosuchflirt999/123');
    await page.waitForURL(/\/feed\/missing\/profile$/);
    await page.getByRole('link', { name: 'Go to Feed' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.goto('/feed/following');
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
  });
});
