import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { addCard, type ApiSession, signIn, signUp, uniqueLogin } from './support/api';
import { screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import { onboardByApi, PNG, staffMember, uploadImage } from './support/flirt';
import { browserSuite } from './support/suite';

/**
 * The staff consoles and the Flirt's social shouts, end to end: one server and one browser for
 * the file. A moderator accepts one waiting post and rejects another with a reason the Flirt
 * sees; an admin finds accounts, grants a role, approves an ID verification and deactivates and
 * reactivates an account; a Flirt links a Bluesky account and sends a manual shout.
 */
describe('staff consoles and social shouts in a browser', () => {
  // The moderation queue lists every waiting post and report of the site: a server of its own.
  const suite = browserSuite({ ownServer: true });
  let admin: ApiSession;
  let flirt: ApiSession;
  let moderator: ApiSession;
  let member: ApiSession;
  let applicant: ApiSession;
  let acceptId = '';
  let rejectId = '';

  async function bothSizes(page: Page, name: string): Promise<void> {
    await screenshot(page, `${name}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${name}-phone`);
    // Nothing sticks out of a phone's width (the offenders are named when something does).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > 391)
        .map((element) => `${element.tagName}.${element.className}`),
    );
    expect(wide).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  beforeAll(async () => {
    admin = suite.admin;
    // A Flirt through setup and onboarding (legal terms, a price, a first post).
    flirt = await suite.advisor('shouty');
    await onboardByApi(flirt);
    const posts: string[] = [];
    for (const body of ['Sunset on the pier', 'Something the rules do not allow']) {
      const photo = await uploadImage(flirt);
      const created = await flirt.request<{ id: string }>('POST', '/feeds/posts', {
        post_type: 'free',
        body,
        post_items: [{ fm_item_id: photo, sort_order: 0 }],
      });
      posts.push(created.id);
    }
    [acceptId = '', rejectId = ''] = posts;
    for (const id of posts) {
      await eventually(
        () => flirt.request<{ post_item_encoding_status: string }>('GET', `/feeds/posts/${id}`),
        (post) => post.post_item_encoding_status === 'complete',
        'the post’s media is encoded',
      );
    }
    moderator = await staffMember(suite.baseUrl, admin, 'moderator', 'mod');
    member = await signUp(suite.baseUrl, uniqueLogin('member'));
    // A Flirt in setup who has asked for an ID verification (phone and card steps done).
    applicant = await signUp(suite.baseUrl, uniqueLogin('applicant'), true);
    const added = await applicant.request<{ phone: { id: string } }>('POST', '/client_api/phone', {
      phone_number: '(212) 555-7788',
    });
    const sent = await applicant.request<{ development_code: string }>(
      'POST',
      `/client_api/phone/${added.phone.id}/phone_verifications`,
    );
    await applicant.request(
      'PATCH',
      `/client_api/phone/${added.phone.id}/phone_verifications/${sent.development_code}`,
    );
    await applicant.request('PATCH', '/client_api/flirt_account_setup', { step: 'add_phone' });
    await addCard(applicant);
    await applicant.request('PATCH', '/client_api/flirt_account_setup', { step: 'add_cc' });
    await applicant.request('POST', '/client_api/id_verification');
  }, 240_000);

  it('a moderator accepts one waiting post and rejects another with a reason the Flirt sees', async () => {
    const page = await suite.page(moderator);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: 'Moderation console', exact: true }).click();
    await page.getByRole('heading', { name: 'Posts waiting for review' }).waitFor();
    const accepted = page
      .getByRole('article', { name: `Post by ${flirt.login}` })
      .filter({ hasText: 'Sunset on the pier' });
    await accepted.getByRole('img', { name: 'beach.png' }).waitFor();
    await bothSizes(page, 'staff-00-moderation');
    await accepted.getByRole('button', { name: 'Accept', exact: true }).click();
    await accepted.waitFor({ state: 'detached' });
    await eventually(
      () => flirt.request<{ published_at: string | null }>('GET', `/feeds/posts/${acceptId}`),
      (post) => post.published_at !== null,
      'the accepted post is published',
    );

    const rejected = page
      .getByRole('article', { name: `Post by ${flirt.login}` })
      .filter({ hasText: 'Something the rules do not allow' });
    await rejected.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Post' });
    await dialog.getByRole('button', { name: 'Reject Post', exact: true }).click();
    await dialog.getByText('Please give a reason for rejecting this post.').waitFor();
    await dialog.getByLabel('Reason').fill('Nudity is not allowed in free posts.');
    await screenshot(page, 'staff-01-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await rejected.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Posts waiting for review' })
      .getByText('Yay! There is nothing here for you to review.')
      .waitFor();
    const seen = await eventually(
      () =>
        flirt.request<{ rejection_reason: string | null; display_status: string }>(
          'GET',
          `/feeds/posts/${rejectId}`,
        ),
      (post) => post.rejection_reason !== null,
      'the Flirt sees the rejection',
    );
    expect(seen).toMatchObject({
      rejection_reason: 'Nudity is not allowed in free posts.',
      display_status: 'removed',
    });
  });

  it('an admin finds accounts, grants a role, approves an ID, deactivates and reactivates', async () => {
    const page = await suite.page(admin);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: 'Admin console', exact: true }).click();
    const search = page.getByLabel('Member Name, email address or account id');
    await search.fill('nobody_at_all_here');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByText('No account matches.').waitFor();

    await search.fill(member.login);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const account = page.getByRole('article', { name: `Account ${member.login}` });
    await account.getByRole('button', { name: 'Grant Moderator', exact: true }).click();
    await account.getByRole('button', { name: 'Revoke Moderator', exact: true }).waitFor();
    const roles = await member.request<{ roles: string[] }>('GET', '/client_api/user');
    expect(roles.roles).toContain('moderator');
    await bothSizes(page, 'staff-02-admin');

    await account.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${member.login}` });
    await dialog.getByLabel('Reason (optional)').fill('Spam reports');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await account.getByText('Deactivated', { exact: true }).waitFor();
    await expect(signIn(suite.baseUrl, member.login, member.password)).rejects.toThrow('403');
    await account.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await account.getByRole('button', { name: 'Deactivate', exact: true }).waitFor();
    await expect(signIn(suite.baseUrl, member.login, member.password)).resolves.toBeTruthy();

    await search.fill(`${applicant.login.toLowerCase()}@example.com`);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const flirtAccount = page.getByRole('article', { name: `Account ${applicant.login}` });
    await flirtAccount.getByRole('button', { name: 'Approve ID', exact: true }).click();
    await flirtAccount.getByText('Verified', { exact: true }).waitFor();
    const status = await applicant.request<{ status: string }>(
      'GET',
      '/client_api/id_verification',
    );
    expect(status.status).toBe('verified');
    await screenshot(page, 'staff-03-admin-id-approved');
  });

  it('a Flirt links a Bluesky account and sends a manual shout with a link', async () => {
    const page = await suite.page(flirt);
    await page.goto('/account');
    await page.getByRole('link', { name: /Social Shouts/ }).click();
    await page.getByRole('heading', { name: 'Social Shouts', exact: true }).waitFor();
    const shout = page.getByLabel('Shout', { exact: true });
    expect(await shout.isDisabled()).toBe(true);

    const handle = page.getByLabel('Bluesky handle');
    await handle.fill('not a handle');
    await page.getByRole('button', { name: 'Link Bluesky', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'There was an error setting up your Bluesky account. Please try again later.',
      })
      .waitFor();
    await handle.fill(`${flirt.login.toLowerCase()}.bsky.social`);
    await page.getByRole('button', { name: 'Link Bluesky', exact: true }).click();
    await page.waitForURL(/\/social_shouts\?linked=bluesky/);
    await page.getByText(`@${flirt.login.toLowerCase()}.bsky.social`).waitFor();
    await page.getByText('Your Bluesky account is linked.').waitFor();

    expect(await shout.isDisabled()).toBe(false);
    await shout.pressSequentially('Live now! {');
    await page.getByRole('button', { name: '{profile_link}', exact: true }).click();
    expect(await shout.inputValue()).toBe('Live now! {profile_link}');
    await bothSizes(page, 'staff-04-social-shouts');
    await page.getByRole('button', { name: 'Send Shout', exact: true }).click();
    await page.getByText('Your shout was sent.').waitFor();
    await page
      .getByRole('region', { name: 'Recent shouts' })
      .getByText(`Live now! ${suite.baseUrl}/${flirt.login}`, { exact: false })
      .first()
      .waitFor();

    // A template with a link its event does not offer: the answer's errors replace the form.
    const tribute = page.getByLabel('Shout for: When you receive a tribute');
    await tribute.fill('Thanks for the tribute! {goodies_link}');
    await page.getByRole('button', { name: 'Save Event Shouts', exact: true }).click();
    await page.getByText('{goodies_link} is not a valid substitution').waitFor();
    await screenshot(page, 'staff-05-template-errors');
  });

  it('a Flirt crops and uploads an avatar: pending with its tooltip, then rejected by a moderator', async () => {
    const page = await suite.page(flirt);
    await page.goto('/account');
    await page.getByLabel('Choose a new Avatar').waitFor();
    // Nothing written yet, so no homepage waits for review.
    expect(
      await page
        .getByText(
          'Your homepage is pending review by our fair-play team. Reviews take up to two business days.',
        )
        .count(),
    ).toBe(0);
    await page.getByLabel('Choose a new Avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const dialog = page.getByRole('dialog', { name: 'Preview Image' });
    await dialog.getByRole('group', { name: 'Avatar crop area' }).waitFor();
    expect(await dialog.getByLabel('Crop size (50%)').inputValue()).toBe('50');
    await dialog.getByRole('group', { name: 'Avatar crop area' }).press('ArrowRight');
    await bothSizes(page, 'staff-06-preview-image');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const pending = page.getByRole('button', { name: 'Avatar pending review' });
    await pending.hover();
    await page
      .getByRole('tooltip')
      .filter({
        hasText:
          'Your NF+ Avatar is pending review and will be automatically published if approved.',
      })
      .waitFor();
    await page.getByRole('img', { name: 'Your Avatar' }).waitFor();
    await bothSizes(page, 'staff-07-avatar-pending');

    const review = await suite.page(moderator);
    await review.goto('/moderation');
    const avatar = review.getByRole('article', { name: `Avatar of ${flirt.login}` });
    await avatar.getByRole('button', { name: 'Reject Avatar', exact: true }).click();
    await avatar.getByText('Please give a reason.').waitFor();
    await avatar.getByLabel('Reason (needed to reject)').fill('Not a photo of you');
    await avatar.getByRole('button', { name: 'Reject Avatar', exact: true }).click();
    await avatar.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Avatar removed' }).hover();
    await page
      .getByRole('tooltip')
      .filter({
        hasText:
          'Your NF+ Avatar was removed because it contains content that is not allowed. It was replaced by your last approved Avatar.',
      })
      .waitFor();
  });
});
