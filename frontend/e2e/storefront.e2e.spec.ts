import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { ApiSession } from './support/api';
import { screenshot, expectNoSeriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { mediaEncoded, onboardByApi, published, staffMember, uploadImage } from './support/flirt';
import { browserSuite } from './support/suite';

const RENEWS = /Renews \d{1,2}\/\d{1,2}\/\d{2}/;

/** The labels of the storefront's kebab menu, opened. */
async function menuLabels(page: Page, login: string): Promise<string[]> {
  await page
    .getByRole('button', { name: `More for ${login}`, exact: true })
    .first()
    .click();
  const list = page.locator('.storefront-menu .menu__list');
  await list.waitFor();
  return (await list.locator('.menu__item').allInnerTexts()).map((label) => label.trim());
}

/**
 * A Flirt's storefront and profile page as a visitor, a signed-in member and the Flirt: tabs by
 * their conditions, hash routes, the menu per role, Copy Link, the tribute modal and buying a
 * package. One server and one browser for the file.
 */
describe('the Flirt storefront in a browser', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let member: ApiSession;
  let packageId = '';

  async function pageFor(
    who: ApiSession | null,
    viewport: { width: number; height: number },
  ): Promise<Page> {
    const context = await suite.context(who, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.baseUrl,
    });
    return context.newPage();
  }

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await suite.advisor('store');
    packageId = await onboardByApi(flirt, { rate: '9.99', feedAccess: true });
    const imageId = await uploadImage(flirt);
    const free = await flirt.request<{ id: string }>('POST', '/feeds/posts', {
      post_type: 'free',
      body: 'Sunset on the pier',
      post_items: [{ fm_item_id: imageId, sort_order: 0 }],
    });
    const moderator = await staffMember(suite.baseUrl, admin, 'moderator', 'moderator');
    await mediaEncoded(flirt, free.id);
    await moderator.request('POST', `/feeds/moderation/posts/${free.id}/accept`);
    await published(flirt, free.id);
    member = await suite.customer();
  }, 180_000);

  it("names the storefront's own chunks in the page, so they load beside the entry", async () => {
    // The build's manifest: the storefront tab's component chunk, split from the entry.
    const manifest = JSON.parse(
      readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, { file: string }>;
    const storefront = manifest['src/routes/$login/index.tsx?tsr-split=component']?.file;
    expect(storefront).toBeDefined();
    const page = await fetch(`${suite.baseUrl}/${flirt.login}`, {
      headers: { accept: 'text/html' },
    });
    const html = await page.text();
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${String(storefront)}">`);
    // A page no screen answers is the plain app.
    const other = await (
      await fetch(`${suite.baseUrl}/no/such/page/here`, { headers: { accept: 'text/html' } })
    ).text();
    expect(other).not.toContain(String(storefront));
  });

  it('shows a visitor the header, the tabs the Flirt has, and the feed’s posts', async () => {
    const page = await pageFor(null, { width: 1366, height: 900 });
    await page.goto(`/${flirt.login}`);
    await page.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    await page.getByText(/^Member Since [A-Z][a-z]+ \d{4}$/).waitFor();
    const tabs = page.getByRole('navigation', { name: `${flirt.login}'s storefront` });
    // No listings, no goody bags: the feed (onboarded) and packages (flag on, one public).
    expect((await tabs.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Feed',
      'Packages',
    ]);
    expect(await tabs.getByRole('link', { name: 'Feed' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByText('Sunset on the pier').first().waitFor();
    await page.getByRole('link', { name: `${flirt.login}'s feed` }).waitFor();
    // Only the Flirt edits the images.
    expect(await page.getByRole('button', { name: /^Edit (Avatar|Cover)$/ }).count()).toBe(0);
    const tribute = page.getByRole('link', { name: 'Pay a Tribute' }).first();
    // A visitor signs in first and comes back to #tribute, which opens the modal.
    const target = new URL((await tribute.getAttribute('href')) ?? '', suite.baseUrl);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('return_url')).toBe(`/${flirt.login}#tribute`);
    await screenshot(page, 'storefront-01-visitor-1366');
    await expectNoSeriousViolations(page);

    // The compact header appears once the hero scrolls away.
    expect(await page.locator('.storefront-compact').count()).toBe(0);
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 600);
    });
    await page.locator('.storefront-compact').getByText(flirt.login).waitFor();
    await screenshot(page, 'storefront-08-compact-1366');
  });

  it('gives a visitor Send Mail through sign-in and Copy Link (Copied! for a second)', async () => {
    const page = await pageFor(null, { width: 1366, height: 900 });
    await page.goto(`/${flirt.login}`);
    const canShare = await page.evaluate(() => typeof navigator.share === 'function');
    const labels = await menuLabels(page, flirt.login);
    // Flirt Profile waits for an accepted homepage; Send Mail asks a visitor to sign in first
    // and comes back to the compose screen.
    expect(labels).toEqual(
      canShare ? ['Send Mail', 'Copy Link', 'Share'] : ['Send Mail', 'Copy Link'],
    );
    const sendMail = await page
      .locator('.storefront-menu .menu__list')
      .getByRole('link', { name: 'Send Mail', exact: true })
      .getAttribute('href');
    expect(sendMail).toBe(
      `/login?return_to=${encodeURIComponent(`/messages/compose?recipients=${flirt.login}`)}&return_url=${encodeURIComponent(`/messages/compose?recipients=${flirt.login}`)}`,
    );
    await page.getByRole('button', { name: 'Copy Link', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${suite.baseUrl}/${flirt.login}`,
    );
    await page.getByRole('button', { name: 'Copy Link', exact: true }).waitFor();
  });

  it('follows the URL hash to a tab, and opens Posts and Media with filters and the lightbox', async () => {
    const page = await pageFor(null, { width: 1366, height: 900 });
    await page.goto(`/${flirt.login}#packages`);
    await page.waitForURL(new RegExp(`/${flirt.login}/packages$`));
    await page.getByRole('heading', { name: '$9.99 per month' }).waitFor();
    await page.goto(`/${flirt.login}/packages#feed`);
    await page.waitForURL(new RegExp(`/${flirt.login}/feed$`));
    await page.getByRole('button', { name: 'Media', exact: true }).click();
    const filters = page.getByRole('group', { name: 'Media type' });
    expect((await filters.getByRole('button').allInnerTexts()).map((t) => t.trim())).toEqual([
      'All',
      'Photo',
      'Video',
      'Audio',
    ]);
    await page.getByRole('button', { name: 'Open photo 1' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await lightbox.locator('img').waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await filters.getByRole('button', { name: 'Video' }).click();
    await page.getByText('No media yet.').waitFor();
    await filters.getByRole('button', { name: 'Photo' }).click();
    await page.getByRole('button', { name: 'Open photo 1' }).waitFor();
    await screenshot(page, 'storefront-02-media-1366');
    await expectNoSeriousViolations(page);
  });

  it('sends a missing Flirt to the missing profile, and an old listing link home', async () => {
    const page = await pageFor(null, { width: 1366, height: 900 });
    await page.goto('/nobody_by_this_name');
    await page.waitForURL(/\/feed\/missing\/profile$/);
    await page.goto('/listings/show/123-hot-chat');
    await page.waitForURL(`${suite.baseUrl}/`);
  });

  it('lets a member pay a tribute (button and #tribute) and buy a package on a phone', async () => {
    const page = await pageFor(member, { width: 390, height: 844 });
    await page.goto(`/${flirt.login}`);
    expect(await menuLabels(page, flirt.login)).not.toContain('Hide Member Since Date');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Pay a Tribute' }).first().click();
    const tribute = page.getByRole('dialog', { name: 'Pay a Tribute' });
    await tribute.waitFor();
    await screenshot(page, 'storefront-03-tribute-390');
    await page.keyboard.press('Escape');
    await tribute.waitFor({ state: 'detached' });
    await page.goto(`/${flirt.login}/feed#tribute`);
    await tribute.waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`/${flirt.login}/packages/${packageId}`);
    const dialog = page.getByRole('dialog', { name: '$9.99 per month package' });
    await dialog.getByText('Access to all subscriber posts').waitFor();
    await screenshot(page, 'storefront-04-package-390');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Buy Package' }).click();
    await page.getByText(`You are now subscribed to ${flirt.login}.`).waitFor();
    await page.waitForURL(new RegExp(`/${flirt.login}/packages$`));
    await page.getByText(RENEWS).first().waitFor();
    await screenshot(page, 'storefront-05-packages-390');
    await expectNoSeriousViolations(page);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
  });

  it('gives the Flirt their own menu, hides Member Since after 500 ms, and refuses their own package', async () => {
    const page = await pageFor(flirt, { width: 1366, height: 900 });
    await page.goto(`/${flirt.login}`);
    await page.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    // No tribute to oneself, and #tribute opens nothing.
    expect(await page.getByRole('button', { name: 'Pay a Tribute' }).count()).toBe(0);
    const labels = await menuLabels(page, flirt.login);
    for (const label of [
      'Flirt Profile',
      'Hide Member Since Date',
      'Subscriptions',
      'Copy Tribute Link',
    ]) {
      expect(labels).toContain(label);
    }
    for (const label of ['Send Mail', 'Copy Link', 'Subscription Settings']) {
      expect(labels).not.toContain(label);
    }
    await screenshot(page, 'storefront-06-owner-menu-1366');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Hide Member Since Date' }).click();
    await page.getByRole('button', { name: 'Show Member Since Date' }).waitFor();
    const visitorView = () =>
      fetch(`${suite.baseUrl}/client_api/advisors/${flirt.login}/storefront`).then(
        (response) => response.json() as Promise<{ show_member_since: boolean }>,
      );
    await eventually(visitorView, (view) => !view.show_member_since, 'Member Since is hidden');
    const visitor = await pageFor(null, { width: 1366, height: 900 });
    await visitor.goto(`/${flirt.login}`);
    await visitor.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    expect(await visitor.getByText(/^Member Since/).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Member Since Date' }).click();
    await eventually(visitorView, (view) => view.show_member_since, 'Member Since shows again');

    await page.goto(`/${flirt.login}/packages/${packageId}#tribute`);
    const dialog = page.getByRole('dialog', { name: '$9.99 per month package' });
    await dialog.getByRole('button', { name: 'Buy Package' }).click();
    await page.getByText("We're sorry, you cannot purchase your own package.").waitFor();
    expect(await page.getByRole('dialog', { name: 'Pay a Tribute' }).count()).toBe(0);
  });

  it('opens the profile page from the menu: back arrow, login as title, View Storefront', async () => {
    const page = await pageFor(flirt, { width: 390, height: 844 });
    await page.goto(`/${flirt.login}`);
    await menuLabels(page, flirt.login);
    await page.getByRole('link', { name: 'Flirt Profile' }).click();
    await page.waitForURL(new RegExp(`/profile/${flirt.login}$`));
    await page.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: `${flirt.login}'s storefront` }).waitFor();
    await page.getByText('Sunset on the pier').first().waitFor();
    await screenshot(page, 'storefront-07-profile-390');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Packages' }).click();
    await page.waitForURL(new RegExp(`/profile/${flirt.login}#packages$`));
    await page.getByRole('heading', { name: '$9.99 per month' }).waitFor();
    const labels = await menuLabels(page, flirt.login);
    expect(labels[0]).toBe('View Storefront');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: `Back to ${flirt.login}'s storefront` }).click();
    await page.waitForURL(new RegExp(`/${flirt.login}$`));
  });
});
