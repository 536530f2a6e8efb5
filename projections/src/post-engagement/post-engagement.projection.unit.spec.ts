import { likeStreamId, commentStreamId } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import {
  likeId,
  type PostCommentRow,
  type PostCountsRow,
  postEngagementProjection,
  type PostLikeRow,
} from './post-engagement.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const postId = '0190a0b0-0000-7000-8000-00000000a001';
const ann = '0190a0b0-0000-7000-8000-00000000b001';
const bob = '0190a0b0-0000-7000-8000-00000000b002';

function likes(userId: string, login: string) {
  let revision = 0;
  const streamId = likeStreamId(postId, userId);
  return {
    like: (): EventEnvelope =>
      envelope(
        'PostLiked',
        { postId, creatorId, userId, login },
        { streamId, revision: revision++ },
      ),
    unlike: (): EventEnvelope =>
      envelope('PostUnliked', { postId, creatorId, userId }, { streamId, revision: revision++ }),
  };
}

const comment = (commentId: string, body: string, byPostAuthor = false) =>
  envelope(
    'CommentAdded',
    { commentId, postId, creatorId, userId: ann, login: 'ann', body, byPostAuthor },
    { streamId: commentStreamId(commentId) },
  );

describe('post-engagement projection', () => {
  it('counts likes as toggles per person', async () => {
    const a = likes(ann, 'ann');
    const b = likes(bob, 'bob');
    const h = new ProjectionHarness(postEngagementProjection);
    await h.run([a.like(), b.like(), a.unlike(), a.like(), b.unlike()]);
    expect(h.doc<PostCountsRow>('post_counts', postId)).toEqual({
      _id: postId,
      creatorId,
      likes: 1,
      comments: 0,
    });
    expect(h.doc<PostLikeRow>('post_likes', likeId(postId, ann))).toMatchObject({
      active: true,
      login: 'ann',
    });
    expect(h.doc<PostLikeRow>('post_likes', likeId(postId, bob))).toMatchObject({
      active: false,
      likedAt: null,
    });
  });

  it('adds comments with a time-ordered key and counts them', async () => {
    const h = new ProjectionHarness(postEngagementProjection);
    const first = comment('0190a0b0-0000-7000-8000-00000000d001', 'hello');
    await h.run([first, comment('0190a0b0-0000-7000-8000-00000000d002', 'thanks', true)]);
    expect(h.doc<PostCountsRow>('post_counts', postId)?.comments).toBe(2);
    expect(
      h.doc<PostCommentRow>('post_comments', '0190a0b0-0000-7000-8000-00000000d001'),
    ).toMatchObject({
      body: 'hello',
      login: 'ann',
      byPostAuthor: false,
      commentKey: `${first.occurredAt}~0190a0b0-0000-7000-8000-00000000d001`,
    });
  });

  it('changes nothing when the same events are replayed', async () => {
    const a = likes(ann, 'ann');
    const events = [a.like(), comment('0190a0b0-0000-7000-8000-00000000d003', 'hi'), a.unlike()];
    const h = new ProjectionHarness(postEngagementProjection);
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
