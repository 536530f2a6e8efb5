import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../test-support/container-runtime.js';
import { MongoReadStore } from '../../infrastructure/read-store/mongo/mongo-read-store.js';
import { describeRateLimiterContract } from './rate-limiter.contract.js';
import { ReadStoreRateLimiter } from './read-store-rate-limiter.js';

const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

// The adapter production uses, on a real MongoDB: throttles and attempt counts shared by instances.
await describeWithContainers('rate limiter on MongoDB', () => {
  describeRateLimiterContract(
    `read store (MongoDB ${MONGODB_IMAGE})`,
    async () => {
      const container: StartedMongoDBContainer = await new MongoDBContainer(MONGODB_IMAGE).start();
      const store = await MongoReadStore.connect(container.getConnectionString(), {
        directConnection: true,
      });
      return {
        limiter: new ReadStoreRateLimiter(store),
        peer: new ReadStoreRateLimiter(store),
        dispose: async () => {
          await store.close();
          await container.stop();
        },
      };
    },
    { shared: true },
  );
});
