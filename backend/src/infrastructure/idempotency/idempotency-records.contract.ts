import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyClaim,
  type IdempotencyRecords,
} from './idempotency-records.js';

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

    const t0 = new Date('2026-03-01T12:00:00.000Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    let tokens = 0;
    const claim = (key: string, overrides: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
      scope: 'user-1',
      key,
      requestHash: 'hash-1',
      token: `token-${++tokens}`,
      ...overrides,
    });
    const body = { tipId: 't-1', nested: { 'a.b': 1, $c: [1, 'x', null] } };

    it('claims a free key once; a second claim sees it pending, then its answer as stored', async () => {
      const first = claim('key-1');
      expect(await records.reserve(first, t0)).toEqual({ outcome: 'reserved' });
      expect(await records.reserve(claim('key-1', { requestHash: 'hash-2' }), t0)).toEqual({
        outcome: 'pending',
        requestHash: 'hash-1',
      });
      await records.complete(first, { status: 201, body });
      expect(await records.reserve(claim('key-1'), at(1_000))).toEqual({
        outcome: 'done',
        record: {
          scope: 'user-1',
          key: 'key-1',
          requestHash: 'hash-1',
          status: 201,
          body,
          createdAt: t0.toISOString(),
        },
      });
    });

    it('keeps the first answer; scopes do not share keys', async () => {
      const first = claim('key-2');
      await records.reserve(first, t0);
      await records.complete(first, { status: 422, body: { error: 'first' } });
      await records.complete(first, { status: 201, body: { tipId: 'second' } });
      expect(await records.reserve(claim('key-2'), t0)).toMatchObject({
        outcome: 'done',
        record: { status: 422, body: { error: 'first' } },
      });
      expect(await records.reserve(claim('key-2', { scope: 'user-2' }), t0)).toEqual({
        outcome: 'reserved',
      });
    });

    it('lets exactly one of many concurrent claims of a key run it', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => records.reserve(claim('key-race'), t0)),
      );
      expect(outcomes.filter((o) => o.outcome === 'reserved')).toHaveLength(1);
      expect(outcomes.filter((o) => o.outcome === 'pending')).toHaveLength(19);
    });

    it('frees a released claim for the next request; only its holder can release it', async () => {
      const first = claim('key-3');
      await records.reserve(first, t0);
      await records.release(claim('key-3'));
      expect((await records.reserve(claim('key-3'), t0)).outcome).toBe('pending');
      await records.release(first);
      expect(await records.reserve(claim('key-3'), t0)).toEqual({ outcome: 'reserved' });
    });

    it('hands a claim whose lease ran out to the next request; the late holder cannot answer', async () => {
      const lost = claim('key-4');
      await records.reserve(lost, t0);
      expect((await records.reserve(claim('key-4'), at(IDEMPOTENCY_LEASE_MS - 1))).outcome).toBe(
        'pending',
      );
      const taker = claim('key-4', { requestHash: 'hash-taker' });
      expect(await records.reserve(taker, at(IDEMPOTENCY_LEASE_MS))).toEqual({
        outcome: 'reserved',
      });
      await records.complete(lost, { status: 201, body: { from: 'lost' } });
      await records.complete(taker, { status: 200, body: { from: 'taker' } });
      expect(await records.reserve(claim('key-4'), at(IDEMPOTENCY_LEASE_MS))).toMatchObject({
        outcome: 'done',
        record: { requestHash: 'hash-taker', status: 200, body: { from: 'taker' } },
      });
    });

    it('keeps a key for 24 hours, then forgets it; purging deletes the expired keys', async () => {
      const first = claim('key-5', { scope: 'user-ttl' });
      await records.reserve(first, t0);
      await records.complete(first, { status: 201, body: { n: 1 } });
      const kept = claim('key-6', { scope: 'user-ttl' });
      await records.reserve(kept, at(60_000));
      await records.complete(kept, { status: 201, body: { n: 2 } });

      expect(
        (await records.reserve(claim('key-5', { scope: 'user-ttl' }), at(IDEMPOTENCY_TTL_MS - 1)))
          .outcome,
      ).toBe('done');
      expect(await records.purgeExpired(at(IDEMPOTENCY_TTL_MS - 1))).toBe(0);
      expect(await records.purgeExpired(at(IDEMPOTENCY_TTL_MS))).toBeGreaterThanOrEqual(1);
      expect(
        await records.reserve(
          claim('key-5', { scope: 'user-ttl', requestHash: 'another request' }),
          at(IDEMPOTENCY_TTL_MS),
        ),
      ).toEqual({ outcome: 'reserved' });
      expect(
        (await records.reserve(claim('key-6', { scope: 'user-ttl' }), at(IDEMPOTENCY_TTL_MS)))
          .outcome,
      ).toBe('done');
      // Expired but not yet purged: a new request takes the key over as well.
      expect(
        await records.reserve(
          claim('key-6', { scope: 'user-ttl', requestHash: 'another request' }),
          at(IDEMPOTENCY_TTL_MS + 60_000),
        ),
      ).toEqual({ outcome: 'reserved' });
    });
  });
}
