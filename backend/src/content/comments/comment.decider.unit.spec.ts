import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { type AddComment, commentDecider, type CommentFacts } from './comment.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const userId = '0190a0b0-0000-7000-8000-00000000c002';
const postId = '0190a0b0-0000-7000-8000-00000000a001';
const commentId = '0190a0b0-0000-7000-8000-00000000d001';
const facts: CommentFacts = {
  creatorId,
  creatorLogin: 'ann',
  unlocked: true,
  following: true,
  hasCardOnFile: true,
};
const add = (overrides: Partial<CommentFacts> = {}, body = ' hello ', by = userId): AddComment => ({
  type: 'AddComment',
  commentId,
  postId,
  userId: by,
  login: 'bob',
  body,
  facts: { ...facts, ...overrides },
});

/** The comment added: its `body` (trimmed) by `by`, the post author's own or not. */
const added = (body: string, by: string, byPostAuthor: boolean) => ({
  type: 'CommentAdded' as const,
  data: { commentId, postId, creatorId, userId: by, login: 'bob', body, byPostAuthor },
});

describe('comment decider', () => {
  it('adds a trimmed comment, marking the post author’s own', () => {
    spec(commentDecider)
      .given([])
      .when(add())
      .then([added('hello', userId, false)]);
    spec(commentDecider)
      .given([])
      .when(add({ following: false, hasCardOnFile: false }, 'thanks', creatorId))
      .then([added('thanks', creatorId, true)]);
  });

  it('prompts to follow, and to have a card on file, in the spec’s words', () => {
    spec(commentDecider)
      .given([])
      .when(add({ following: false }))
      .thenThrows({ message: 'You must follow ann to leave comments on this post' });
    spec(commentDecider)
      .given([])
      .when(add({ following: false, hasCardOnFile: false }))
      .thenThrows({
        message: 'You must follow ann and have a credit card on file to leave comments',
        fields: { body: 'You must follow ann and have a credit card on file to leave comments' },
      });
    spec(commentDecider)
      .given([])
      .when(add({ hasCardOnFile: false }))
      .thenThrows({ code: 'card_required' });
  });

  it('keeps comments between 1 and 200 characters, and off locked posts', () => {
    spec(commentDecider)
      .given([])
      .when(add({}, 'x'.repeat(201)))
      .thenThrows({
        status: 400,
        fields: { body: 'Comment is too long (maximum is 200 characters)' },
      });
    spec(commentDecider)
      .given([])
      .when(add({}, '   '))
      .thenThrows({ fields: { body: 'Comment can’t be blank' } });
    spec(commentDecider)
      .given([])
      .when(add({ unlocked: false }))
      .thenThrows({ code: 'post_locked' });
  });
});
