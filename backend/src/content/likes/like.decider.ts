import { CONTENT_MESSAGES as M, type LikeEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

/** What the handler learned about the post and the person before deciding. */
export interface LikeFacts {
  readonly creatorId: string;
  readonly creatorLogin: string;
  /** The person may see the post in full (not locked for them). */
  readonly unlocked: boolean;
  /** Follows the Flirt or subscribes to them (subscribers need not follow first). */
  readonly following: boolean;
}

export type LikeCommand =
  | {
      readonly type: 'LikePost';
      readonly postId: string;
      readonly userId: string;
      readonly login: string;
      readonly facts: LikeFacts;
    }
  | {
      readonly type: 'UnlikePost';
      readonly postId: string;
      readonly userId: string;
      readonly creatorId: string;
    };

export interface LikeState {
  readonly liked: boolean;
}

/**
 * One person's like of one post (`like-<postId>-<userId>`), a toggle. Liking needs following
 * (spec 000 §4), a post the person can see, and someone else's post.
 */
export const likeDecider: Decider<LikeState, LikeCommand, LikeEvent> = {
  name: 'like',
  eventTypes: ['PostLiked', 'PostUnliked'],
  initialState: { liked: false },
  evolve(_state, event) {
    switch (event.type) {
      case 'PostLiked':
        return { liked: true };
      case 'PostUnliked':
        return { liked: false };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'LikePost': {
        const { facts } = command;
        if (facts.creatorId === command.userId) {
          throw new DomainError('cannot_like_own_post', M.cannotLikeOwnPost, 422);
        }
        if (!facts.unlocked) throw new DomainError('post_locked', M.postLocked, 403);
        if (!facts.following) {
          throw new DomainError('follow_required', M.mustFollowToLike(facts.creatorLogin), 403);
        }
        if (state.liked) return [];
        return [
          {
            type: 'PostLiked',
            data: {
              postId: command.postId,
              creatorId: facts.creatorId,
              userId: command.userId,
              login: command.login,
            },
          },
        ];
      }
      case 'UnlikePost':
        return state.liked
          ? [
              {
                type: 'PostUnliked',
                data: {
                  postId: command.postId,
                  creatorId: command.creatorId,
                  userId: command.userId,
                },
              },
            ]
          : [];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
