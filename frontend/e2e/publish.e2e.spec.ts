import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { type ApiSession, signIn, signUp, uniqueLogin } from './support/api';
import { signedInContext, screenshot, expectNoSeriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import {
  type FileItem,
  fileItems,
  localInput,
  onboardByApi,
  PNG,
  runSchedulerUntilPublished,
} from './support/flirt';
import { browserSuite } from './support/suite';

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/**
 * A Flirt publishes from the browser: one server and one browser for the file. They create a
 * package, meet the 6-public limit, toggle, copy and delete packages, upload two watermarked
 * images into a subscriber post and publish it, schedule a post that waits in the Scheduled
 * queue until the scheduler publishes it, and rename, move and delete files.
 */
describe('a Flirt publishing in a browser', () => {
  const suite = browserSuite();
  let context: BrowserContext;
  let page: Page;
  let admin: ApiSession;
  let flirt: ApiSession;
  let scheduledPostId = '';

  const items = (): Promise<FileItem[]> => fileItems(flirt);

  beforeAll(async () => {
    admin = suite.admin;
    flirt = await suite.advisor('sunny');
    // Onboarding (its own screens): legal terms, the first package, the welcome post.
    await onboardByApi(flirt, { rate: '9.99', status: 'pending_onboarding', feedAccess: true });
    context = await signedInContext(suite.browser, suite.baseUrl, flirt);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.baseUrl,
    });
    page = await context.newPage();
  }, 180_000);

  it('creates a package with the form’s defaults and rules', async () => {
    await page.goto('/packages/new');
    await page.getByRole('heading', { name: 'Add Package' }).waitFor();
    const price = page.getByLabel('Price per month (USD)');
    expect(await price.inputValue()).toBe('14.99');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await price.fill('2');
    await page.getByText('Minimum $3.99 USD').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await price.fill('1000');
    await page.getByText('Maximum $999 USD').waitFor();
    await price.fill('19.99');
    // The welcome post is content to sell: feed access is offered, and on.
    expect(await page.getByLabel('Access to all subscriber posts').isChecked()).toBe(true);
    await page.getByLabel('Include free minute calls').check();
    expect(await page.getByLabel('Minutes per call').inputValue()).toBe('3');
    expect(await page.getByLabel('Limit calls per month').isChecked()).toBe(true);
    const calls = page.getByLabel('Calls per month', { exact: true });
    expect(await calls.inputValue()).toBe('10');
    await calls.fill('31');
    await page.getByText('Please enter between 1 and 30 calls.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await calls.fill('12');
    await screenshot(page, 'publish-01-package-form-1366');
    await expectNoSeriousViolations(page);
    await save.click();
    await page.getByText('Your package has been created successfully!').waitFor();
    await page.waitForURL(/\/packages$/);
    const row = page.getByRole('listitem', { name: '$19.99 package' });
    await row.getByText('12 free 3-minute calls per month').waitFor();
    await row.getByText('Active subscribers').waitFor();
    await row.getByText('Cancellation rate').waitFor();
  });

  it('explains the 6-public limit, toggles, copies and deletes packages', async () => {
    const screen = () =>
      flirt.request<{ public_count: number }>('GET', '/client_api/package_management');
    for (let count = (await screen()).public_count; count < 6; count++) {
      await flirt.request('POST', '/client_api/packages', {
        rate: String(20 + count),
        feedAccess: true,
      });
    }
    await eventually(screen, (answer) => answer.public_count === 6, 'six public packages');
    const limit = 'You can have at most 6 public packages. Please make one of them private first.';
    await page.goto('/packages/new');
    await page.getByText(limit).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Private (sold only through its link)').check();
    expect(await save.isDisabled()).toBe(false);

    await page.goto('/packages');
    await page.getByText(limit).waitFor();
    await screenshot(page, 'publish-02-packages-1366');
    await expectNoSeriousViolations(page);
    const row = page.getByRole('listitem', { name: '$19.99 package' });
    await row.getByRole('button', { name: 'Make Private' }).click();
    await page
      .getByRole('dialog', { name: 'Make Private' })
      .getByRole('button', { name: 'Make Private' })
      .click();
    await page.getByText('Your package is now private.').waitFor();
    await page.getByText(limit).waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Make Public' }).waitFor();

    await row.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Package link copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/${flirt.login}/packages/[0-9a-f-]{36}$`));

    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Package' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Your package has been deleted.').waitFor();
    await page.getByRole('heading', { name: 'Deleted packages' }).waitFor();
  });

  it('uploads two watermarked images into a subscriber post and publishes it', async () => {
    await page.goto('/feed/create_post');
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
    const post = page.getByRole('button', { name: 'Post', exact: true });
    expect(await post.isDisabled()).toBe(true);
    await page.getByLabel('Subscriber Post').check();
    await page.getByLabel('Public caption').fill('Sunset set for my subscribers');
    await page.getByRole('button', { name: 'Add Subscriber Caption' }).click();
    await page.getByLabel('Subscriber caption').fill('Thank you for subscribing!');
    await page.getByRole('button', { name: 'Add content' }).click();
    const modal = page.getByRole('dialog', { name: 'Select Files' });
    await modal.getByRole('tab', { name: 'Upload' }).click();
    const watermark = modal.getByLabel('Add watermark');
    expect(await watermark.isChecked()).toBe(true);
    await modal.getByText('Your Watermark').waitFor({ state: 'attached' });
    await modal.locator('input[type=file]').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await modal.locator('.upload-entry--complete', { hasText: 'first.png' }).waitFor();
    await modal.locator('.upload-entry--complete', { hasText: 'second.png' }).waitFor();
    await screenshot(page, 'publish-03-select-files-1366');
    await expectNoSeriousViolations(page);
    await modal.getByRole('button', { name: 'Add to Post' }).click();
    await modal.waitFor({ state: 'detached' });

    const rows = page.locator('.post-media__row');
    await rows.nth(1).waitFor();
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining('first.png'),
      expect.stringContaining('second.png'),
    ]);
    // Media is chosen: the post type is fixed.
    expect(await page.getByLabel('Free Post').isDisabled()).toBe(true);
    // Reorder with the keyboard: pick up the first file, move it down, drop it.
    await page.getByRole('button', { name: 'Reorder first.png' }).focus();
    await page.keyboard.press('Space');
    const dragging = page.locator('.post-media__row--dragging');
    await dragging.waitFor();
    // The list measures its rows just after the pick-up: press until the row moves down, then
    // drop (at the bottom a further press changes nothing).
    await eventually(
      async () => {
        await page.keyboard.press('ArrowDown');
        return dragging.getAttribute('style');
      },
      (style) => /translate3d\(0px, [1-9]/.test(style ?? ''),
      'the picked-up row moves down',
    );
    // The other row makes room (the list knows where the drop lands).
    await eventually(
      () => page.locator('.post-media__row:not(.post-media__row--dragging)').getAttribute('style'),
      (style) => /translate3d\(0px, -[1-9]/.test(style ?? ''),
      'the other row moves up',
    );
    await page.keyboard.press('Space');
    await eventually(
      () => rows.allInnerTexts(),
      (texts) => texts[0]?.includes('second.png') === true,
      'the files swap places',
    );
    await screenshot(page, 'publish-04-create-post-1366');
    await expectNoSeriousViolations(page);

    await post.click();
    await page.waitForURL(/\/feed\/[^/]+\/[0-9a-f-]{36}\?fromCreate=true$/);
    const postId = /\/([0-9a-f-]{36})\?/.exec(page.url())?.[1] ?? '';
    const created = await flirt.request<{
      post_type: string;
      paid_body: string;
      post_items: { file_name: string }[];
    }>('GET', `/feeds/posts/${postId}`);
    expect(created.post_type).toBe('subscriber');
    expect(created.paid_body).toBe('Thank you for subscribing!');
    expect(created.post_items.map((item) => item.file_name)).toEqual(['second.png', 'first.png']);
    expect(
      (await items()).filter((item) => item.watermarked).map((item) => item.file_name),
    ).toEqual(expect.arrayContaining(['first.png', 'second.png']));

    // Media waits for review: the Processing queue shows it until a moderator accepts it.
    await page.goto('/feed/queue/processing');
    await page.getByText('Sunset set for my subscribers').waitFor();
    const person = await signUp(suite.baseUrl, uniqueLogin('moderator'));
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, {
      role: 'moderator',
    });
    const moderator = await signIn(suite.baseUrl, person.login, person.password);
    await eventually(
      () => flirt.request<{ post_item_encoding_status: string }>('GET', `/feeds/posts/${postId}`),
      (answer) => answer.post_item_encoding_status === 'complete',
      'the post’s media is encoded',
    );
    await moderator.request('POST', `/feeds/moderation/posts/${postId}/accept`);
    await eventually(
      () => flirt.request<{ published_at: string | null }>('GET', `/feeds/posts/${postId}`),
      (answer) => answer.published_at !== null,
      'the post is published',
    );
    await page.reload();
    await page.getByText('All of your posts have been processed!').waitFor();
    await page.getByRole('link', { name: 'Rejected' }).click();
    await page.getByText('You have no rejected posts.').waitFor();
  });

  it('schedules a post that waits in the Scheduled queue until the scheduler publishes it', async () => {
    await page.goto(`/${flirt.login}/feed/create_post`);
    await page.getByLabel('Caption', { exact: true }).fill('See you tomorrow morning');
    await page.getByRole('button', { name: 'Schedule post' }).click();
    await page.getByLabel('Publish at').fill(localInput(60));
    await page.getByText(/^Scheduled for /).waitFor();
    await page.getByRole('button', { name: 'Remove schedule' }).click();
    await page.getByRole('button', { name: 'Post', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Schedule post' }).click();
    await page.getByLabel('Publish at').fill(localInput(60));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(/^Your post is scheduled for /).waitFor();
    await page.waitForURL(/fromCreate=true$/);
    const postId = /\/([0-9a-f-]{36})\?/.exec(page.url())?.[1] ?? '';

    await page.goto('/feed/queue/scheduled');
    await page.getByText('See you tomorrow morning').waitFor();
    await screenshot(page, 'publish-05-queue-1366');
    await expectNoSeriousViolations(page);

    // Bring the time forward (as the Flirt may), then run the scheduler until it is due.
    await runSchedulerUntilPublished(admin, flirt, postId);
    await page.reload();
    await page.getByText('You have no scheduled posts.').waitFor();
    scheduledPostId = postId;
  });

  it('pins, edits and deletes the Flirt’s own post on its page', async () => {
    await page.goto(`/feed/${flirt.login}/${scheduledPostId}`);
    await page.getByText('See you tomorrow morning').waitFor();
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await page.getByRole('button', { name: 'Unpin', exact: true }).waitFor();
    await page.getByText('Pinned', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await edit.getByLabel('Caption').fill('See you this evening');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('article').getByText('See you this evening').waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete Post' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Your post has been deleted.').waitFor();
    await page.waitForURL(new RegExp(`/${flirt.login}/feed$`));
    const answer = await fetch(`${suite.baseUrl}/feeds/posts/${scheduledPostId}`, {
      headers: { cookie: flirt.cookieHeader },
    });
    expect(answer.status).toBe(404);
  });

  it('marks a file a free post may not take, and offers only Close after a failed upload', async () => {
    const adult = (await items()).find((item) => item.file_name === 'first.png');
    if (!adult) throw new Error('first.png is missing');
    await flirt.request('PATCH', `/fm/client_api/items/${adult.fm_item_id}`, { rating: 'adult' });
    await page.goto('/feed/create_post');
    await page.getByLabel('Free Post').check();
    await page.getByRole('button', { name: 'Add content' }).click();
    const modal = page.getByRole('dialog', { name: 'Select Files' });
    await modal.getByLabel('first.png').check();
    await modal.getByRole('button', { name: 'Add to Post' }).click();
    await page.locator('.post-media__row').getByText('Not eligible for Free Posts').waitFor();
    expect(await page.getByRole('button', { name: 'Post', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Subscriber Post').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove first.png' }).click();
    expect(await page.getByLabel('Subscriber Post').isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'Add content' }).click();
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal
      .locator('input[type=file]')
      .setInputFiles([{ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) }]);
    await modal.locator('.upload-entry--failed', { hasText: 'empty.png' }).waitFor();
    await modal
      .getByText("We're sorry, the following file could not be uploaded:", { exact: false })
      .waitFor();
    expect(await modal.getByRole('button', { name: 'Add to Post' }).count()).toBe(0);
    expect(await modal.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await modal.waitFor({ state: 'detached' });
  });

  it('refuses a text file and a renamed one in a post: "{type} files not allowed in Posts"', async () => {
    const before = (await items()).length;
    await page.goto('/feed/create_post');
    await page.getByLabel('Subscriber Post').check();
    await page.getByRole('button', { name: 'Add content' }).click();
    const modal = page.getByRole('dialog', { name: 'Select Files' });
    await modal.getByRole('tab', { name: 'Upload' }).click();
    await modal.locator('input[type=file]').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') },
      // Named and typed as a PNG, but its bytes are text: the server reads the bytes.
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') },
    ]);
    const txt = modal.locator('.upload-entry--failed', { hasText: 'notes.txt' });
    await txt.getByText('TXT files not allowed in Posts').waitFor();
    const fake = modal.locator('.upload-entry--failed', { hasText: 'fake.png' });
    await fake.getByText('PNG files not allowed in Posts').waitFor();
    expect(await modal.locator('.upload-entry--complete').count()).toBe(0);
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.locator('.post-media__row').count()).toBe(0);
    expect((await items()).length).toBe(before);
  });

  it('renames, moves and deletes files in the File Manager, and uploads there', async () => {
    await page.goto('/account/filemanager?tab=upload');
    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'third.png', mimeType: 'image/png', buffer: PNG }]);
    await page.locator('.upload-entry--complete', { hasText: 'third.png' }).waitFor();

    await page.getByRole('link', { name: 'Files', exact: true }).click();
    const grid = page.getByRole('list', { name: 'Files' });
    await grid.getByText('third.png').waitFor();
    await page.getByRole('button', { name: 'New Folder' }).click();
    await page.getByLabel('Folder name').fill('Beach');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('The folder has been created.').waitFor();

    await grid.getByRole('button', { name: 'Rename third.png' }).click();
    await page.getByRole('dialog', { name: 'Rename File' }).getByLabel('Name').fill('Golden hour');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await grid.getByText('Golden hour').waitFor();

    await grid.getByRole('button', { name: 'Move Golden hour' }).click();
    await page.getByLabel('Move to').selectOption({ label: 'Beach' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('The file has been moved.').waitFor();
    await page.getByLabel('Folder', { exact: true }).selectOption({ label: 'Beach (1)' });
    await grid.getByText('Golden hour').waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'publish-06-file-manager-1366');
    await expectNoSeriousViolations(page);

    await grid.getByRole('button', { name: 'Delete Golden hour' }).click();
    await page
      .getByRole('dialog', { name: 'Delete File' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('This folder is empty.').waitFor();
    expect((await items()).some((item) => item.title === 'Golden hour')).toBe(false);
  });

  it('sends a customer away from the package pages to their account', async () => {
    const customer = await signUp(suite.baseUrl, uniqueLogin('fan'));
    const other = await signedInContext(suite.browser, suite.baseUrl, customer);
    try {
      const visitor = await other.newPage();
      await visitor.goto('/packages/new');
      await visitor.waitForURL(/\/account$/);
    } finally {
      await other.close();
    }
  });

  it('fits a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, ready, name] of [
      ['/packages', 'Manage Packages', 'publish-07-packages-390'],
      ['/feed/create_post', 'Create Post', 'publish-08-create-post-390'],
      ['/feed/queue/scheduled', 'Posts Queue', 'publish-09-queue-390'],
      ['/account/filemanager', 'File Manager', 'publish-10-file-manager-390'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: ready }).waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, name);
      await expectNoSeriousViolations(page);
    }
  });
});
