import { RELATIONSHIP_MESSAGES, type RelationshipEvent } from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { DomainError } from '../shared/errors.js';

/**
 * Commands carry the facts from other aggregates their rules need (a card on file, being a
 * subscriber), gathered by the handler just before deciding.
 */
export type RelationshipCommand =
  | {
      readonly type: 'Follow';
      readonly creatorId: string;
      readonly customerId: string;
      readonly hasCardOnFile: boolean;
    }
  | {
      readonly type: 'Unfollow';
      readonly creatorId: string;
      readonly customerId: string;
      readonly isSubscriber: boolean;
    }
  | {
      readonly type: 'Block' | 'Unblock';
      readonly creatorId: string;
      readonly customerId: string;
      readonly by: 'creator' | 'customer';
    };

export interface RelationshipState {
  readonly following: boolean;
  /** Who blocked, per side: a block by either side stops the relationship. */
  readonly blockedByCreator: boolean;
  readonly blockedByCustomer: boolean;
}

export const isBlocked = (state: RelationshipState): boolean =>
  state.blockedByCreator || state.blockedByCustomer;

/**
 * Follows and blocks between one Flirt and one customer. Following needs a card on file and no
 * block either way; subscribers cannot unfollow; blocking also ends the follow. Repeating a
 * follow, an unfollow, a block or an unblock changes nothing (no event).
 */
export const relationshipDecider: Decider<
  RelationshipState,
  RelationshipCommand,
  RelationshipEvent
> = {
  name: 'relationship',
  eventTypes: ['Followed', 'Unfollowed', 'CustomerBlocked', 'CustomerUnblocked'],
  initialState: { following: false, blockedByCreator: false, blockedByCustomer: false },
  evolve(state, event) {
    switch (event.type) {
      case 'Followed':
        return { ...state, following: true };
      case 'Unfollowed':
        return { ...state, following: false };
      case 'CustomerBlocked':
        return event.data.by === 'creator'
          ? { ...state, blockedByCreator: true, following: false }
          : { ...state, blockedByCustomer: true, following: false };
      case 'CustomerUnblocked':
        return event.data.by === 'creator'
          ? { ...state, blockedByCreator: false }
          : { ...state, blockedByCustomer: false };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    const pair = { creatorId: command.creatorId, customerId: command.customerId };
    switch (command.type) {
      case 'Follow':
        if (command.creatorId === command.customerId) {
          throw new DomainError(
            'cannot_follow_yourself',
            RELATIONSHIP_MESSAGES.followYourself,
            422,
          );
        }
        if (isBlocked(state))
          throw new DomainError('blocked', RELATIONSHIP_MESSAGES.followBlocked, 403);
        if (!command.hasCardOnFile) {
          throw new DomainError('card_required', RELATIONSHIP_MESSAGES.cardRequiredToFollow, 422);
        }
        return state.following ? [] : [{ type: 'Followed', data: pair }];
      case 'Unfollow':
        if (!state.following) return [];
        if (command.isSubscriber) {
          throw new DomainError(
            'subscriber_cannot_unfollow',
            RELATIONSHIP_MESSAGES.unfollowSubscriber,
            422,
          );
        }
        return [{ type: 'Unfollowed', data: pair }];
      case 'Block': {
        const already = command.by === 'creator' ? state.blockedByCreator : state.blockedByCustomer;
        return already ? [] : [{ type: 'CustomerBlocked', data: { ...pair, by: command.by } }];
      }
      case 'Unblock': {
        const blocked = command.by === 'creator' ? state.blockedByCreator : state.blockedByCustomer;
        return blocked ? [{ type: 'CustomerUnblocked', data: { ...pair, by: command.by } }] : [];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
