import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../test-support/container-runtime.js';
import { MongoReadStore } from '../read-store/mongo/mongo-read-store.js';
import { describeIdempotencyRecordsContract } from './idempotency-records.contract.js';
import { ReadStoreIdempotencyRecords } from './read-store-idempotency-records.js';

const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

// The adapter production uses, on a real MongoDB: claims, answers and expiry shared by instances.
await describeWithContainers('idempotency records on MongoDB', () => {
  describeIdempotencyRecordsContract(`read store (MongoDB ${MONGODB_IMAGE})`, async () => {
    const container: StartedMongoDBContainer = await new MongoDBContainer(MONGODB_IMAGE).start();
    const store = await MongoReadStore.connect(container.getConnectionString(), {
      directConnection: true,
    });
    return {
      records: new ReadStoreIdempotencyRecords(store),
      dispose: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
});
