import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  FileManagerItemView,
  SocialConnectionView,
  SocialEventTemplateView,
} from '@flirtwire/contracts';
import { type AuthzCase, formatAuthzMatrix, runAuthzMatrix } from '../test-support/authz-matrix.js';
import {
  follow,
  newCustomer,
  newFlirt,
  onboard,
  post,
  settle,
  upload,
  image,
} from '../test-support/content.js';
import {
  onePersonPerRole,
  type PeopleByRole,
  type SignedInUser,
} from '../test-support/identity.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

interface Target {
  readonly ownerId: string;
  readonly ownerLogin: string;
  /** A published subscriber post (its subscriber caption is the secret). */
  readonly postId: string;
  /** A post with media waiting for review. */
  readonly pendingPostId: string;
  readonly itemId: string;
  readonly itemUrl: string;
  readonly albumId: string;
  readonly connectionId: string;
  readonly templateId: string;
  /** An open report (by someone else) on a free post of the owner's. */
  readonly reportId: string;
}

/** The victim's homepage, written but not reviewed: only they may read it. */
const HOMEPAGE_DRAFT = 'Unreviewed homepage words 7f3a9c';

/** Every content endpoint that names an object, aimed at someone else's. */
const cases: AuthzCase<Target>[] = [
  {
    name: 'PATCH /feeds/posts/:id',
    method: 'PATCH',
    url: (x) => `/feeds/posts/${x.postId}`,
    body: () => ({ body: 'hijacked' }),
  },
  {
    name: 'PUT /feeds/posts/:id/publish',
    method: 'PUT',
    url: (x) => `/feeds/posts/${x.pendingPostId}/publish`,
    body: () => ({}),
  },
  { name: 'POST /feeds/posts/:id/pin', method: 'POST', url: (x) => `/feeds/posts/${x.postId}/pin` },
  {
    name: 'DELETE /feeds/posts/:id/pin',
    method: 'DELETE',
    url: (x) => `/feeds/posts/${x.postId}/pin`,
  },
  {
    name: 'DELETE /feeds/posts/:id',
    method: 'DELETE',
    url: (x) => `/feeds/posts/${x.postId}`,
    othersAllowedFor: ['admin'],
  },
  {
    name: 'GET /feeds/posts/:id (locked)',
    method: 'GET',
    url: (x) => `/feeds/posts/${x.postId}`,
    selfScoped: true,
  },
  {
    name: 'GET /feeds/posts/:id (in review)',
    method: 'GET',
    url: (x) => `/feeds/posts/${x.pendingPostId}`,
  },
  {
    name: 'GET /feeds/posts/:id/comments',
    method: 'GET',
    url: (x) => `/feeds/posts/${x.postId}/comments`,
  },
  {
    name: 'GET /feeds/likes?post_id=',
    method: 'GET',
    url: (x) => `/feeds/likes?post_id=${x.postId}`,
  },
  {
    name: 'POST /feeds/posts/:id/like (locked)',
    method: 'POST',
    url: (x) => `/feeds/posts/${x.postId}/like`,
  },
  {
    name: 'POST /feeds/posts/:id/comments (locked)',
    method: 'POST',
    url: (x) => `/feeds/posts/${x.postId}/comments`,
    body: () => ({ body: 'hi' }),
  },
  {
    name: 'GET /feeds/users/:id/processing_posts',
    method: 'GET',
    url: (x) => `/feeds/users/${x.ownerId}/processing_posts`,
    othersAllowedFor: ['moderator', 'admin'],
  },
  {
    name: 'GET /feeds/users/:id/removed_posts',
    method: 'GET',
    url: (x) => `/feeds/users/${x.ownerId}/removed_posts`,
    othersAllowedFor: ['moderator', 'admin'],
  },
  {
    name: 'GET /feeds/moderation/posts',
    method: 'GET',
    url: () => '/feeds/moderation/posts',
    othersAllowedFor: ['moderator'],
  },
  {
    name: 'POST /feeds/moderation/posts/:id/accept',
    method: 'POST',
    url: (x) => `/feeds/moderation/posts/${x.pendingPostId}/accept`,
    body: () => ({}),
    othersAllowedFor: ['moderator'],
  },
  {
    name: 'POST /feeds/moderation/posts/:id/reject',
    method: 'POST',
    url: (x) => `/feeds/moderation/posts/${x.postId}/reject`,
    body: () => ({ reason: 'no' }),
    othersAllowedFor: ['moderator'],
  },
  // Avatar, cover and homepage reviews.
  {
    name: 'POST /client_api/profile_images/avatar (their file)',
    method: 'POST',
    url: () => '/client_api/profile_images/avatar',
    body: (x) => ({ fm_item_id: x.itemId }),
  },
  {
    name: 'GET /feeds/moderation/profile_reviews',
    method: 'GET',
    url: () => '/feeds/moderation/profile_reviews',
    othersAllowedFor: ['moderator'],
  },
  {
    name: 'POST /feeds/moderation/profile_reviews/:id/homepage/reject',
    method: 'POST',
    url: (x) => `/feeds/moderation/profile_reviews/${x.ownerId}/homepage/reject`,
    body: () => ({ reason: 'no' }),
    othersAllowedFor: ['moderator'],
  },
  // Homepage editing (s9-gaps): others see the accepted page, never the owner's draft.
  {
    name: 'GET /client_api/advisors/:login/homepage (draft)',
    method: 'GET',
    url: (x) => `/client_api/advisors/${x.ownerLogin}/homepage`,
    selfScoped: true,
  },
  {
    name: 'GET /feeds/creator_feed/:id',
    method: 'GET',
    url: (x) => `/feeds/creator_feed/${x.ownerId}`,
    selfScoped: true,
  },
  {
    name: 'GET /feeds/creator_media_feed/:id',
    method: 'GET',
    url: (x) => `/feeds/creator_media_feed/${x.ownerId}`,
    selfScoped: true,
  },
  {
    name: 'GET /feeds/explore_feed',
    method: 'GET',
    url: () => '/feeds/explore_feed?gender=all',
    selfScoped: true,
  },
  { name: 'GET /feeds/home_feed', method: 'GET', url: () => '/feeds/home_feed', selfScoped: true },
  {
    name: 'PATCH /fm/client_api/items/:id',
    method: 'PATCH',
    url: (x) => `/fm/client_api/items/${x.itemId}`,
    body: () => ({ rating: 'everyone' }),
  },
  {
    name: 'DELETE /fm/client_api/items/:id',
    method: 'DELETE',
    url: (x) => `/fm/client_api/items/${x.itemId}`,
  },
  { name: 'GET /fm/media/:id/large (owner’s URL)', method: 'GET', url: (x) => x.itemUrl },
  {
    name: 'GET /fm/media/:id/original',
    method: 'GET',
    url: (x) => x.itemUrl.replace('/large?', '/original?'),
  },
  {
    name: 'GET /fm/client_api/items?album_id=',
    method: 'GET',
    url: (x) => `/fm/client_api/items?album_id=${x.albumId}`,
    selfScoped: true,
  },
  {
    name: 'POST /fm/client_api/uploads (their folder)',
    method: 'POST',
    url: () => '/fm/client_api/uploads',
    body: () => ({ album_id: 'x' }),
  },
  {
    name: 'DELETE /client_api/social_media/connections/:id',
    method: 'DELETE',
    url: (x) => `/client_api/social_media/connections/${x.connectionId}`,
  },
  {
    name: 'PATCH /client_api/social_media/event_templates (theirs)',
    method: 'PATCH',
    url: () => '/client_api/social_media/event_templates',
    body: (x) => ({
      user: { social_media_event_templates_attributes: [{ id: x.templateId, content: 'pwned' }] },
    }),
  },
  {
    name: 'DELETE /feeds/follows/:id',
    method: 'DELETE',
    url: (x) => `/feeds/follows/${x.ownerId}`,
    selfScoped: true,
  },
  // storefront
  {
    name: 'PUT /client_api/advisors/:login/member_since_visibility',
    method: 'PUT',
    url: (x) => `/client_api/advisors/${x.ownerLogin}/member_since_visibility`,
    body: () => ({ visible: false }),
  },
  // flirt journey: the moderators' answers to reports
  {
    name: 'GET /feeds/moderation/reports',
    method: 'GET',
    url: () => '/feeds/moderation/reports',
    othersAllowedFor: ['moderator'],
  },
  {
    name: 'POST /feeds/moderation/reports/:id/dismiss',
    method: 'POST',
    url: (x) => `/feeds/moderation/reports/${x.reportId}/dismiss`,
    body: () => ({}),
    othersAllowedFor: ['moderator'],
  },
  {
    name: 'POST /feeds/moderation/reports/:id/take_down',
    method: 'POST',
    url: (x) => `/feeds/moderation/reports/${x.reportId}/take_down`,
    body: () => ({ reason: 'Spam links' }),
    othersAllowedFor: ['moderator'],
  },
];

/** What a reporter wrote: only moderators read it. */
const REPORT_DESCRIPTION = 'Reported words 4b1e7d';

describe('authorization matrix over the feed area', () => {
  let t: TestApp;
  let people: PeopleByRole;
  /** One reporter for every victim (signing up one per case would only slow the sweep). */
  let reporter: SignedInUser | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    people = await onePersonPerRole(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function victim(): Promise<{
    target: Target;
    secrets: string[];
    snapshot: () => Promise<unknown>;
  }> {
    const admin = people.admin;
    if (!admin) throw new Error('no admin');
    const owner: SignedInUser = await newFlirt(t, admin);
    await onboard(t, owner);
    const paid = `VICTIM-PAID-${owner.userId}`;
    const published = await post(t, owner, 'POST', '/feeds/posts', {
      post_type: 'subscriber',
      body: 'public teaser',
      paid_body: paid,
    });
    const album = await post(t, owner, 'POST', '/fm/client_api/albums', { name: 'Private' });
    const albumId = album.json<{ album: { id: string } }>().album.id;
    const uploaded = await upload(
      t,
      owner,
      { name: 'p.jpg', data: await image() },
      { album_id: albumId },
    );
    const item = uploaded.json<{ item: FileManagerItemView }>().item;
    const pending = await post(t, owner, 'POST', '/feeds/posts', {
      post_type: 'subscriber',
      body: 'in review',
      paid_body: paid,
      post_items: [{ fm_item_id: item.fm_item_id, sort_order: 0 }],
    });
    await post(t, owner, 'PUT', '/client_api/homepage', { content: `<p>${HOMEPAGE_DRAFT}</p>` });
    const start = await post(t, owner, 'GET', '/auth/twitter?username=victim');
    await post(t, owner, 'GET', start.headers.location as string);
    const connection = (await post(t, owner, 'GET', '/client_api/social_media/connections')).json<
      SocialConnectionView[]
    >()[0];
    const template = (await post(t, owner, 'GET', '/client_api/social_media/event_templates')).json<
      SocialEventTemplateView[]
    >()[0];
    const reported = await post(t, owner, 'POST', '/feeds/posts', {
      post_type: 'free',
      body: 'a post someone reports',
    });
    const reportedPostId = reported.json<{ id: string }>().id;
    reporter ??= await newCustomer(t);
    await follow(t, reporter, owner.userId);
    const filed = await post(t, reporter, 'POST', '/client_api/report_contents', {
      content_id: reportedPostId,
      content_type: 'post',
      description: REPORT_DESCRIPTION,
    });
    expect(filed.statusCode).toBe(201);
    await settle(t);
    const moderator = people.moderator;
    if (!moderator) throw new Error('no moderator');
    const openReports = async () =>
      (await post(t, moderator, 'GET', '/feeds/moderation/reports'))
        .json<{ records: { id: string; content_id: string }[] }>()
        .records.filter((r) => r.content_id === reportedPostId)
        .map((r) => r.id);
    const reportId = (await openReports())[0] ?? '';
    expect(reportId).not.toBe('');
    const postId = published.json<{ id: string }>().id;
    return {
      target: {
        ownerId: owner.userId,
        ownerLogin: owner.login,
        postId,
        pendingPostId: pending.json<{ id: string }>().id,
        itemId: item.fm_item_id,
        itemUrl: item.large_url ?? '',
        albumId,
        connectionId: connection?.id ?? '',
        templateId: template?.id ?? '',
        reportId,
      },
      secrets: [paid, item.fm_item_id, owner.email, HOMEPAGE_DRAFT, REPORT_DESCRIPTION],
      snapshot: async () => {
        await settle(t);
        const ownView = (await post(t, owner, 'GET', `/feeds/posts/${postId}`)).json<
          Record<string, unknown>
        >();
        const items = (await post(t, owner, 'GET', '/fm/client_api/items')).json<{
          items: FileManagerItemView[];
        }>();
        const links = (
          await post(t, owner, 'GET', '/client_api/social_media/connections')
        ).json<unknown>();
        const templates = (
          await post(t, owner, 'GET', '/client_api/social_media/event_templates')
        ).json<unknown>();
        const reportedView = (await post(t, owner, 'GET', `/feeds/posts/${reportedPostId}`)).json<
          Record<string, unknown>
        >();
        return {
          report: { open: await openReports(), post: reportedView.display_status },
          post: {
            body: ownView.body,
            paid: ownView.paid_body,
            pinned: ownView.pinned,
            status: ownView.display_status,
          },
          items: items.items.map((i) => [i.fm_item_id, i.rating, i.album_id]),
          links,
          templates,
        };
      },
    };
  }

  it('refuses every role on someone else’s posts, files, folders and accounts, and leaks nothing', async () => {
    const report = await runAuthzMatrix(t, { people, victim, cases });
    console.log(formatAuthzMatrix(report));
    expect(report.filter((row) => row.leaked.length > 0)).toEqual([]);
    expect(report.filter((row) => row.status >= 500)).toEqual([]);
  }, 300_000);
});
