import { postStreamId, userStreamId } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope, PostItem } from '@flirtwire/contracts';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import { feedKey, mediaKey } from './feed-keys.js';
import {
  type FeedHeadRow,
  type FeedIndexRow,
  type FeedMediaRow,
  type FeedPostRow,
  feedPostsProjection,
} from './feed-posts.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const postId = '0190a0b0-0000-7000-8000-00000000a001';
const image: PostItem = {
  fmItemId: '0190a0b0-0000-7000-8000-0000000000b1',
  sortOrder: 0,
  itemType: 'image',
};
const video: PostItem = {
  fmItemId: '0190a0b0-0000-7000-8000-0000000000c2',
  sortOrder: 1,
  itemType: 'video',
};

/** Events of one post stream with rising revisions and positions. */
function postStream(start = 100) {
  let revision = 0;
  let position = start;
  return (type: string, data: Record<string, unknown>): EventEnvelope => {
    const at = position++;
    return envelope(
      type,
      { postId, creatorId, ...data },
      {
        streamId: postStreamId(postId),
        revision: revision++,
        position: at,
        occurredAt: new Date(Date.UTC(2026, 0, 1, 12) + at * 1_000).toISOString(),
      },
    );
  };
}

const created = (overrides: Record<string, unknown> = {}) => ({
  creatorLogin: 'ann',
  postType: 'subscriber',
  body: 'public words',
  paidBody: 'secret words',
  items: [],
  hideFromFutureSubscribers: false,
  scheduledAt: null,
  publishRequested: true,
  moderationStatus: 'accepted',
  ...overrides,
});

async function run(events: readonly EventEnvelope[]) {
  const harness = new ProjectionHarness(feedPostsProjection);
  await harness.run(events);
  return harness;
}

describe('feed-posts projection', () => {
  it('shows a published post in the feed with its key, and counts it in the Flirt’s head', async () => {
    const e = postStream();
    const create = e('PostCreated', created());
    const published = e('PostPublished', {
      postType: 'subscriber',
      publishedAt: '2026-01-01T12:01:41.000Z',
    });
    const h = await run([create, published]);
    const post = h.doc<FeedPostRow>('feed_posts', postId);
    expect(post).toMatchObject({
      creatorId,
      paidBody: 'secret words',
      publishedAt: '2026-01-01T12:01:41.000Z',
      feedKey: feedKey('2026-01-01T12:01:41.000Z', published.position),
      queue: 'published',
      reviewState: null,
      publishAfter: null,
      orderingDate: '2026-01-01T12:01:41.000Z',
    });
    expect(h.doc<FeedHeadRow>('feed_heads', creatorId)).toEqual({
      _id: creatorId,
      creatorId,
      headKey: post?.feedKey,
      visibleCount: 1,
      lastPublishedAt: '2026-01-01T12:01:41.000Z',
    });
    expect(h.docs<FeedIndexRow>('feed_index')).toEqual([
      { _id: postId, creatorId, feedKey: post?.feedKey },
    ]);
  });

  it('keeps a media post in the moderators’ queue until accepted, then lets the publisher take it', async () => {
    const e = postStream();
    const h = await run([
      e('PostCreated', created({ items: [video, image], moderationStatus: 'not_reviewed' })),
    ]);
    expect(h.doc<FeedPostRow>('feed_posts', postId)).toMatchObject({
      reviewState: 'waiting',
      queue: 'pending',
      publishAfter: null,
      imageCount: 1,
      videoCount: 1,
      audioCount: 0,
      items: [image, video],
    });
    await h.run([e('PostAccepted', { moderatorId: creatorId })]);
    const accepted = h.doc<FeedPostRow>('feed_posts', postId);
    expect(accepted).toMatchObject({ reviewState: null, moderationStatus: 'accepted' });
    expect(accepted?.publishAfter).toEqual(expect.any(String));
    const published = e('PostPublished', {
      postType: 'subscriber',
      publishedAt: '2026-01-02T00:00:00.000Z',
    });
    await h.run([published]);
    const key = feedKey('2026-01-02T00:00:00.000Z', published.position);
    expect(
      h.docs<FeedMediaRow>('feed_media').sort((a, b) => a.sortOrder - b.sortOrder),
    ).toMatchObject([
      { postId, fmItemId: image.fmItemId, itemType: 'image', mediaKey: mediaKey(key, 0) },
      { postId, fmItemId: video.fmItemId, itemType: 'video', mediaKey: mediaKey(key, 1) },
    ]);
  });

  it('waits for a scheduled time, and lists the post as pending until then', async () => {
    const e = postStream();
    const h = await run([e('PostCreated', created({ scheduledAt: '2026-02-01T00:00:00.000Z' }))]);
    expect(h.doc<FeedPostRow>('feed_posts', postId)).toMatchObject({
      queue: 'pending',
      publishAfter: '2026-02-01T00:00:00.000Z',
      orderingDate: '2026-02-01T00:00:00.000Z',
      feedKey: null,
    });
    expect(h.doc('feed_heads', creatorId)).toBeNull();
    expect(h.docs('feed_index')).toEqual([]);
  });

  it('takes a rejected post off the feed and its media tab; an edit sends it back for review', async () => {
    const e = postStream();
    const h = await run([
      e('PostCreated', created({ items: [image] })),
      e('PostPublished', { postType: 'subscriber', publishedAt: '2026-01-02T00:00:00.000Z' }),
      e('PostPinned', {}),
      e('PostRejected', { moderatorId: creatorId, reason: 'nudity in a free post' }),
    ]);
    expect(h.doc<FeedPostRow>('feed_posts', postId)).toMatchObject({
      feedKey: null,
      publishedAt: null,
      pinned: false,
      queue: 'removed',
      moderationStatus: 'not_accepted',
      rejectionReason: 'nudity in a free post',
    });
    expect(h.doc<FeedHeadRow>('feed_heads', creatorId)?.visibleCount).toBe(0);
    expect(h.docs('feed_media')).toEqual([]);
    expect(h.docs('feed_index')).toEqual([]);
    await h.run([
      e('PostEdited', { ...created({ items: [image] }), moderationStatus: 'not_accepted_edited' }),
    ]);
    expect(h.doc<FeedPostRow>('feed_posts', postId)).toMatchObject({
      queue: 'removed',
      reviewState: 'waiting',
    });
  });

  it('keeps a tombstone of a deleted post, out of every feed and queue', async () => {
    const e = postStream();
    const h = await run([
      e('PostCreated', created()),
      e('PostPublished', { postType: 'subscriber', publishedAt: '2026-01-02T00:00:00.000Z' }),
      e('PostDeleted', {}),
    ]);
    expect(h.doc<FeedPostRow>('feed_posts', postId)).toMatchObject({
      deleted: true,
      feedKey: null,
      queue: null,
    });
    expect(h.doc<FeedHeadRow>('feed_heads', creatorId)?.visibleCount).toBe(0);
    expect(h.docs('feed_index')).toEqual([]);
  });

  it('carries the Flirt’s gender for the explore feed, set before or after posting', async () => {
    const e = postStream();
    const gender = (flirtGender: number, position: number) =>
      envelope(
        'GenderSet',
        { userId: creatorId, flirtGender, preferredGender: 1 },
        { streamId: userStreamId(creatorId), position },
      );
    const h = await run([gender(0, 50), e('PostCreated', created())]);
    expect(h.doc<FeedPostRow>('feed_posts', postId)?.creatorGender).toBe(0);
    await h.run([gender(2, 500)]);
    expect(h.doc<FeedPostRow>('feed_posts', postId)?.creatorGender).toBe(2);
  });

  it('changes nothing when the same events are replayed', async () => {
    const e = postStream();
    const events = [
      e('PostCreated', created({ items: [image], moderationStatus: 'not_reviewed' })),
      e('PostAccepted', { moderatorId: creatorId }),
      e('PostPublished', { postType: 'subscriber', publishedAt: '2026-01-02T00:00:00.000Z' }),
      e('PostPinned', {}),
      e('PostUnpinned', {}),
      e('PostRejected', { moderatorId: creatorId, reason: 'no' }),
      e('PostEdited', { ...created({ items: [image] }), moderationStatus: 'not_accepted_edited' }),
      e('PostAccepted', { moderatorId: creatorId }),
      e('PostPublished', { postType: 'subscriber', publishedAt: '2026-01-03T00:00:00.000Z' }),
    ];
    const h = await run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
    expect(once.feed_heads).toMatchObject([{ visibleCount: 1 }]);
    expect(once.feed_media).toHaveLength(1);
    expect(once.feed_index).toMatchObject([{ _id: postId, creatorId }]);
  });
});
