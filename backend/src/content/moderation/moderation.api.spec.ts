import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PostView } from '@flirtwire/contracts';
import {
  follow,
  newCustomer,
  newFlirt,
  onboard,
  post,
  settle,
  uploadImage,
} from '../../test-support/content.js';
import { grantRole, type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('moderation and reports API', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let moderator: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    flirt = await newFlirt(t, admin);
    await onboard(t, flirt);
    moderator = await newCustomer(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
  });
  afterAll(async () => {
    await t.close();
  });

  async function mediaPost(body = 'with a photo'): Promise<string> {
    const photo = await uploadImage(t, flirt);
    const created = await post(t, flirt, 'POST', '/feeds/posts', {
      post_type: 'free',
      body,
      post_items: [{ fm_item_id: photo, sort_order: 0 }],
    });
    expect(created.json()).toMatchObject({ published_at: null });
    await settle(t);
    return created.json<{ id: string }>().id;
  }
  const queue = async () => {
    await settle(t);
    return (await post(t, moderator, 'GET', '/feeds/moderation/posts')).json<{
      records: PostView[];
    }>().records;
  };
  const view = async (id: string, who: SignedInUser | null) => {
    await settle(t);
    return post(t, who, 'GET', `/feeds/posts/${id}`);
  };

  it('queues a post with media, unpublished ("Pending Review"), until a moderator accepts it', async () => {
    const id = await mediaPost();
    expect((await queue()).map((p) => p.id)).toContain(id);
    const fan = await newCustomer(t);
    await follow(t, fan, flirt.userId);
    expect((await view(id, fan)).statusCode).toBe(404);
    expect((await view(id, flirt)).json<PostView>()).toMatchObject({
      display_status: 'pending_review',
      moderation_status: 'not_reviewed',
    });
    const accepted = await post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ published_at: expect.any(String) });
    expect((await queue()).map((p) => p.id)).not.toContain(id);
    expect((await view(id, fan)).json<PostView>()).toMatchObject({
      unlocked: true,
      moderation_status: 'accepted',
    });
  });

  it('rejects with a reason: removed for everyone, shown to the owner as removed, back in the queue once edited', async () => {
    const id = await mediaPost('not allowed');
    const missing = await post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/reject`, {});
    expect(missing.json()).toMatchObject({
      error: { fields: { reason: 'Please give a reason for rejecting this post.' } },
    });
    const rejected = await post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/reject`, {
      reason: 'Nudity is not allowed in free posts.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await view(id, null)).statusCode).toBe(404);
    expect((await view(id, flirt)).json<PostView>()).toMatchObject({
      display_status: 'removed',
      moderation_status: 'not_accepted',
      rejection_reason: 'Nudity is not allowed in free posts.',
    });
    const removed = await post(t, flirt, 'GET', `/feeds/users/${flirt.userId}/removed_posts`);
    expect(removed.json<{ records: PostView[] }>().records.map((p) => p.id)).toContain(id);
    expect(
      (await post(t, flirt, 'PATCH', `/feeds/posts/${id}`, { body: 'fixed' })).statusCode,
    ).toBe(200);
    const again = (await queue()).find((p) => p.id === id);
    expect(again).toMatchObject({ moderation_status: 'not_accepted_edited', body: 'fixed' });
  });

  it('takes a published post down when rejected', async () => {
    const id = await mediaPost('published first');
    await post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/accept`);
    await settle(t);
    const before = await post(t, null, 'GET', `/feeds/creator_feed/${flirt.userId}`);
    expect(before.json<{ records: PostView[] }>().records.map((p) => p.id)).toContain(id);
    await post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/reject`, {
      reason: 'reported',
    });
    await settle(t);
    const after = await post(t, null, 'GET', `/feeds/creator_feed/${flirt.userId}`);
    expect(after.json<{ records: PostView[] }>().records.map((p) => p.id)).not.toContain(id);
  });

  it('keeps the queue and the decisions to moderators', async () => {
    const id = await mediaPost();
    const customer = await newCustomer(t);
    for (const [method, url] of [
      ['GET', '/feeds/moderation/posts'],
      ['POST', `/feeds/moderation/posts/${id}/accept`],
      ['POST', `/feeds/moderation/posts/${id}/reject`],
      ['GET', '/feeds/moderation/reports'],
    ] as const) {
      expect(
        (await post(t, customer, method, url, method === 'POST' ? { reason: 'x' } : undefined))
          .statusCode,
      ).toBe(403);
      expect(
        (await post(t, flirt, method, url, method === 'POST' ? { reason: 'x' } : undefined))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await post(t, moderator, 'POST', '/feeds/moderation/posts/nope/accept')).statusCode,
    ).toBe(404);
  });

  it('stores a content report for the moderators', async () => {
    const customer = await newCustomer(t);
    const id = await mediaPost();
    const reported = await post(t, customer, 'POST', '/client_api/report_contents', {
      content_id: id,
      content_type: 'post',
      description: 'This is spam.',
    });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toMatchObject({
      message: 'Thank you. Our team will review this content.',
    });
    await settle(t);
    const reports = await post(t, moderator, 'GET', '/feeds/moderation/reports');
    expect(reports.json<{ records: unknown[] }>().records).toContainEqual(
      expect.objectContaining({
        content_id: id,
        content_type: 'post',
        description: 'This is spam.',
        reporter_id: customer.userId,
      }),
    );
    const bad = await post(t, customer, 'POST', '/client_api/report_contents', {
      content_id: id,
      content_type: 'song',
    });
    expect(bad.statusCode).toBe(400);
    expect((await post(t, null, 'POST', '/client_api/report_contents', {})).statusCode).toBe(401);

    // A marketplace listing is reported from its drawer by its listing id (digits).
    const listing = await post(t, customer, 'POST', '/client_api/report_contents', {
      content_id: '1234567890',
      content_type: 'listing',
      description: 'Not what it says.',
    });
    expect(listing.statusCode).toBe(201);
    await settle(t);
    const again = await post(t, moderator, 'GET', '/feeds/moderation/reports');
    expect(again.json<{ records: unknown[] }>().records).toContainEqual(
      expect.objectContaining({ content_id: '1234567890', content_type: 'listing' }),
    );
    // Each kind keeps its own id shape.
    for (const [content_id, content_type] of [
      [id, 'listing'],
      ['1234567890', 'post'],
    ]) {
      const wrong = await post(t, customer, 'POST', '/client_api/report_contents', {
        content_id,
        content_type,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: { fields: { content_id: expect.any(String) } } });
    }
  });

  describe('acting on reports', () => {
    const report = async (who: SignedInUser, type: string, contentId: string) => {
      const reported = await post(t, who, 'POST', '/client_api/report_contents', {
        content_id: contentId,
        content_type: type,
        description: 'Not okay.',
      });
      expect(reported.statusCode).toBe(201);
      await settle(t);
      const open = (await post(t, moderator, 'GET', '/feeds/moderation/reports')).json<{
        records: { id: string; content_id: string; reporter_id: string }[];
      }>().records;
      const mine = open.find((r) => r.content_id === contentId && r.reporter_id === who.userId);
      expect(mine).toBeDefined();
      return mine?.id ?? '';
    };
    const openIds = async () => {
      await settle(t);
      return (await post(t, moderator, 'GET', '/feeds/moderation/reports'))
        .json<{ records: { id: string }[] }>()
        .records.map((r) => r.id);
    };
    const act = (who: SignedInUser, id: string, action: string, body: object = {}) =>
      post(t, who, 'POST', `/feeds/moderation/reports/${id}/${action}`, body);

    it('dismisses a report (the content stays) or takes the post down with a reason; each closes', async () => {
      const reporter = await newCustomer(t);
      await follow(t, reporter, flirt.userId);
      const created = await post(t, flirt, 'POST', '/feeds/posts', {
        post_type: 'free',
        body: 'A text post someone reports',
      });
      const postId = created.json<{ id: string }>().id;
      const first = await report(reporter, 'post', postId);
      expect((await act(reporter, first, 'dismiss')).statusCode).toBe(403);
      expect((await act(moderator, first, 'dismiss')).statusCode).toBe(200);
      expect(await openIds()).not.toContain(first);
      expect((await view(postId, reporter)).statusCode).toBe(200);
      const again = await act(moderator, first, 'take_down', { reason: 'Spam' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { message: 'This report was already closed.' } });

      const second = await report(reporter, 'post', postId);
      const noReason = await act(moderator, second, 'take_down', { reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({
        error: { fields: { reason: 'Please give a reason for taking this content down.' } },
      });
      expect((await act(moderator, second, 'take_down', { reason: 'Spam links' })).statusCode).toBe(
        200,
      );
      expect(await openIds()).not.toContain(second);
      expect((await view(postId, reporter)).statusCode).toBe(404);
      expect((await view(postId, flirt)).json<PostView>()).toMatchObject({
        rejection_reason: 'Spam links',
        display_status: 'removed',
      });
      expect((await act(moderator, 'nope', 'dismiss')).statusCode).toBe(404);
    });

    it('takes a reported comment down: it leaves the post’s comments', async () => {
      const reporter = await newCustomer(t);
      await follow(t, reporter, flirt.userId);
      const created = await post(t, flirt, 'POST', '/feeds/posts', {
        post_type: 'free',
        body: 'A post with a rude comment',
      });
      const postId = created.json<{ id: string }>().id;
      const comment = await post(t, reporter, 'POST', `/feeds/posts/${postId}/comments`, {
        body: 'Rude words',
      });
      expect(comment.statusCode).toBe(201);
      const commentId = comment.json<{ comment: { id: string } }>().comment.id;
      const comments = async () => {
        await settle(t);
        return (await post(t, flirt, 'GET', `/feeds/posts/${postId}/comments`))
          .json<{ records: { id: string }[] }>()
          .records.map((c) => c.id);
      };
      expect(await comments()).toContain(commentId);
      const id = await report(flirt, 'comment', commentId);
      expect((await act(moderator, id, 'take_down', { reason: 'Abuse' })).statusCode).toBe(200);
      expect(await comments()).not.toContain(commentId);
      expect(await openIds()).not.toContain(id);
    });

    it('only dismisses what cannot be taken down here (a profile)', async () => {
      const reporter = await newCustomer(t);
      const id = await report(reporter, 'profile', flirt.userId);
      const refused = await act(moderator, id, 'take_down', { reason: 'Fake' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: { message: 'Only posts and comments can be taken down here.' },
      });
      expect((await act(moderator, id, 'dismiss')).statusCode).toBe(200);
    });
  });
});
