import { describe, it } from '@jest/globals';
import type { StorefrontEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { type StorefrontCommand, storefrontDecider } from './storefront.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const otherId = '0190a0b0-0000-7000-8000-00000000c002';
const set = (visible: boolean, actorId = creatorId): StorefrontCommand => ({
  type: 'SetMemberSinceVisibility',
  creatorId,
  actorId,
  visible,
});
const hidden: StorefrontEvent = {
  type: 'MemberSinceVisibilitySet',
  data: { creatorId, visible: false },
};
const shown: StorefrontEvent = {
  type: 'MemberSinceVisibilitySet',
  data: { creatorId, visible: true },
};

describe('storefront decider', () => {
  it('shows Member Since until hidden; hiding and showing again toggles, repeats change nothing', () => {
    spec(storefrontDecider).given([]).when(set(true)).then([]);
    spec(storefrontDecider).given([]).when(set(false)).then([hidden]);
    spec(storefrontDecider).given([hidden]).when(set(false)).then([]);
    spec(storefrontDecider).given([hidden]).when(set(true)).then([shown]);
  });

  it('lets only the Flirt change their own storefront', () => {
    spec(storefrontDecider)
      .given([])
      .when(set(false, otherId))
      .thenThrows({ status: 403, code: 'not_your_storefront' });
  });
});
