import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../test-support/container-runtime.js';
import { MongoSessionStore } from './mongo-session-store.js';
import { describeSessionStoreContract } from './session-store.contract.js';

const MONGO_IMAGE = process.env.MONGO_IMAGE ?? 'mongo:8.0';

await describeWithContainers('MongoDB session store', () => {
  describeSessionStoreContract(`MongoDB (${MONGO_IMAGE})`, async () => {
    const container: StartedMongoDBContainer = await new MongoDBContainer(MONGO_IMAGE).start();
    const store = await MongoSessionStore.connect(
      `${container.getConnectionString()}/flirtwire_sessions?directConnection=true`,
    );
    return {
      store,
      dispose: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
});
