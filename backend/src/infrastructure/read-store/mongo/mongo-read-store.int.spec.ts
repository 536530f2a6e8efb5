import { describeWithContainers } from '../../../test-support/container-runtime.js';
import { describeReadStoreContract } from '../read-store.contract.js';
import { MONGODB_IMAGE, mongoReadStore } from '../../../test-support/read-stores.js';

await describeWithContainers('MongoDB read store', () => {
  // The module starts a single-node replica set, which is what transactions need.
  describeReadStoreContract(`MongoDB (${MONGODB_IMAGE})`, mongoReadStore);
});
