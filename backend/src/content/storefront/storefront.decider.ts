import { CONTENT_MESSAGES as M, type StorefrontEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

export type StorefrontCommand = {
  readonly type: 'SetMemberSinceVisibility';
  readonly creatorId: string;
  /** Who asks: only the Flirt themself changes their storefront. */
  readonly actorId: string;
  readonly visible: boolean;
};

export interface StorefrontState {
  /** 'Member Since' shows until the Flirt hides it (spec 001 §2.2 "shown if enabled"). */
  readonly showMemberSince: boolean;
}

/**
 * A Flirt's storefront settings (`storefront-<creatorId>`), spec 001 §2.4. One event and one
 * command so far, hence no switch. Choosing what is already in force appends nothing, so the
 * menu's debounced toggle may repeat itself safely.
 */
export const storefrontDecider: Decider<StorefrontState, StorefrontCommand, StorefrontEvent> = {
  name: 'storefront',
  eventTypes: ['MemberSinceVisibilitySet'],
  initialState: { showMemberSince: true },
  evolve(state, event) {
    return { ...state, showMemberSince: event.data.visible };
  },
  decide(command, state) {
    if (command.actorId !== command.creatorId) {
      throw new DomainError('not_your_storefront', M.notYourStorefront, 403);
    }
    if (command.visible === state.showMemberSince) return [];
    return [
      {
        type: 'MemberSinceVisibilitySet',
        data: { creatorId: command.creatorId, visible: command.visible },
      },
    ];
  },
};
