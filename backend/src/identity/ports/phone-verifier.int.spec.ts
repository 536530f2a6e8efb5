import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded/embedded-read-store.js';
import { describePhoneVerifierContract } from './phone-verifier.contract.js';

// Over the embedded read store (phone-verifier.mongo.int.spec.ts runs it on MongoDB).
describePhoneVerifierContract('read store (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'phone-codes-'));
  const store = EmbeddedReadStore.open(join(dir, 'read.db'));
  return Promise.resolve({
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});
