import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../test-support/container-runtime.js';
import { MongoReadStore } from '../../infrastructure/read-store/mongo/mongo-read-store.js';
import { describePhoneVerifierContract } from './phone-verifier.contract.js';

const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

// Phone codes on a real MongoDB: what several app instances share in production.
await describeWithContainers('phone verifier on MongoDB', () => {
  describePhoneVerifierContract(`read store (MongoDB ${MONGODB_IMAGE})`, async () => {
    const container: StartedMongoDBContainer = await new MongoDBContainer(MONGODB_IMAGE).start();
    const store = await MongoReadStore.connect(container.getConnectionString(), {
      directConnection: true,
    });
    return {
      store,
      dispose: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
});
