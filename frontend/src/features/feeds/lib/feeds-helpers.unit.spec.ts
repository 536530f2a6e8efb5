import { describe, expect, it } from '@jest/globals';
import { PostResponse, READ_MODELS } from '@flirtwire/contracts';
import { feedKeys } from '../api/keys';
import { backTarget } from './back-arrow';
import { hasRedirectCookie, shouldRedirectToExplore, exploreRedirectCookie } from './home-redirect';
import { stepIndex } from './lightbox';
import { feedsNoticeEffect, postCountsTopic } from './notices';
import { flattenPages, nearBottom, nextCursor } from './paging';
import { applyLike } from './post-cache';
import { mediaCounts, postDate, postDisplay } from './post-display';

const NOW = new Date('2026-11-25T12:00:00Z');
const OWNER = 'flirt-1';

const post = (overrides: Partial<PostResponse> = {}): PostResponse =>
  PostResponse.parse({
    id: 'post-1',
    main_user_id: OWNER,
    account: { login: 'Candy', main_user_id: OWNER },
    body: 'Hello',
    paid_body: null,
    post_type: 'free',
    post_items: [],
    scheduled_at: null,
    published_at: '2026-11-20T10:00:00Z',
    ordering_date: '2026-11-20T10:00:00Z',
    unlocked: true,
    pinned: false,
    commentable: true,
    blocked: false,
    has_like: false,
    likes_count: 4,
    comments_count: 0,
    post_item_encoding_status: 'complete',
    moderation_status: 'accepted',
    image_count: 0,
    video_count: 0,
    audio_count: 0,
    hide_from_future_subscribers: false,
    display_status: 'published',
    rejection_reason: null,
    ...overrides,
  });

describe('cursor paging', () => {
  it('asks for the next page only while the server says there are more records', () => {
    expect(nextCursor({ moreRecords: true, cursor: 'c2' })).toBe('c2');
    expect(nextCursor({ moreRecords: false, cursor: 'c2' })).toBeUndefined();
    expect(nextCursor({ moreRecords: true, cursor: null })).toBeUndefined();
  });

  it('flattens the pages in order and shows a record repeated at a page edge once', () => {
    const pages = [
      { records: [{ id: 'a' }, { id: 'b' }] },
      { records: [{ id: 'b' }, { id: 'c' }] },
    ];
    expect(flattenPages(pages).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('triggers within 2 px of the bottom and not before', () => {
    expect(nearBottom({ scrollTop: 998, clientHeight: 1000, scrollHeight: 2000 })).toBe(true);
    expect(nearBottom({ scrollTop: 1000, clientHeight: 1000, scrollHeight: 2000 })).toBe(true);
    expect(nearBottom({ scrollTop: 997, clientHeight: 1000, scrollHeight: 2000 })).toBe(false);
  });
});

describe('the post page back arrow', () => {
  it('goes to the Flirt feed after creating a post, to /feed/home after signing in, else back', () => {
    expect(
      backTarget({ login: 'Candy', fromCreate: true, fromLogin: true, canGoBack: true }),
    ).toEqual({
      kind: 'link',
      href: '/Candy/feed',
    });
    expect(backTarget({ login: 'Candy', fromLogin: true, canGoBack: true })).toEqual({
      kind: 'link',
      href: '/feed/home',
    });
    expect(backTarget({ login: 'Candy', canGoBack: true })).toEqual({ kind: 'history' });
  });

  it('falls back to the feed when the tab has no history (a shared link)', () => {
    expect(backTarget({ login: 'Candy', canGoBack: false })).toEqual({
      kind: 'link',
      href: '/feed/home',
    });
  });
});

describe('what a post shows (spec 000 §4)', () => {
  it('locks a post that is not unlocked, or scheduled in the future', () => {
    expect(postDisplay(post({ unlocked: false }), 'viewer', NOW)).toBe('locked');
    expect(
      postDisplay(
        post({ scheduled_at: '2026-11-26T00:00:00Z', published_at: null }),
        'viewer',
        NOW,
      ),
    ).toBe('locked');
    expect(postDisplay(post({ scheduled_at: '2026-11-24T00:00:00Z' }), 'viewer', NOW)).toBe(
      'visible',
    );
  });

  it('shows its owner a scheduled post with its banner', () => {
    expect(
      postDisplay(post({ scheduled_at: '2026-11-26T00:00:00Z', published_at: null }), OWNER, NOW),
    ).toBe('scheduled');
  });

  it('shows processing media, and a failed encoding as removed', () => {
    expect(postDisplay(post({ post_item_encoding_status: 'pending' }), OWNER, NOW)).toBe(
      'processing',
    );
    expect(postDisplay(post({ post_item_encoding_status: 'failed' }), OWNER, NOW)).toBe('removed');
    expect(postDisplay(post({ post_item_encoding_status: 'failed' }), 'viewer', NOW)).toBe(
      'hidden',
    );
  });

  it('applies moderation only to unpublished posts; only the owner sees a removed one', () => {
    const unpublished = { published_at: null } as const;
    expect(
      postDisplay(post({ ...unpublished, moderation_status: 'not_accepted' }), OWNER, NOW),
    ).toBe('removed');
    expect(
      postDisplay(post({ ...unpublished, moderation_status: 'not_accepted_edited' }), 'v', NOW),
    ).toBe('hidden');
    expect(
      postDisplay(post({ ...unpublished, moderation_status: 'not_reviewed' }), OWNER, NOW),
    ).toBe('pending_review');
    expect(postDisplay(post({ moderation_status: 'not_reviewed' }), OWNER, NOW)).toBe('visible');
  });

  it('writes dates M/d/yy in the viewer’s time zone', () => {
    // 03:30 UTC on the 21st is still the 20th in Los Angeles.
    const late = post({ published_at: '2026-11-21T03:30:00Z' });
    expect(postDate(late, 'America/Los_Angeles')).toBe('11/20/26');
    expect(postDate(late, 'Europe/Berlin')).toBe('11/21/26');
  });

  it('counts the media of a locked post', () => {
    expect(mediaCounts(post({ image_count: 2, video_count: 1, audio_count: 0 }))).toBe(
      '2 photos · 1 video',
    );
    expect(mediaCounts(post())).toBe('');
  });
});

describe('likes', () => {
  it('toggle and move the count by one, never below zero', () => {
    expect(applyLike(post(), true)).toMatchObject({ has_like: true, likes_count: 5 });
    expect(applyLike(post({ has_like: true }), false)).toMatchObject({
      has_like: false,
      likes_count: 3,
    });
    expect(applyLike(post({ has_like: true, likes_count: 0 }), false).likes_count).toBe(0);
    expect(applyLike(post({ has_like: true }), true).likes_count).toBe(4);
  });
});

describe('the once-only redirect to Explore', () => {
  const empty = { content_available: false, records: [] };
  it('redirects when nothing followed has content, once', () => {
    expect(shouldRedirectToExplore(empty, false)).toBe(true);
    expect(shouldRedirectToExplore(empty, true)).toBe(false);
    expect(shouldRedirectToExplore({ content_available: true, records: [] }, false)).toBe(false);
  });

  it('remembers it in a cookie lasting 525600 minutes', () => {
    expect(exploreRedirectCookie()).toContain(`Max-Age=${String(525_600 * 60)}`);
    const pair = exploreRedirectCookie().split(';')[0] ?? '';
    expect(hasRedirectCookie(`a=1; ${pair}`)).toBe(true);
    expect(hasRedirectCookie('a=1')).toBe(false);
  });
});

describe('the lightbox', () => {
  it('steps forward and back, wrapping at either end', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
  });
});

describe('what a change notice refreshes on the feed screens', () => {
  it('a post’s counts reload that post and its comments', () => {
    const effect = feedsNoticeEffect({ collection: READ_MODELS.postCounts, ids: ['p1'] });
    expect(effect?.postIds).toEqual(['p1']);
    expect(effect?.queries).toEqual([feedKeys.post('p1'), feedKeys.comments('p1')]);
    expect(postCountsTopic('p1')).toBe('object:post_counts:p1');
  });

  it('a Flirt’s new post asks the new-posts check again; other read models mean nothing here', () => {
    expect(feedsNoticeEffect({ collection: READ_MODELS.feedHeads, ids: ['f1'] })?.queries).toEqual([
      [...feedKeys.all, 'new-posts'],
    ]);
    expect(
      feedsNoticeEffect({ collection: READ_MODELS.subscriptions, ids: ['s1'] })?.queries,
    ).toEqual([feedKeys.lists(), feedKeys.postsAll()]);
    expect(feedsNoticeEffect({ collection: READ_MODELS.customerRows, ids: null })).toBeNull();
  });
});
