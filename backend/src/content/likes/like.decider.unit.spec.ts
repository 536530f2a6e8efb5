import { describe, it } from '@jest/globals';
import type { LikeEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { type LikeCommand, likeDecider, type LikeFacts } from './like.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const userId = '0190a0b0-0000-7000-8000-00000000c002';
const postId = '0190a0b0-0000-7000-8000-00000000a001';
const facts: LikeFacts = { creatorId, creatorLogin: 'ann', unlocked: true, following: true };
const like = (overrides: Partial<LikeFacts> = {}): LikeCommand => ({
  type: 'LikePost',
  postId,
  userId,
  login: 'bob',
  facts: { ...facts, ...overrides },
});
const liked: LikeEvent = { type: 'PostLiked', data: { postId, creatorId, userId, login: 'bob' } };
const unliked: LikeEvent = { type: 'PostUnliked', data: { postId, creatorId, userId } };

describe('like decider', () => {
  it('toggles: like, unlike, like again; repeats change nothing', () => {
    spec(likeDecider).given([]).when(like()).then([liked]);
    spec(likeDecider).given([liked]).when(like()).then([]);
    spec(likeDecider)
      .given([liked])
      .when({ type: 'UnlikePost', postId, userId, creatorId })
      .then([unliked]);
    spec(likeDecider).given([]).when({ type: 'UnlikePost', postId, userId, creatorId }).then([]);
    spec(likeDecider).given([liked, unliked]).when(like()).then([liked]);
  });

  it('asks to follow first, in the spec’s words', () => {
    spec(likeDecider)
      .given([])
      .when(like({ following: false }))
      .thenThrows({ status: 403, message: 'You must follow ann to like this post' });
  });

  it('refuses liking a locked post or your own', () => {
    spec(likeDecider)
      .given([])
      .when(like({ unlocked: false }))
      .thenThrows({ code: 'post_locked' });
    spec(likeDecider)
      .given([])
      .when({ ...like(), userId: creatorId })
      .thenThrows({ code: 'cannot_like_own_post' });
  });
});
