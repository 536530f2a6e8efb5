import { describeWithContainers } from '../../test-support/container-runtime.js';
import { describeRateLimiterContract } from './rate-limiter.contract.js';
import { ReadStoreRateLimiter } from './read-store-rate-limiter.js';
import { MONGODB_IMAGE, mongoReadStore } from '../../test-support/read-stores.js';

// The adapter production uses, on a real MongoDB: throttles and attempt counts shared by instances.
await describeWithContainers('rate limiter on MongoDB', () => {
  describeRateLimiterContract(
    `read store (MongoDB ${MONGODB_IMAGE})`,
    async () => {
      const { store, dispose } = await mongoReadStore();
      return {
        limiter: new ReadStoreRateLimiter(store),
        peer: new ReadStoreRateLimiter(store),
        dispose,
      };
    },
    { shared: true },
  );
});
