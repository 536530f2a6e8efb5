import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CommentView, PostView } from '@flirtwire/contracts';
import {
  follow,
  newCustomer,
  newFlirt,
  onboard,
  post,
  settle,
  subscribe,
} from '../../test-support/content.js';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('likes and comments API', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let freePost: string;
  let subscriberPost: string;

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await newFlirt(t, await signInAdmin(t));
    await onboard(t, flirt);
    freePost = (
      await post(t, flirt, 'POST', '/feeds/posts', { post_type: 'free', body: 'free words' })
    ).json<{ id: string }>().id;
    subscriberPost = (
      await post(t, flirt, 'POST', '/feeds/posts', {
        post_type: 'subscriber',
        body: 'teaser',
        paid_body: 'the good part',
      })
    ).json<{ id: string }>().id;
    await settle(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const like = (who: SignedInUser, id = freePost) =>
    post(t, who, 'POST', `/feeds/posts/${id}/like`);
  const view = async (who: SignedInUser | null, id = freePost) => {
    await settle(t);
    return (await post(t, who, 'GET', `/feeds/posts/${id}`)).json<PostView>();
  };
  const comment = (who: SignedInUser, body: unknown, id = freePost) =>
    post(t, who, 'POST', `/feeds/posts/${id}/comments`, { body });

  it('asks to follow before liking, in the spec’s words', async () => {
    const customer = await newCustomer(t);
    const response = await like(customer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'follow_required',
        message: `You must follow ${flirt.login} to like this post`,
      },
    });
  });

  it('toggles a like and moves the count by one; the owner sees who liked', async () => {
    const ann = await newCustomer(t);
    const bob = await newCustomer(t);
    await follow(t, ann, flirt.userId);
    await follow(t, bob, flirt.userId);
    expect((await like(ann)).json()).toMatchObject({ has_like: true });
    await like(ann);
    await like(bob);
    expect(await view(ann)).toMatchObject({ has_like: true, likes_count: 2 });
    expect((await post(t, bob, 'DELETE', `/feeds/posts/${freePost}/like`)).statusCode).toBe(200);
    expect(await view(bob)).toMatchObject({ has_like: false, likes_count: 1 });
    const likes = await post(t, flirt, 'GET', `/feeds/likes?post_id=${freePost}`);
    expect(likes.json<{ likes: string[][] }>().likes).toEqual([
      [ann.login, ann.userId, expect.any(String)],
    ]);
    expect((await post(t, ann, 'GET', `/feeds/likes?post_id=${freePost}`)).statusCode).toBe(404);
  });

  it('refuses liking a locked post and your own', async () => {
    const customer = await newCustomer(t);
    await follow(t, customer, flirt.userId);
    const locked = await like(customer, subscriberPost);
    expect(locked.json()).toEqual({
      error: { code: 'post_locked', message: 'Subscribe to see this post.' },
    });
    const own = await like(flirt);
    expect(own.json()).toEqual({
      error: { code: 'cannot_like_own_post', message: 'You can’t like your own post.' },
    });
  });

  it('asks to follow, and to have a card on file, before commenting (spec 000 §8)', async () => {
    const noCard = await newCustomer(t, false);
    const both = await comment(noCard, 'hi');
    expect(both.statusCode).toBe(403);
    expect(both.json()).toEqual({
      error: {
        code: 'follow_required',
        message: `You must follow ${flirt.login} and have a credit card on file to leave comments`,
        fields: {
          body: `You must follow ${flirt.login} and have a credit card on file to leave comments`,
        },
      },
    });
    const withCard = await newCustomer(t);
    expect((await comment(withCard, 'hi')).json()).toMatchObject({
      error: { message: `You must follow ${flirt.login} to leave comments on this post` },
    });
  });

  it('keeps comments between 1 and 200 characters', async () => {
    const customer = await newCustomer(t);
    await follow(t, customer, flirt.userId);
    const long = await comment(customer, 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: { fields: { body: 'Comment is too long (maximum is 200 characters)' } },
    });
    expect((await comment(customer, '   ')).json()).toMatchObject({
      error: { fields: { body: 'Comment can’t be blank' } },
    });
    expect((await comment(customer, 'x'.repeat(200))).statusCode).toBe(201);
  });

  it('lists comments newest first with cursor paging, marking the author’s own', async () => {
    const customer = await newCustomer(t);
    await follow(t, customer, flirt.userId);
    const { id } = (
      await post(t, flirt, 'POST', '/feeds/posts', { post_type: 'free', body: 'talk to me' })
    ).json<{ id: string }>();
    for (let i = 0; i < 5; i++) {
      const who = i % 2 === 0 ? customer : flirt;
      expect((await comment(who, `comment ${i}`, id)).statusCode).toBe(201);
    }
    await settle(t);
    const first = await post(t, customer, 'GET', `/feeds/posts/${id}/comments?per_page=3`);
    const page = first.json<{ records: CommentView[]; moreRecords: boolean; cursor: string }>();
    expect(page.records.map((c) => c.body)).toEqual(['comment 4', 'comment 3', 'comment 2']);
    expect(page.records[0]).toMatchObject({
      poster_login: customer.login,
      by_post_author: false,
      poster_initials: expect.stringMatching(/^[A-Z0-9]{1,2}$/),
    });
    expect(page.records[1]).toMatchObject({ poster_login: flirt.login, by_post_author: true });
    const second = await post(
      t,
      customer,
      'GET',
      `/feeds/posts/${id}/comments?per_page=3&cursor=${page.cursor}`,
    );
    expect(second.json()).toMatchObject({
      records: [{ body: 'comment 1' }, { body: 'comment 0' }],
      moreRecords: false,
      cursor: null,
    });
    const bad = await post(t, customer, 'GET', `/feeds/posts/${id}/comments?cursor=abc`);
    expect(bad.json()).toMatchObject({
      error: { fields: { cursor: 'This cursor is not valid. Start again from the first page.' } },
    });
    expect((await view(customer, id)).comments_count).toBe(5);
  });

  it('keeps a locked post’s comments closed; subscribers can read and write them', async () => {
    const customer = await newCustomer(t);
    await follow(t, customer, flirt.userId);
    const closed = await post(t, customer, 'GET', `/feeds/posts/${subscriberPost}/comments`);
    expect(closed.statusCode).toBe(403);
    await subscribe(t, customer.userId, flirt.userId);
    await settle(t);
    expect((await comment(customer, 'worth it', subscriberPost)).statusCode).toBe(201);
    expect(await view(customer, subscriberPost)).toMatchObject({
      unlocked: true,
      commentable: true,
      paid_body: 'the good part',
    });
  });
});
