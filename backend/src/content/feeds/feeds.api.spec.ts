import { relationshipStreamId } from '@flirtwire/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  FeedPage,
  JoinResult,
  MediaFeedRecord,
  PostView,
  RealtimeNotice,
} from '@flirtwire/contracts';
import { io, type Socket } from 'socket.io-client';
import { ManualClock } from '../../test-support/clock.js';
import {
  appendAs,
  follow,
  newCustomer,
  newFlirt,
  onboard,
  post,
  settle,
  subscribe,
  upload,
  uploadImage,
} from '../../test-support/content.js';
import { grantRole, type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { mp4, wav } from '../../test-support/media-files.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

type Page = FeedPage<PostView>;

describe('feeds API', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: SignedInUser;
  let moderator: SignedInUser;
  let ann: SignedInUser;
  let bea: SignedInUser;
  let cat: SignedInUser;
  const published: { id: string; creator: string; at: number }[] = [];

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:00:00.000Z');
    t = await startTestApp({ clock });
    admin = await signInAdmin(t);
    moderator = await newCustomer(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
    [ann, bea, cat] = [
      await newFlirt(t, admin),
      await newFlirt(t, admin),
      await newFlirt(t, admin),
    ];
    for (const flirt of [ann, bea, cat]) await onboard(t, flirt);
    const gender = await post(t, bea, 'POST', '/client_api/user_genders', {
      flirtGender: 1,
      preferredGender: 0,
    });
    expect(gender.statusCode).toBe(201);
    // 24 posts across three Flirts, interleaved unevenly, a few in the same millisecond.
    const order = [ann, ann, bea, cat, ann, bea, bea, bea, cat, ann, cat, cat];
    for (let round = 0; round < 2; round++) {
      for (const [i, flirt] of order.entries()) {
        if (i % 3 !== 0) clock.advance(1_000);
        const created = await post(t, flirt, 'POST', '/feeds/posts', {
          post_type: i % 2 === 0 ? 'free' : 'subscriber',
          body: `post ${round}-${i}`,
          paid_body: i % 2 === 0 ? '' : `paid ${round}-${i}`,
        });
        expect(created.statusCode).toBe(201);
        published.push({
          id: created.json<{ id: string }>().id,
          creator: flirt.userId,
          at: clock.now().getTime(),
        });
      }
    }
    await settle(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T = Page>(who: SignedInUser | null, url: string) => {
    await settle(t);
    const response = await post(t, who, 'GET', url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<T>();
  };

  async function allPages(
    who: SignedInUser | null,
    url: string,
    perPage: number,
    from: string | null = null,
  ): Promise<PostView[]> {
    const out: PostView[] = [];
    let cursor: string | null = from;
    for (let i = 0; i < 100; i++) {
      const separator = url.includes('?') ? '&' : '?';
      const page: Page = await get(
        who,
        `${url}${separator}per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      out.push(...page.records);
      if (!page.moreRecords) return out;
      cursor = page.cursor;
    }
    throw new Error('too many pages');
  }

  it('merges the followed Flirts’ posts newest first, page after page, without repeats', async () => {
    const customer = await newCustomer(t);
    await follow(t, customer, ann.userId);
    await follow(t, customer, cat.userId);
    const seen = await allPages(customer, '/feeds/home_feed', 5);
    const expected = published
      .filter((p) => p.creator === ann.userId || p.creator === cat.userId)
      .reverse()
      .map((p) => p.id);
    const welcome = seen.filter((p) => p.post_type === 'welcome_kit');
    expect(seen.filter((p) => p.post_type !== 'welcome_kit').map((p) => p.id)).toEqual(expected);
    expect(welcome).toHaveLength(2);
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
  });

  it('keeps its place while others publish: no repeats, no skips', async () => {
    const customer = await newCustomer(t);
    await follow(t, customer, bea.userId);
    const first = await get(customer, '/feeds/home_feed?per_page=4');
    clock.advance(1_000);
    const fresh = await post(t, bea, 'POST', '/feeds/posts', {
      post_type: 'free',
      body: 'breaking',
    });
    const rest = await allPages(customer, '/feeds/home_feed', 4, first.cursor);
    const ids = [...first.records, ...rest].map((p) => p.id);
    expect(ids).not.toContain(fresh.json<{ id: string }>().id);
    expect(new Set(ids).size).toBe(ids.length);
    const beas = published.filter((p) => p.creator === bea.userId).length + 1;
    expect(ids).toHaveLength(beas);
    const check = await get<{ new_posts: boolean }>(
      customer,
      `/feeds/new_posts_check?cursor=${first.newest_cursor ?? ''}`,
    );
    expect(check.new_posts).toBe(true);
    const top = await get(customer, '/feeds/home_feed?per_page=1');
    expect(
      (
        await get<{ new_posts: boolean }>(
          customer,
          `/feeds/new_posts_check?cursor=${top.newest_cursor ?? ''}`,
        )
      ).new_posts,
    ).toBe(false);
  });

  it('locks subscriber posts for non-subscribers and opens them to feed subscribers', async () => {
    const follower = await newCustomer(t);
    await follow(t, follower, ann.userId);
    const paid = published.find((p) => p.creator === ann.userId && true);
    expect(paid).toBeDefined();
    const lockedPage = await get(follower, `/feeds/creator_feed/${ann.userId}?per_page=50`);
    const subscriberPosts = lockedPage.records.filter((p) => p.post_type === 'subscriber');
    expect(subscriberPosts.length).toBeGreaterThan(0);
    for (const view of subscriberPosts) {
      expect(view).toMatchObject({
        unlocked: false,
        paid_body: null,
        post_items: [],
        commentable: false,
      });
    }
    expect(JSON.stringify(lockedPage)).not.toContain('paid ');
    await subscribe(t, follower.userId, ann.userId);
    const open = await get(follower, `/feeds/creator_feed/${ann.userId}?per_page=50`);
    expect(open.records.filter((p) => p.post_type === 'subscriber').every((p) => p.unlocked)).toBe(
      true,
    );
    expect(JSON.stringify(open)).toContain('paid ');
  });

  it('opens them to a package with feed access, not to one without, nor to a tribute', async () => {
    for (const [plan, unlocked] of [
      ['package-with-feed', true],
      ['package-without-feed', false],
      ['tribute', false],
    ] as const) {
      const customer = await newCustomer(t);
      await subscribe(t, customer.userId, cat.userId, plan);
      const page = await get(customer, `/feeds/creator_feed/${cat.userId}?per_page=50`);
      const paid = page.records.filter((p) => p.post_type === 'subscriber');
      expect({ plan, unlocked: paid.every((p) => p.unlocked) }).toEqual({ plan, unlocked });
    }
  });

  it('hides a post from those who subscribe after it was published', async () => {
    const early = await newCustomer(t);
    await subscribe(t, early.userId, ann.userId, 'feed', clock.now().toISOString());
    clock.advance(1_000);
    const { id } = (
      await post(t, ann, 'POST', '/feeds/posts', {
        post_type: 'subscriber',
        body: 'for the early ones',
        paid_body: 'early secret',
        hide_from_future_subscribers: true,
      })
    ).json<{ id: string }>();
    clock.advance(1_000);
    const late = await newCustomer(t);
    await subscribe(t, late.userId, ann.userId, 'feed', clock.now().toISOString());
    expect(await get<PostView>(early, `/feeds/posts/${id}`)).toMatchObject({ unlocked: true });
    expect(await get<PostView>(late, `/feeds/posts/${id}`)).toMatchObject({
      unlocked: false,
      paid_body: null,
    });
  });

  it('leaves blocked Flirts out of home and explore, and locks their posts', async () => {
    const customer = await newCustomer(t);
    await follow(t, customer, bea.userId);
    await subscribe(t, customer.userId, bea.userId);
    await appendAs(t, relationshipStreamId(bea.userId, customer.userId), [
      {
        type: 'CustomerBlocked',
        data: { creatorId: bea.userId, customerId: customer.userId, by: 'creator' },
      },
    ]);
    const home = await get(customer, '/feeds/home_feed');
    expect(home.records).toEqual([]);
    const explore = await allPages(customer, '/feeds/explore_feed?gender=all', 20);
    expect(explore.some((p) => p.main_user_id === bea.userId)).toBe(false);
    const theirs = await get(customer, `/feeds/creator_feed/${bea.userId}`);
    expect(theirs.records.every((p) => !p.unlocked && p.blocked)).toBe(true);
  });

  it('explores by gender: women 0, men 1; all for visitors who choose all', async () => {
    const men = await allPages(null, '/feeds/explore_feed?gender=1', 10);
    expect(new Set(men.map((p) => p.main_user_id))).toEqual(new Set([bea.userId]));
    const women = await allPages(null, '/feeds/explore_feed?gender=0', 10);
    expect(new Set(women.map((p) => p.main_user_id))).toEqual(new Set([ann.userId, cat.userId]));
    const everyone = await allPages(null, '/feeds/explore_feed?gender=all', 10);
    expect(everyone.length).toBe(men.length + women.length);
    expect(everyone.filter((p) => p.post_type === 'free').every((p) => p.unlocked)).toBe(true);
    expect(everyone.filter((p) => p.post_type === 'subscriber').every((p) => !p.unlocked)).toBe(
      true,
    );
  });

  it('lists a Flirt’s media with filters; locked items carry their type only', async () => {
    const flirt = await newFlirt(t, await signInAdmin(t));
    await onboard(t, flirt);
    const photo = await uploadImage(t, flirt);
    const song = (await upload(t, flirt, { name: 'a.wav', data: wav(1) })).json<{
      item: { fm_item_id: string };
    }>().item.fm_item_id;
    const clip = (await upload(t, flirt, { name: 'v.mp4', data: mp4(2) })).json<{
      item: { fm_item_id: string };
    }>().item.fm_item_id;
    for (const [type, items] of [
      ['free', [photo]],
      ['subscriber', [song, clip]],
    ] as const) {
      const { id } = (
        await post(t, flirt, 'POST', '/feeds/posts', {
          post_type: type,
          body: type,
          post_items: items.map((fm_item_id, sort_order) => ({ fm_item_id, sort_order })),
        })
      ).json<{ id: string }>();
      await settle(t);
      await post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/accept`);
    }
    const visitor = await get<FeedPage<MediaFeedRecord>>(
      null,
      `/feeds/creator_media_feed/${flirt.userId}`,
    );
    expect(visitor.records.map((r) => [r.item_type, r.unlocked])).toEqual([
      ['audio', false],
      ['video', false],
      ['image', true],
    ]);
    for (const locked of visitor.records.filter((r) => !r.unlocked)) {
      expect(locked).toMatchObject({
        fm_item_id: null,
        thumbnail_url: null,
        large_url: null,
        content_type: null,
      });
    }
    const photos = await get<FeedPage<MediaFeedRecord>>(
      null,
      `/feeds/creator_media_feed/${flirt.userId}?filter=photo`,
    );
    expect(photos.records).toMatchObject([{ fm_item_id: photo, unlocked: true }]);
    expect(photos.records[0]?.thumbnail_url).toEqual(expect.stringContaining('v=public'));
    const page = await get<FeedPage<MediaFeedRecord>>(
      null,
      `/feeds/creator_media_feed/${flirt.userId}?per_page=2`,
    );
    const next = await get<FeedPage<MediaFeedRecord>>(
      null,
      `/feeds/creator_media_feed/${flirt.userId}?per_page=2&cursor=${page.cursor ?? ''}`,
    );
    // Paging keeps the order; locked items (song, clip) show their type, never their file id.
    expect([...page.records, ...next.records].map((r) => [r.item_type, r.fm_item_id])).toEqual([
      ['audio', null],
      ['video', null],
      ['image', photo],
    ]);
  });

  it('checks content and refuses cursors it did not issue', async () => {
    const customer = await newCustomer(t);
    const none = await post(t, customer, 'POST', '/feeds/accounts/combined_feed_content_check', {});
    expect(none.json()).toEqual({ content_available: false, advisors: {} });
    const some = await post(t, null, 'POST', '/feeds/accounts/creator_feed_content_check', {
      advisor_ids: [ann.userId, customer.userId],
    });
    expect(some.json()).toEqual({
      content_available: true,
      advisors: { [ann.userId]: true, [customer.userId]: false },
    });
    const empty = await get(customer, '/feeds/home_feed');
    expect(empty).toMatchObject({
      records: [],
      content_available: false,
      premier_list_followed: false,
    });
    for (const cursor of ['abc', Buffer.from('2026~1').toString('base64url'), '%%%']) {
      const bad = await post(t, customer, 'GET', `/feeds/home_feed?cursor=${cursor}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error: { fields: { cursor: 'This cursor is not valid. Start again from the first page.' } },
      });
    }
    expect((await post(t, null, 'GET', '/feeds/home_feed')).statusCode).toBe(401);
    const missing = await post(t, null, 'GET', `/feeds/creator_feed/${customer.userId}`);
    expect(missing.json()).toEqual({
      error: { code: 'advisor_not_found', message: 'This Flirt is not available.' },
    });
  });

  describe('realtime notices', () => {
    let url: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(() => {
      for (const socket of sockets) socket.close();
    });

    function connect(who: SignedInUser): Promise<Socket> {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: who.cookie },
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => {
          resolve(socket);
        });
        socket.once('connect_error', reject);
      });
    }

    it('tells followers of a Flirt’s new post, counts to viewers, outcomes to the owner', async () => {
      const fan = await newCustomer(t);
      await follow(t, fan, cat.userId);
      const socket = await connect(fan);
      const notices: RealtimeNotice[] = [];
      socket.on('notice', (notice: RealtimeNotice) => notices.push(notice));
      expect(
        (await socket.emitWithAck('join', {
          topic: `object:feed_heads:${cat.userId}`,
        })) as JoinResult,
      ).toEqual({ ok: true });
      const owner = await connect(cat);
      const ownerNotices: RealtimeNotice[] = [];
      owner.on('notice', (notice: RealtimeNotice) => ownerNotices.push(notice));
      expect(await owner.emitWithAck('join', { topic: `creator:${cat.userId}` })).toEqual({
        ok: true,
      });
      clock.advance(1_000);
      const { id } = (
        await post(t, cat, 'POST', '/feeds/posts', { post_type: 'free', body: 'live!' })
      ).json<{ id: string }>();
      await settle(t);
      expect(await socket.emitWithAck('join', { topic: `object:post_counts:${id}` })).toEqual({
        ok: true,
      });
      await post(t, fan, 'POST', `/feeds/posts/${id}/like`);
      await settle(t);
      await socket.emitWithAck('leave', { topic: 'user:none' });
      await owner.emitWithAck('leave', { topic: 'user:none' });
      expect(notices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ collection: 'feed_heads', ids: [cat.userId], owner: null }),
          expect.objectContaining({ collection: 'post_counts', ids: [id], owner: null }),
        ]),
      );
      expect(ownerNotices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ collection: 'feed_posts', owner: `creator:${cat.userId}` }),
        ]),
      );
      const blockedFan = await newCustomer(t);
      await appendAs(t, relationshipStreamId(cat.userId, blockedFan.userId), [
        {
          type: 'CustomerBlocked',
          data: { creatorId: cat.userId, customerId: blockedFan.userId, by: 'creator' },
        },
      ]);
      await settle(t);
      const refused = await connect(blockedFan);
      expect(
        await refused.emitWithAck('join', { topic: `object:feed_heads:${cat.userId}` }),
      ).toEqual({
        ok: false,
        error: 'forbidden',
      });
    });
  });
});
