import { describeRateLimiterContract } from './rate-limiter.contract.js';
import { ReadStoreRateLimiter } from './read-store-rate-limiter.js';
import { embeddedReadStore } from '../../test-support/read-stores.js';

// The adapter production uses on MongoDB; here over the embedded read store, which implements
// the same collection API (rate-limiter.mongo.int.spec.ts runs it on MongoDB).
describeRateLimiterContract(
  'read store (embedded)',
  () => {
    const { store, dispose } = embeddedReadStore('rate-limits-');
    return Promise.resolve({
      limiter: new ReadStoreRateLimiter(store),
      peer: new ReadStoreRateLimiter(store),
      dispose,
    });
  },
  { shared: true },
);
