import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../read-store/embedded/embedded-read-store.js';
import { embeddedReadStore } from '../../test-support/read-stores.js';
import { describeIdempotencyRecordsContract } from './idempotency-records.contract.js';
import { SqliteIdempotencyRecords } from './idempotency-records.js';
import {
  IDEMPOTENCY_COLLECTION,
  ReadStoreIdempotencyRecords,
} from './read-store-idempotency-records.js';

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
  const { store, dispose } = embeddedReadStore('idempotency-read-');
  return Promise.resolve({ records: new ReadStoreIdempotencyRecords(store), dispose });
});

describe('read store records of the first version (answers only, before claims)', () => {
  it('are taken over by the next request and purged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idempotency-legacy-'));
    const store = EmbeddedReadStore.open(join(dir, 'read.db'));
    try {
      const records = new ReadStoreIdempotencyRecords(store);
      const legacy = (key: string) => ({
        _id: `user-1\u0000${key}`,
        scope: 'user-1',
        key,
        requestHash: 'old-hash',
        status: 201,
        body: '{}',
        createdAt: '2026-03-01T11:00:00.000Z',
      });
      await store
        .collection<{ _id: string }>(IDEMPOTENCY_COLLECTION)
        .insertMany([legacy('a'), legacy('b')]);
      const now = new Date('2026-03-01T12:00:00.000Z');
      const claim = { scope: 'user-1', key: 'a', requestHash: 'new-hash', token: 't-1' };
      expect(await records.reserve(claim, now)).toEqual({ outcome: 'reserved' });
      expect(await records.purgeExpired(now)).toBe(1);
      expect(await store.collection(IDEMPOTENCY_COLLECTION).countDocuments({})).toBe(1);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a configured lease (IDEMPOTENCY_LEASE_MS)', () => {
  it('holds an unanswered claim exactly that long, in both adapters', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idempotency-lease-'));
    const store = EmbeddedReadStore.open(join(dir, 'read.db'));
    const adapters = [
      new SqliteIdempotencyRecords(join(dir, 'idempotency.db'), 2_000),
      new ReadStoreIdempotencyRecords(store, 2_000),
    ];
    try {
      const t0 = new Date('2026-03-01T12:00:00.000Z');
      const at = (ms: number) => new Date(t0.getTime() + ms);
      for (const records of adapters) {
        const claim = (token: string) => ({ scope: 'u', key: 'k', requestHash: 'h', token });
        expect(await records.reserve(claim('first'), t0)).toEqual({ outcome: 'reserved' });
        expect((await records.reserve(claim('second'), at(1_999))).outcome).toBe('pending');
        expect(await records.reserve(claim('third'), at(2_000))).toEqual({ outcome: 'reserved' });
      }
    } finally {
      for (const records of adapters) await records.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
