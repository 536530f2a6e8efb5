import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../read-store/embedded/embedded-read-store.js';
import { describeIdempotencyRecordsContract } from './idempotency-records.contract.js';
import { SqliteIdempotencyRecords } from './idempotency-records.js';
import { ReadStoreIdempotencyRecords } from './read-store-idempotency-records.js';

describeIdempotencyRecordsContract('SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'idempotency-'));
  const records = new SqliteIdempotencyRecords(join(dir, 'idempotency.db'));
  return Promise.resolve({
    records,
    dispose: async () => {
      await records.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});

// The adapter production uses on MongoDB; here over the embedded read store, which implements
// the same collection API (idempotency-records.mongo.int.spec.ts runs it on MongoDB).
describeIdempotencyRecordsContract('read store (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'idempotency-read-'));
  const store = EmbeddedReadStore.open(join(dir, 'read.db'));
  return Promise.resolve({
    records: new ReadStoreIdempotencyRecords(store),
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});
