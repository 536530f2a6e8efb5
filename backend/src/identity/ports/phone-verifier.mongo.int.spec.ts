import { describeWithContainers } from '../../test-support/container-runtime.js';
import { MONGODB_IMAGE, mongoReadStore } from '../../test-support/read-stores.js';
import { describePhoneVerifierContract } from './phone-verifier.contract.js';

// Phone codes on a real MongoDB: what several app instances share in production.
await describeWithContainers('phone verifier on MongoDB', () => {
  describePhoneVerifierContract(`read store (MongoDB ${MONGODB_IMAGE})`, mongoReadStore);
});
