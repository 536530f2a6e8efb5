import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { ApiSession } from './support/api';
import { screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { onboardByApi, PNG, staffMember } from './support/flirt';
import { browserSuite } from './support/suite';

/**
 * A Flirt's avatar and homepage and the moderators' answers, in a browser (one server, one
 * browser, a context per person): the owner edits the avatar in place on the storefront and a
 * moderator accepts it; the owner writes a homepage, a moderator rejects it with a reason and a
 * comment, the owner edits it and it is accepted, then a visitor reads it; a moderator takes a
 * reported post down with a reason.
 */
describe('storefront avatar, homepage and reports with the moderators', () => {
  const suite = browserSuite();
  let admin: ApiSession;
  let flirt: ApiSession;
  let moderator: ApiSession;

  async function bothSizes(page: Page, name: string): Promise<void> {
    await screenshot(page, `${name}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${name}-phone`);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  beforeAll(async () => {
    admin = suite.admin;
    flirt = await suite.advisor('profiled');
    // Onboarding through its API (its screens have their own suite), so the Flirt may post.
    await onboardByApi(flirt);
    moderator = await staffMember(suite.baseUrl, admin, 'moderator', 'mod');
  }, 240_000);

  it('the owner edits the avatar in place on the storefront; accepted, everyone sees it', async () => {
    const page = await suite.page(flirt);
    await page.goto(`/${flirt.login}`);
    await page.getByRole('button', { name: 'Edit Avatar', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Your Avatar' });
    await editor.getByText('No Avatar yet').waitFor();
    await editor.getByLabel('Choose a new Avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const preview = page.getByRole('dialog', { name: 'Preview Image' });
    await preview.getByRole('group', { name: 'Avatar crop area' }).waitFor();
    // The crop's Preview shows the image as soon as the dialog opens, before the frame moves.
    await eventually(
      () =>
        preview
          .getByRole('img', { name: 'Preview of your new Avatar' })
          .evaluate((canvas: HTMLCanvasElement) => {
            const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
            return pixels
              ? pixels.data.filter((_, i) => i % 4 === 3 && pixels.data[i] !== 0).length
              : 0;
          }),
      (painted) => painted > 0,
      'the crop preview is drawn on open',
    );
    await preview.getByRole('button', { name: 'Save', exact: true }).click();
    await preview.waitFor({ state: 'detached' });
    await editor.waitFor({ state: 'detached' });
    // The storefront tells its owner the new avatar waits for review.
    await page
      .getByText(
        'Your NF+ Avatar is pending review and will be automatically published if approved.',
      )
      .first()
      .waitFor();

    const moderation = await suite.page(moderator);
    await moderation.goto('/moderation');
    const review = moderation.getByRole('article', { name: `Avatar of ${flirt.login}` });
    await review.getByRole('button', { name: 'Accept Avatar', exact: true }).click();
    await review.waitFor({ state: 'detached' });

    const visitor = await suite.page(null);
    await visitor.goto(`/${flirt.login}`);
    const avatar = visitor.getByRole('img', { name: `${flirt.login}'s avatar` });
    await avatar.waitFor();
    await eventually(
      () => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      (loaded) => loaded,
      'the accepted avatar loads for a visitor',
    );
    await bothSizes(visitor, 'profile-01-storefront-avatar');
  });

  it('a homepage: written, rejected with a reason and comment, edited, accepted, then read by a visitor', async () => {
    const page = await suite.page(flirt);
    await page.goto(`/profile/${flirt.login}`);
    const text = page.getByRole('textbox', { name: 'Homepage text' });
    await text.click();
    await page.keyboard.type('Call me at 555 0100');
    await page.getByRole('button', { name: 'Submit for Review', exact: true }).click();
    await page.getByText('Your homepage was sent for review.').waitFor();
    await page
      .getByText(
        'Your homepage is pending review by our fair-play team. Reviews take up to two business days.',
      )
      .waitFor();
    await bothSizes(page, 'profile-02-homepage-editor');

    const moderation = await suite.page(moderator);
    await moderation.goto('/moderation');
    const review = moderation.getByRole('article', { name: `Homepage of ${flirt.login}` });
    await review.getByText('Call me at 555 0100').waitFor();
    await review.getByLabel('Reason (needed to reject)').fill('Contact details');
    await review.getByLabel('Comment to the Flirt (optional)').fill('Please remove the number.');
    await screenshot(moderation, 'profile-03-homepage-review');
    await review.getByRole('button', { name: 'Reject Homepage', exact: true }).click();
    await review.waitFor({ state: 'detached' });

    await page.reload();
    await page
      .getByText('Your homepage was not accepted. Please edit it and resubmit it for review.')
      .waitFor();
    await page.getByText('Reason: Contact details').waitFor();
    await page.getByText('Comment: Please remove the number.').waitFor();
    await text.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Hello from ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('the beach');
    await page.getByRole('button', { name: 'Submit for Review', exact: true }).click();
    await page.getByText('Your homepage was sent for review.').waitFor();

    await moderation.reload();
    const again = moderation.getByRole('article', { name: `Homepage of ${flirt.login}` });
    await again.getByText('Hello from').waitFor();
    await again.getByRole('button', { name: 'Accept Homepage', exact: true }).click();
    await again.waitFor({ state: 'detached' });

    const visitor = await suite.page(null);
    await visitor.goto(`/profile/${flirt.login}`);
    const about = visitor.getByRole('region', { name: 'About' });
    await about.getByText('Hello from').waitFor();
    expect(await about.locator('b, strong').textContent()).toBe('the beach');
    await bothSizes(visitor, 'profile-04-homepage-visitor');
  });

  it('a moderator takes a reported post down with a reason; the report closes', async () => {
    const created = await flirt.request<{ id: string }>('POST', '/feeds/posts', {
      post_type: 'free',
      body: 'A post someone reports',
    });
    const reporter = await suite.customer('reporter');
    await reporter.request('POST', '/client_api/report_contents', {
      content_id: created.id,
      content_type: 'post',
      description: 'Spam links',
    });
    const page = await suite.page(moderator);
    await page.goto('/moderation');
    await page.getByRole('button', { name: `Take down post ${created.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Take Down Post' });
    await dialog.getByRole('button', { name: 'Take Down', exact: true }).click();
    await dialog.getByText('Please give a reason for taking this content down.').waitFor();
    await dialog.getByLabel('Reason').fill('Spam links are not allowed.');
    await bothSizes(page, 'profile-05-take-down');
    await dialog.getByRole('button', { name: 'Take Down', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Take down post ${created.id}` }).waitFor({
      state: 'detached',
    });
    const seen = await eventually(
      () => flirt.request<{ rejection_reason: string | null }>('GET', `/feeds/posts/${created.id}`),
      (post) => post.rejection_reason !== null,
      'the Flirt sees the take-down',
    );
    expect(seen.rejection_reason).toBe('Spam links are not allowed.');
  });
});
