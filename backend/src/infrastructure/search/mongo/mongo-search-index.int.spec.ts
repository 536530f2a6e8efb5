import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../../test-support/container-runtime.js';
import { describeSearchIndexContract } from '../search-index.contract.js';
import { MongoSearchIndex } from './mongo-search-index.js';

const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

await describeWithContainers('MongoDB search index', () => {
  describeSearchIndexContract(`MongoDB (${MONGODB_IMAGE})`, async () => {
    const container: StartedMongoDBContainer = await new MongoDBContainer(MONGODB_IMAGE).start();
    const index = await MongoSearchIndex.connect(container.getConnectionString(), {
      directConnection: true,
    });
    return {
      index,
      dispose: async () => {
        await index.close();
        await container.stop();
      },
    };
  });
});
