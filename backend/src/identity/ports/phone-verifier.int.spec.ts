import { embeddedReadStore } from '../../test-support/read-stores.js';
import { describePhoneVerifierContract } from './phone-verifier.contract.js';

// Over the embedded read store (phone-verifier.mongo.int.spec.ts runs it on MongoDB).
describePhoneVerifierContract('read store (embedded)', () =>
  Promise.resolve(embeddedReadStore('phone-codes-')),
);
