import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IdempotencyRecord, IdempotencyRecords } from './idempotency-records.js';

/** The one contract of the idempotency records port, run against every adapter. */
export function describeIdempotencyRecordsContract(
  name: string,
  open: () => Promise<{ records: IdempotencyRecords; dispose: () => Promise<void> }>,
): void {
  describe(`idempotency records: ${name}`, () => {
    let records: IdempotencyRecords;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ records, dispose } = await open());
    });
    afterAll(async () => {
      await dispose();
    });

    const record = (overrides: Partial<IdempotencyRecord> = {}): IdempotencyRecord => ({
      scope: 'user-1 POST /client_api/bonuses',
      key: 'key-1',
      requestHash: 'hash-1',
      status: 201,
      body: { tipId: 't-1', nested: { 'a.b': 1, $c: [1, 'x', null] } },
      createdAt: '2026-03-01T12:00:00.000Z',
      ...overrides,
    });

    it('finds nothing for an unknown key, then the saved response as saved', async () => {
      expect(await records.find('nobody', 'nothing')).toBeNull();
      await records.save(record());
      expect(await records.find(record().scope, 'key-1')).toEqual(record());
    });

    it('keeps the first response of a (scope, key); scopes do not share keys', async () => {
      await records.save(record({ key: 'key-2', status: 422, body: { error: 'first' } }));
      await records.save(record({ key: 'key-2', status: 201, body: { tipId: 'second' } }));
      expect(await records.find(record().scope, 'key-2')).toMatchObject({
        status: 422,
        body: { error: 'first' },
      });
      expect(await records.find('another scope', 'key-2')).toBeNull();
    });
  });
}
