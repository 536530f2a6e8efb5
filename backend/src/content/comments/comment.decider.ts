import { CONTENT_LIMITS, CONTENT_MESSAGES as M, type ContentEventOf } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors.js';

type CommentEvent = ContentEventOf<'CommentAdded' | 'CommentHidden'>;

export interface CommentFacts {
  readonly creatorId: string;
  readonly creatorLogin: string;
  readonly unlocked: boolean;
  /** Follows or subscribes to the Flirt. */
  readonly following: boolean;
  readonly hasCardOnFile: boolean;
}

export interface AddComment {
  readonly type: 'AddComment';
  readonly commentId: string;
  readonly postId: string;
  readonly userId: string;
  readonly login: string;
  readonly body: string;
  readonly facts: CommentFacts;
}

/** A moderator hides the comment (a report of it taken down). */
export interface HideComment {
  readonly type: 'HideComment';
  readonly moderatorId: string;
  readonly reason: string;
}

export interface CommentState {
  readonly exists: boolean;
  readonly hidden: boolean;
  readonly commentId: string;
  readonly postId: string;
  readonly creatorId: string;
}

const noComment: CommentState = {
  exists: false,
  hidden: false,
  commentId: '',
  postId: '',
  creatorId: '',
};

/**
 * A comment (`comment-<commentId>`): at most 200 characters; others than the author need to
 * follow the Flirt and have a card on file (spec 000 §5), with the spec's prompts.
 */
export const commentDecider: Decider<CommentState, AddComment | HideComment, CommentEvent> = {
  name: 'comment',
  eventTypes: ['CommentAdded', 'CommentHidden'],
  initialState: noComment,
  evolve: (state, event) =>
    event.type === 'CommentAdded'
      ? {
          exists: true,
          hidden: false,
          commentId: event.data.commentId,
          postId: event.data.postId,
          creatorId: event.data.creatorId,
        }
      : { ...state, hidden: true },
  decide(command, state) {
    if (command.type === 'HideComment') {
      if (!state.exists) throw new NotFoundError(M.reportNotFound, 'comment_not_found');
      if (state.hidden) return [];
      return [
        {
          type: 'CommentHidden',
          data: {
            commentId: state.commentId,
            postId: state.postId,
            creatorId: state.creatorId,
            moderatorId: command.moderatorId,
            reason: command.reason,
          },
        },
      ];
    }
    if (state.exists) return [];
    const body = command.body.trim();
    if (body.length === 0) throw new ValidationError({ body: M.commentBlank });
    if (body.length > CONTENT_LIMITS.commentMax)
      throw new ValidationError({ body: M.commentTooLong });
    const { facts } = command;
    const byPostAuthor = facts.creatorId === command.userId;
    if (!byPostAuthor) {
      if (!facts.unlocked) throw new DomainError('post_locked', M.postLocked, 403);
      if (!facts.following) {
        const message = facts.hasCardOnFile
          ? M.mustFollowToComment(facts.creatorLogin)
          : M.mustFollowAndHaveCardToComment(facts.creatorLogin);
        throw new DomainError('follow_required', message, 403, { body: message });
      }
      if (!facts.hasCardOnFile) {
        throw new DomainError('card_required', M.mustHaveCardToComment, 403, {
          body: M.mustHaveCardToComment,
        });
      }
    }
    return [
      {
        type: 'CommentAdded',
        data: {
          commentId: command.commentId,
          postId: command.postId,
          creatorId: facts.creatorId,
          userId: command.userId,
          login: command.login,
          body,
          byPostAuthor,
        },
      },
    ];
  },
};
