import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../../infrastructure/read-store/embedded/embedded-read-store.js';
import { describeRateLimiterContract } from './rate-limiter.contract.js';
import { ReadStoreRateLimiter } from './read-store-rate-limiter.js';

// The adapter production uses on MongoDB; here over the embedded read store, which implements
// the same collection API (rate-limiter.mongo.int.spec.ts runs it on MongoDB).
describeRateLimiterContract(
  'read store (embedded)',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'rate-limits-'));
    const store = EmbeddedReadStore.open(join(dir, 'read.db'));
    return Promise.resolve({
      limiter: new ReadStoreRateLimiter(store),
      peer: new ReadStoreRateLimiter(store),
      dispose: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    });
  },
  { shared: true },
);
