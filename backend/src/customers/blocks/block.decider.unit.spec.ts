import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { blockDecider } from './block.decider.js';

const creatorId = '0190a000-0000-7000-8000-000000000001';
const customerId = '0190a000-0000-7000-8000-00000000000a';
const pair = { creatorId, customerId };
const blocked = { type: 'CustomerBlocked' as const, data: { ...pair, by: 'creator' as const } };
const unblocked = { type: 'CustomerUnblocked' as const, data: { ...pair, by: 'creator' as const } };
const theyBlocked = {
  type: 'CustomerBlocked' as const,
  data: { ...pair, by: 'customer' as const },
};

describe('blocking from My Customers', () => {
  it('blocks once and unblocks once', () => {
    spec(blockDecider)
      .given([])
      .when({ type: 'BlockCustomer', ...pair })
      .then([blocked]);
    spec(blockDecider)
      .given([blocked])
      .when({ type: 'BlockCustomer', ...pair })
      .then([]);
    spec(blockDecider)
      .given([blocked])
      .when({ type: 'UnblockCustomer', ...pair })
      .then([unblocked]);
    spec(blockDecider)
      .given([blocked, unblocked])
      .when({ type: 'UnblockCustomer', ...pair })
      .then([]);
  });

  it('leaves the customer’s own block to the customer', () => {
    spec(blockDecider)
      .given([theyBlocked])
      .when({ type: 'UnblockCustomer', ...pair })
      .then([]);
    spec(blockDecider)
      .given([theyBlocked])
      .when({ type: 'BlockCustomer', ...pair })
      .then([blocked]);
  });
});
