import { describe, it } from '@jest/globals';
import type { RelationshipEvent } from '@flirtwire/contracts';
import { spec } from '../test-support/decider-spec.js';
import { type RelationshipCommand, relationshipDecider } from './relationship.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000000a';
const customerId = '0190a0b0-0000-7000-8000-00000000000b';
const pair = { creatorId, customerId };
const followed: RelationshipEvent = { type: 'Followed', data: pair };
const unfollowed: RelationshipEvent = { type: 'Unfollowed', data: pair };
const blockedBy = (by: 'creator' | 'customer'): RelationshipEvent => ({
  type: 'CustomerBlocked',
  data: { ...pair, by },
});
const unblockedBy = (by: 'creator' | 'customer'): RelationshipEvent => ({
  type: 'CustomerUnblocked',
  data: { ...pair, by },
});
const follow = (hasCardOnFile = true): RelationshipCommand => ({
  type: 'Follow',
  ...pair,
  hasCardOnFile,
});
const unfollow = (isSubscriber = false): RelationshipCommand => ({
  type: 'Unfollow',
  ...pair,
  isSubscriber,
});
const block = (by: 'creator' | 'customer' = 'creator'): RelationshipCommand => ({
  type: 'Block',
  ...pair,
  by,
});
const unblock = (by: 'creator' | 'customer' = 'creator'): RelationshipCommand => ({
  type: 'Unblock',
  ...pair,
  by,
});

describe('relationship decider', () => {
  it('follows with a card on file, once', () => {
    spec(relationshipDecider).given([]).when(follow()).then([followed]);
    spec(relationshipDecider).given([followed]).when(follow()).then([]);
    spec(relationshipDecider).given([followed, unfollowed]).when(follow()).then([followed]);
  });

  it('needs a card on file to follow', () => {
    spec(relationshipDecider).given([]).when(follow(false)).thenThrows({
      code: 'card_required',
      message: 'You must have a credit card on file to follow this flirt.',
    });
  });

  it('refuses following yourself', () => {
    spec(relationshipDecider)
      .given([])
      .when({ type: 'Follow', creatorId, customerId: creatorId, hasCardOnFile: true })
      .thenThrows({ code: 'cannot_follow_yourself', message: "You can't follow yourself" });
  });

  it('refuses following across a block, whoever blocked', () => {
    for (const by of ['creator', 'customer'] as const) {
      spec(relationshipDecider)
        .given([blockedBy(by)])
        .when(follow())
        .thenThrows({
          code: 'blocked',
          status: 403,
          message:
            "We're sorry, you are unable to follow this Flirt because this Flirt blocked you or you blocked this Flirt.",
        });
    }
  });

  it('lets non-subscribers unfollow, and refuses subscribers', () => {
    spec(relationshipDecider).given([followed]).when(unfollow()).then([unfollowed]);
    spec(relationshipDecider).given([followed]).when(unfollow(true)).thenThrows({
      code: 'subscriber_cannot_unfollow',
      message: "You can't unfollow this Flirt because you're their subscriber.",
    });
    spec(relationshipDecider).given([]).when(unfollow()).then([]);
  });

  it('blocks once per side; a block ends the follow and unblocking restores nothing', () => {
    spec(relationshipDecider)
      .given([followed])
      .when(block())
      .then([blockedBy('creator')]);
    spec(relationshipDecider)
      .given([blockedBy('creator')])
      .when(block())
      .then([]);
    spec(relationshipDecider)
      .given([blockedBy('creator')])
      .when(block('customer'))
      .then([blockedBy('customer')]);
    spec(relationshipDecider)
      .given([followed, blockedBy('creator')])
      .when(unblock())
      .then([unblockedBy('creator')]);
    spec(relationshipDecider)
      .given([followed, blockedBy('creator'), unblockedBy('creator')])
      .when(follow())
      .then([followed]);
    spec(relationshipDecider).given([]).when(unblock()).then([]);
  });

  it('leaves the customer’s own block to the customer (My Customers blocks as the Flirt)', () => {
    spec(relationshipDecider)
      .given([blockedBy('customer')])
      .when(unblock())
      .then([]);
    spec(relationshipDecider)
      .given([blockedBy('customer')])
      .when(block())
      .then([blockedBy('creator')]);
  });

  it('stays blocked while the other side still blocks', () => {
    spec(relationshipDecider)
      .given([blockedBy('creator'), blockedBy('customer'), unblockedBy('creator')])
      .when(follow())
      .thenThrows({ code: 'blocked' });
  });
});
