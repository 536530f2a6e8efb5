import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../../test-support/container-runtime.js';
import { describeReadStoreContract } from '../read-store.contract.js';
import { MongoReadStore } from './mongo-read-store.js';

const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

await describeWithContainers('MongoDB read store', () => {
  // The module starts a single-node replica set, which is what transactions need.
  describeReadStoreContract(`MongoDB (${MONGODB_IMAGE})`, async () => {
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
