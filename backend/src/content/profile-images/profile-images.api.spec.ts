import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  HomepageResponse,
  ProfileReviewsResponse,
  ProfileStatusResponse,
  StorefrontProfileResponse,
} from '@flirtwire/contracts';
import sharp from 'sharp';
import {
  newCustomer,
  newFlirt,
  post,
  settle,
  upload,
  uploadImage,
} from '../../test-support/content.js';
import { grantRole, type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('avatar, cover and homepage reviews API', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let moderator: SignedInUser;
  let customer: SignedInUser;
  const customerOf = () => customer;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    flirt = await newFlirt(t, admin);
    moderator = await newCustomer(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
    customer = await newCustomer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const status = async () =>
    (await post(t, flirt, 'GET', '/client_api/profile_images')).json<ProfileStatusResponse>();
  const reviews = async () => {
    await settle(t);
    return (
      await post(t, moderator, 'GET', '/feeds/moderation/profile_reviews')
    ).json<ProfileReviewsResponse>().records;
  };

  it('a new Flirt’s unwritten homepage is not pending review and not in the moderators’ queue', async () => {
    expect((await status()).homepage_status).toBe('new_profile');
    expect((await reviews()).some((r) => r.creator_id === flirt.userId)).toBe(false);
    const review = await post(
      t,
      moderator,
      'POST',
      `/feeds/moderation/profile_reviews/${flirt.userId}/homepage/accept`,
      {},
    );
    expect(review.statusCode).toBe(409);
  });

  it('an avatar waits for review with the pending tooltip, then a moderator accepts it', async () => {
    expect((await status()).avatar).toEqual({
      status: 'none',
      url: null,
      pending_url: null,
      tooltip: null,
    });
    const photo = await uploadImage(t, flirt);
    const submitted = await post(t, flirt, 'POST', '/client_api/profile_images/avatar', {
      fm_item_id: photo,
    });
    expect(submitted.statusCode).toBe(201);
    expect((await status()).avatar).toMatchObject({
      status: 'pending',
      url: null,
      pending_url: expect.stringContaining(`/fm/media/${photo}/large?`),
      tooltip: 'Your NF+ Avatar is pending review and will be automatically published if approved.',
    });
    const waiting = await reviews();
    expect(waiting.filter((r) => r.creator_id === flirt.userId).map((r) => r.kind)).toEqual([
      'avatar',
    ]);
    const accepted = await post(
      t,
      moderator,
      'POST',
      `/feeds/moderation/profile_reviews/${flirt.userId}/avatar/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    expect((await status()).avatar).toMatchObject({
      status: 'accepted',
      url: expect.stringContaining(`/fm/media/${photo}/large?`),
      tooltip: null,
    });
    expect((await reviews()).some((r) => r.kind === 'avatar')).toBe(false);
  });

  it('a rejected cover needs a reason and says the image was replaced', async () => {
    const photo = await uploadImage(t, flirt);
    await post(t, flirt, 'POST', '/client_api/profile_images/cover', { fm_item_id: photo });
    const url = `/feeds/moderation/profile_reviews/${flirt.userId}/cover/reject`;
    const missing = await post(t, moderator, 'POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { fields: { reason: 'Please give a reason.' } },
    });
    expect((await post(t, moderator, 'POST', url, { reason: 'Nudity' })).statusCode).toBe(200);
    expect((await status()).cover).toMatchObject({
      status: 'rejected',
      url: null,
      pending_url: null,
      tooltip:
        'Your NF+ Cover was removed because it contains content that is not allowed. It was replaced by your last approved Cover.',
    });
    const again = await post(t, moderator, 'POST', url, { reason: 'Nudity' });
    expect(again.statusCode).toBe(409);
  });

  it('a rejected homepage shows the reason and comment to its owner', async () => {
    const written = await post(t, flirt, 'PUT', '/client_api/homepage', {
      content: '<p>Call me at 555 0100</p>',
    });
    expect(written.statusCode).toBe(200);
    await settle(t);
    const rejected = await post(
      t,
      moderator,
      'POST',
      `/feeds/moderation/profile_reviews/${flirt.userId}/homepage/reject`,
      { reason: 'Contact details', comment: 'Please remove the phone number.' },
    );
    expect(rejected.statusCode).toBe(200);
    expect(await status()).toMatchObject({
      homepage_status: 'not_accepted',
      homepage_reason: 'Contact details',
      homepage_comment: 'Please remove the phone number.',
    });
  });

  it('takes only the Flirt’s own JPEG or PNG; others are refused', async () => {
    const webp = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .webp()
      .toBuffer();
    const uploaded = await upload(t, flirt, { name: 'x.webp', data: webp, type: 'image/webp' });
    expect(uploaded.statusCode).toBe(201);
    const webpId = uploaded.json<{ item: { fm_item_id: string } }>().item.fm_item_id;
    const wrongType = await post(t, flirt, 'POST', '/client_api/profile_images/avatar', {
      fm_item_id: webpId,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      error: { fields: { fm_item_id: 'Please choose a JPEG or PNG image.' } },
    });
    const admin = await signInAdmin(t);
    const other = await newFlirt(t, admin);
    const theirs = await uploadImage(t, other);
    const notMine = await post(t, flirt, 'POST', '/client_api/profile_images/avatar', {
      fm_item_id: theirs,
    });
    expect(notMine.json()).toMatchObject({
      error: { fields: { fm_item_id: 'This image is not in your File Manager.' } },
    });
    for (const [body, url, code] of [
      [{ fm_item_id: 'nope' }, '/client_api/profile_images/avatar', 400],
      [{ fm_item_id: theirs }, '/client_api/profile_images/banner', 404],
    ] as const) {
      expect((await post(t, flirt, 'POST', url, body)).statusCode).toBe(code);
    }
    const customer = await newCustomer(t);
    expect((await post(t, customer, 'GET', '/client_api/profile_images')).statusCode).toBe(403);
    expect((await post(t, flirt, 'GET', '/feeds/moderation/profile_reviews')).statusCode).toBe(403);
    const unknown = await post(
      t,
      moderator,
      'POST',
      `/feeds/moderation/profile_reviews/${flirt.userId}/banner/accept`,
      {},
    );
    expect(unknown.statusCode).toBe(404);
  });

  describe('homepage', () => {
    let writer: SignedInUser;
    beforeAll(async () => {
      writer = await newFlirt(t, await signInAdmin(t));
    });
    const homepage = async (who: SignedInUser | null) => {
      await settle(t);
      return (
        await post(t, who, 'GET', `/client_api/advisors/${writer.login}/homepage`)
      ).json<HomepageResponse>();
    };
    const save = (who: SignedInUser | null, content: unknown) =>
      post(t, who, 'PUT', '/client_api/homepage', { content });
    const decide = (decision: 'accept' | 'reject', body: object = {}) =>
      post(
        t,
        moderator,
        'POST',
        `/feeds/moderation/profile_reviews/${writer.userId}/homepage/${decision}`,
        body,
      );

    it('the Flirt writes rich text, cleaned of scripts; only they see it until it is accepted', async () => {
      const saved = await save(
        writer,
        '<p>Hi, I am <b>new</b> here<script>alert(1)</script></p><p><a href="javascript:alert(1)" onclick="x()">me</a></p>',
      );
      expect(saved.statusCode).toBe(200);
      const clean =
        '<p>Hi, I am <b>new</b> here</p><p><a target="_blank" rel="noopener noreferrer nofollow">me</a></p>';
      expect(await homepage(writer)).toEqual({
        homepage_status: 'new',
        content: null,
        draft: clean,
        reason: null,
        comment: null,
      });
      expect(await homepage(null)).toEqual({
        homepage_status: 'new',
        content: null,
        draft: null,
        reason: null,
        comment: null,
      });
      const waiting = (await reviews()).find(
        (r) => r.creator_id === writer.userId && r.kind === 'homepage',
      );
      expect(waiting?.content).toBe(clean);

      expect(
        (await decide('reject', { reason: 'Contact details', comment: 'No links' })).statusCode,
      ).toBe(200);
      expect(await homepage(writer)).toMatchObject({
        homepage_status: 'not_accepted',
        content: null,
        reason: 'Contact details',
        comment: 'No links',
      });
      const unchanged = await save(writer, clean);
      expect(unchanged.statusCode).toBe(400);
      expect(unchanged.json()).toMatchObject({
        error: { fields: { content: 'Your homepage has not changed.' } },
      });
      expect((await save(writer, '<p>Hi, I am <i>new</i> here</p>')).statusCode).toBe(200);
      expect((await homepage(writer)).homepage_status).toBe('not_accepted_edited');
      expect((await decide('accept')).statusCode).toBe(200);
      const seen = await homepage(customerOf());
      expect(seen).toMatchObject({
        homepage_status: 'accepted_edited',
        content: '<p>Hi, I am <i>new</i> here</p>',
        draft: null,
      });
      const storefront = (
        await post(t, null, 'GET', `/client_api/advisors/${writer.login}/storefront`)
      ).json<StorefrontProfileResponse>();
      expect(storefront).toMatchObject({
        homepage_status: 'accepted_edited',
        homepage_content: '<p>Hi, I am <i>new</i> here</p>',
      });
    });

    it('answers bad input with 400 and the field; only a Flirt writes one', async () => {
      const empty = await save(writer, '<p> </p><script>x()</script>');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        error: { fields: { content: 'Please write something about yourself.' } },
      });
      const missing = await post(t, writer, 'PUT', '/client_api/homepage', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: { fields: { content: 'Please write something about yourself.' } },
      });
      const long = await save(writer, `<p>${'x'.repeat(40_001)}</p>`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        error: { fields: { content: 'Your homepage is too long. Please shorten it.' } },
      });
      expect((await save(null, '<p>Hi</p>')).statusCode).toBe(401);
      expect((await save(customerOf(), '<p>Hi</p>')).statusCode).toBe(403);
      expect(
        (await post(t, null, 'GET', '/client_api/advisors/nobody_here_at_all/homepage')).statusCode,
      ).toBe(404);
    });
  });
});
