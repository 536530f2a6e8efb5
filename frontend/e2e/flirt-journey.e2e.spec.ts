import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type ApiSession, signIn, uniqueLogin } from './support/api';
import { DESKTOP_VIEWPORT, fillCard, screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import {
  acceptPostInConsole,
  addCardInWizard,
  agreeToLegalTerms,
  approveIdInAdminConsole,
  chooseGenderInWizard,
  enterPhoneCode,
  fileItems,
  mediaEncoded,
  postIdOf,
  published,
  registerAsFlirt,
  runSchedulerUntilPublished,
  savePayoutInWizard,
  scheduleIn,
  staffMember,
  stepHeading,
  uploadIntoPost,
  verifyPhoneInWizard,
} from './support/flirt';
import { browserSuite } from './support/suite';

const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
const PASSWORD = 'a-long-password-1';
const PUBLIC_CAPTION = 'Golden hour set, for my subscribers';
const PAID_CAPTION = 'Thank you for subscribing: the whole set!';
const SCHEDULED_CAPTION = 'Good morning from the beach';

/** The screen at desktop and phone sizes: screenshots, nothing wider than a phone, axe clean. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ ...DESKTOP_VIEWPORT });
  await screenshot(page, `${name}-1366`);
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  await page.setViewportSize({ ...PHONE_VIEWPORT });
  await screenshot(page, `${name}-390`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  await page.setViewportSize({ ...DESKTOP_VIEWPORT });
}

/**
 * A new Flirt's whole path to a first paid post, in one browser with a context per person: the
 * Flirt registers and passes the wizard (the development phone code; an admin approves the ID in
 * the admin console), finishes onboarding, creates a package, uploads two watermarked images
 * into a subscriber post and publishes it; a moderator accepts it; a customer sees it locked,
 * subscribes and sees it unlocked; a scheduled post waits in the Scheduled queue until the
 * scheduler publishes it. Then every Flirt screen renders at both sizes (never the catch-all).
 */
describe('a new Flirt’s journey to a first paid post in a browser', () => {
  const suite = browserSuite();
  let admin: ApiSession;
  let flirt: ApiSession;
  let page: Page;
  let paidPostId = '';
  const login = uniqueLogin('journeyflirt');

  beforeAll(async () => {
    admin = suite.admin;
    page = await suite.page(null);
  }, 120_000);

  it('registers, passes the wizard, onboards, sells a package and a subscriber post a customer unlocks', async () => {
    // Sign-up and the wizard: phone (development code), card, ID approved in the admin console.
    await registerAsFlirt(page, login);
    await bothSizes(page, 'flirt-journey-01-wizard-phone');
    await enterPhoneCode(page, await verifyPhoneInWizard(page, '(212) 555-0199'));
    // The README's declined test card is declined at the card step, which stays open.
    await stepHeading(page, 'Credit Card');
    const cardForm = page.getByRole('form', { name: 'Add a card' });
    await fillCard(cardForm, '4000 0000 0000 0002');
    await cardForm.getByText('Your card was declined. Please try another card.').waitFor();
    await stepHeading(page, 'Credit Card');
    await addCardInWizard(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page
      .getByText('Your ID is being reviewed. Continue once it has been approved.')
      .waitFor();
    await bothSizes(page, 'flirt-journey-02-wizard-id-pending');
    flirt = await signIn(suite.baseUrl, login, PASSWORD);
    const adminPage = await suite.page(admin);
    await approveIdInAdminConsole(adminPage, login);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await stepHeading(page, 'Payout Info');
    await savePayoutInWizard(page, 'Journey Flirt');
    await chooseGenderInWizard(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'Congrats', exact: true }).waitFor();
    await bothSizes(page, 'flirt-journey-03-congrats');

    // Congrats offers Phone Listings or Goodies (spec 002 §2); the feed is set up from Account.
    const next = page.locator('.wizard__congrats');
    expect(await next.getByRole('link', { name: 'Phone Listings' }).getAttribute('href')).toBe(
      '/listings/new',
    );
    expect(await next.getByRole('link', { name: 'Goodies' }).getAttribute('href')).toBe(
      '/goodies/new',
    );
    expect(await next.getByRole('link', { name: /My Customers|Set Up Your Feed/ }).count()).toBe(0);
    // Onboarding: legal terms, the first package (its onboarding form), the welcome post.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Set Up Your Feed' }).click();
    await page.waitForURL(new RegExp(`/feed/${login}/onboarding$`));
    await agreeToLegalTerms(page);
    await page.getByRole('link', { name: 'Create Package' }).click();
    await page.waitForURL(/\/packages\/new\?onboarding=true$/);
    await page.getByRole('heading', { name: 'Set Up Your First Package' }).waitFor();
    expect(await page.getByLabel('Price per month (USD)').inputValue()).toBe('14.99');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/feed/${login}/onboarding$`));
    await page.getByRole('heading', { name: 'Create Your First Package (done)' }).waitFor();
    await page.getByRole('link', { name: 'Create Post' }).click();
    await page.getByRole('heading', { name: 'Create Your First Post' }).waitFor();
    await page.getByLabel('Public caption').fill('Welcome to my feed!');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
    await congrats.getByText('You published your first post.', { exact: false }).waitFor();
    await congrats.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/fromCreate=true$/);
    await eventually(
      () => flirt.request<{ onboarding_complete: boolean }>('GET', '/client_api/user'),
      (user) => user.onboarding_complete,
      'the Flirt finishes onboarding',
    );
    await page.goto(`/feed/${login}/onboarding`);
    await page.getByText('Your feed is set up.').waitFor();

    // A package of their own, public, with feed access and calls.
    await page.goto('/packages/new');
    await page.getByRole('heading', { name: 'Add Package' }).waitFor();
    await page.getByLabel('Price per month (USD)').fill('19.99');
    expect(await page.getByLabel('Access to all subscriber posts').isChecked()).toBe(true);
    await page.getByLabel('Include free minute calls').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your package has been created successfully!').waitFor();
    await page.waitForURL(/\/packages$/);
    await page.getByRole('listitem', { name: '$19.99 package' }).waitFor();

    // A subscriber post with two images uploaded (watermarked) in the Select Files modal.
    await page.goto('/feed/create_post');
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
    await page.getByLabel('Subscriber Post').check();
    await page.getByLabel('Public caption').fill(PUBLIC_CAPTION);
    await page.getByRole('button', { name: 'Add Subscriber Caption' }).click();
    await page.getByLabel('Subscriber caption').fill(PAID_CAPTION);
    await uploadIntoPost(page, ['golden-1.png', 'golden-2.png']);
    await bothSizes(page, 'flirt-journey-04-create-post');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.waitForURL(/\/feed\/[^/]+\/[0-9a-f-]{36}\?fromCreate=true$/);
    paidPostId = postIdOf(page);
    const created = await flirt.request<{
      post_type: string;
      paid_body: string;
      published_at: string | null;
      post_items: { file_name: string }[];
    }>('GET', `/feeds/posts/${paidPostId}`);
    expect(created).toMatchObject({
      post_type: 'subscriber',
      paid_body: PAID_CAPTION,
      published_at: null,
    });
    expect(created.post_items.map((item) => item.file_name)).toEqual([
      'golden-1.png',
      'golden-2.png',
    ]);
    expect(
      (await fileItems(flirt)).filter((item) => item.watermarked).map((item) => item.file_name),
    ).toEqual(expect.arrayContaining(['golden-1.png', 'golden-2.png']));
    // Waiting for review: the Processing queue shows it.
    await page.goto('/feed/queue/processing');
    await page.getByText(PUBLIC_CAPTION).waitFor();

    // A moderator accepts it in the moderation console; it is published.
    await mediaEncoded(flirt, paidPostId);
    const moderator = await staffMember(suite.baseUrl, admin, 'moderator', 'journeymod');
    const moderatorPage = await suite.page(moderator);
    await acceptPostInConsole(moderatorPage, login, PUBLIC_CAPTION);
    await published(flirt, paidPostId);
    await page.reload();
    await page.getByText('All of your posts have been processed!').waitFor();

    // A customer sees it locked, subscribes to the package, and sees it unlocked.
    const customer = await suite.customer('journeyfan');
    const fan = await suite.page(customer);
    await fan.goto(`/${login}/feed`);
    const locked = fan.locator('article', { hasText: PUBLIC_CAPTION });
    await locked.getByText('Subscribe to see this post.').waitFor();
    expect(await fan.getByText(PAID_CAPTION).count()).toBe(0);
    await bothSizes(fan, 'flirt-journey-05-locked');
    await fan.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const subscribe = fan.getByRole('dialog', { name: `Subscribe to ${login}` });
    const choice = subscribe.getByRole('group', { name: 'Choose a package' });
    await choice.getByText('$19.99 per month').click();
    await subscribe.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await fan.getByRole('button', { name: 'Subscribed', exact: true }).waitFor();
    const unlocked = fan.locator('article', { hasText: PUBLIC_CAPTION });
    await unlocked.getByText(PAID_CAPTION).waitFor();
    await unlocked
      .getByRole('button', { name: /Open photo/ })
      .first()
      .waitFor();
    expect(await unlocked.getByText('Subscribe to see this post.').count()).toBe(0);
    await bothSizes(fan, 'flirt-journey-06-unlocked');

    // A scheduled post waits in the Scheduled queue, and the scheduler publishes it.
    await page.goto('/feed/create_post');
    await page.getByLabel('Caption', { exact: true }).fill(SCHEDULED_CAPTION);
    await scheduleIn(page, 60);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(/^Your post is scheduled for /).waitFor();
    await page.waitForURL(/fromCreate=true$/);
    const scheduledId = postIdOf(page);
    await page.goto('/feed/queue/scheduled');
    await page.getByText(SCHEDULED_CAPTION).waitFor();
    await bothSizes(page, 'flirt-journey-07-scheduled-queue');
    await runSchedulerUntilPublished(admin, flirt, scheduledId);
    await page.reload();
    await page.getByText('You have no scheduled posts.').waitFor();
    await fan.goto(`/${login}/feed`);
    await fan.locator('article', { hasText: SCHEDULED_CAPTION }).waitFor();
  });

  it('renders every Flirt screen and the wizard at 1366 and 390 (never the catch-all page)', async () => {
    const posts = (name: string) => page.getByText(name, { exact: false }).first();
    const heading = (name: string) => page.getByRole('heading', { name, exact: true }).first();
    // Each route, where it lands (after its redirects) and what shows that its screen rendered.
    const routes: readonly {
      readonly path: string;
      readonly name: string;
      readonly landing: RegExp;
      readonly ready: () => ReturnType<Page['getByText']>;
    }[] = [
      { path: '/account', name: 'account', landing: /\/account$/, ready: () => heading('Account') },
      {
        path: '/feed/home',
        name: 'feed-home',
        landing: /\/feed\/(home|explore)$/,
        ready: () => page.getByRole('link', { name: 'Explore', exact: true }).first(),
      },
      {
        path: '/feed/explore',
        name: 'feed-explore',
        landing: /\/feed\/explore$/,
        ready: () => posts('Find Women'),
      },
      {
        path: `/feed/${login}`,
        name: 'own-feed',
        landing: new RegExp(`/${login}/feed$`),
        ready: () => posts(PAID_CAPTION),
      },
      {
        path: `/${login}`,
        name: 'storefront',
        landing: new RegExp(`/${login}$`),
        ready: () => heading(login),
      },
      {
        path: `/${login}/media`,
        name: 'media',
        landing: new RegExp(`/${login}/media$`),
        ready: () => page.getByRole('group', { name: 'Media type' }),
      },
      {
        path: `/feed/${login}/${paidPostId}`,
        name: 'post',
        landing: new RegExp(`/feed/${login}/${paidPostId}$`),
        ready: () => posts(PAID_CAPTION),
      },
      {
        path: `/${login}/feed/subscriptions`,
        name: 'subscriptions',
        landing: new RegExp(`/${login}/feed/subscriptions$`),
        ready: () => posts('Needs Attention'),
      },
      {
        path: '/packages',
        name: 'packages',
        landing: /\/packages$/,
        ready: () => heading('Manage Packages'),
      },
      {
        path: '/packages/new',
        name: 'package-new',
        landing: /\/packages\/new$/,
        ready: () => heading('Add Package'),
      },
      {
        path: `/feed/${login}/onboarding`,
        name: 'onboarding',
        landing: new RegExp(`/feed/${login}/onboarding$`),
        ready: () => posts('Your feed is set up.'),
      },
      {
        path: `/${login}/onboarding`,
        name: 'onboarding-short',
        landing: new RegExp(`/feed/${login}/onboarding$`),
        ready: () => posts('Your feed is set up.'),
      },
      {
        // Packages are on: the price is set per package.
        path: '/feed/subscription_settings',
        name: 'subscription-settings',
        landing: /\/packages$/,
        ready: () => heading('Manage Packages'),
      },
      ...(['scheduled', 'processing', 'removed'] as const).map((tab) => ({
        path: `/feed/queue/${tab}`,
        name: `queue-${tab}`,
        landing: new RegExp(`/feed/queue/${tab}$`),
        ready: () => heading('Posts Queue'),
      })),
      {
        path: `/${login}/feed/queue/removed`,
        name: 'own-queue',
        landing: new RegExp(`/${login}/feed/queue/removed$`),
        ready: () => posts('You have no rejected posts.'),
      },
      {
        path: '/feed/create_post',
        name: 'create-post',
        landing: /\/feed\/create_post$/,
        ready: () => heading('Create Post'),
      },
      {
        path: `/${login}/feed/create_post`,
        name: 'own-create-post',
        landing: new RegExp(`/${login}/feed/create_post$`),
        ready: () => heading('Create Post'),
      },
      {
        path: '/social_shouts',
        name: 'social-shouts',
        landing: /\/social_shouts$/,
        ready: () => heading('Social Shouts'),
      },
      {
        path: '/account/filemanager',
        name: 'file-manager',
        landing: /\/account\/filemanager/,
        ready: () => heading('File Manager'),
      },
      {
        path: '/my_customers',
        name: 'my-customers',
        landing: /\/my_customers$/,
        ready: () => page.locator('h1').first(),
      },
      {
        path: '/transactions/details',
        name: 'transactions',
        landing: /\/transactions\/details$/,
        ready: () => page.locator('h1').first(),
      },
      { path: '/chat', name: 'chat', landing: /\/chat$/, ready: () => heading('Chat') },
      ...(['following', 'add_money', 'queue'] as const).map((path) => ({
        path: `/feed/${path}`,
        name: `feed-${path}`,
        landing: new RegExp(`/feed/${path}/?$`),
        ready: () => posts('Coming Soon'),
      })),
      {
        path: '/advisor_signup/account_setup',
        name: 'wizard-done',
        landing: /\/advisor_signup\/account_setup$/,
        ready: () => page.locator('h1, h2').first(),
      },
    ];
    for (const route of routes) {
      await page.goto(route.path);
      await page.waitForURL(route.landing);
      await route.ready().waitFor();
      expect({
        route: route.path,
        catchAll: await page.getByRole('heading', { name: 'Page Not Found' }).count(),
      }).toEqual({
        route: route.path,
        catchAll: 0,
      });
      await bothSizes(page, `flirt-route-${route.name}`);
    }
    // The wizard's first screen, Flirt sign-up, is for people not signed in.
    const visitor = await suite.page(null);
    await visitor.goto('/advisor_signup/newuser');
    await visitor.getByRole('dialog', { name: 'Register as a Flirt to get started' }).waitFor();
    expect(await visitor.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
    await bothSizes(visitor, 'flirt-route-wizard-signup');
  });
});
