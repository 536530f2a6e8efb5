import { describeWithContainers } from '../../test-support/container-runtime.js';
import { describeIdempotencyRecordsContract } from './idempotency-records.contract.js';
import { ReadStoreIdempotencyRecords } from './read-store-idempotency-records.js';
import { MONGODB_IMAGE, mongoReadStore } from '../../test-support/read-stores.js';

// The adapter production uses, on a real MongoDB: claims, answers and expiry shared by instances.
await describeWithContainers('idempotency records on MongoDB', () => {
  describeIdempotencyRecordsContract(`read store (MongoDB ${MONGODB_IMAGE})`, async () => {
    const { store, dispose } = await mongoReadStore();
    return { records: new ReadStoreIdempotencyRecords(store), dispose };
  });
});
