import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../test-support/container-runtime.js';
import { describeDataKeyStoreContract } from './data-key-store.contract.js';
import { MongoDataKeyStore } from './mongo-data-key-store.js';

const MONGO_IMAGE = process.env.MONGO_IMAGE ?? 'mongo:8.0';

await describeWithContainers('MongoDB data key store', () => {
  describeDataKeyStoreContract(`MongoDB (${MONGO_IMAGE})`, async () => {
    const container: StartedMongoDBContainer = await new MongoDBContainer(MONGO_IMAGE).start();
    const url = `${container.getConnectionString()}/flirtwire_keys?directConnection=true`;
    const store = await MongoDataKeyStore.connect(url);
    return {
      store,
      reopen: () => MongoDataKeyStore.connect(url),
      dispose: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
});
