import type { RelationshipEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

type BlockEvent = Extract<RelationshipEvent, { type: 'CustomerBlocked' | 'CustomerUnblocked' }>;

export interface ChangeBlock {
  readonly type: 'BlockCustomer' | 'UnblockCustomer';
  readonly creatorId: string;
  readonly customerId: string;
}

export interface BlockState {
  /** The Flirt blocked the customer (a customer's own block of the Flirt is theirs to undo). */
  readonly blockedByCreator: boolean;
}

/**
 * The Flirt's side of a block, in the pair's relationship stream (`relationship-<creatorId>-
 * <customerId>`, shared with follows): blocking twice or unblocking someone not blocked
 * records nothing. Ending the pair's subscriptions is a process reacting to CustomerBlocked.
 */
export const blockDecider: Decider<BlockState, ChangeBlock, BlockEvent> = {
  name: 'customer-block',
  eventTypes: ['CustomerBlocked', 'CustomerUnblocked'],
  initialState: { blockedByCreator: false },
  evolve(state, event) {
    if (event.data.by !== 'creator') return state;
    switch (event.type) {
      case 'CustomerBlocked':
        return { blockedByCreator: true };
      case 'CustomerUnblocked':
        return { blockedByCreator: false };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    const data = {
      creatorId: command.creatorId,
      customerId: command.customerId,
      by: 'creator' as const,
    };
    switch (command.type) {
      case 'BlockCustomer':
        return state.blockedByCreator ? [] : [{ type: 'CustomerBlocked', data }];
      case 'UnblockCustomer':
        return state.blockedByCreator ? [{ type: 'CustomerUnblocked', data }] : [];
      default: {
        const never: never = command.type;
        return never;
      }
    }
  },
};
