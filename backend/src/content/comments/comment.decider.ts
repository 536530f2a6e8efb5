import { CONTENT_LIMITS, CONTENT_MESSAGES as M, type ContentEventOf } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, ValidationError } from '../../shared/errors.js';

type CommentEvent = ContentEventOf<'CommentAdded'>;

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

/**
 * A comment (`comment-<commentId>`): at most 200 characters; others than the author need to
 * follow the Flirt and have a card on file (spec 000 §5), with the spec's prompts.
 */
export const commentDecider: Decider<{ readonly exists: boolean }, AddComment, CommentEvent> = {
  name: 'comment',
  eventTypes: ['CommentAdded'],
  initialState: { exists: false },
  evolve: () => ({ exists: true }),
  decide(command, state) {
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
