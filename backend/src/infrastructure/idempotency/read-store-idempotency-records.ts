import type { ReadStore } from '@flirtwire/projections';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyClaim,
  type IdempotencyRecords,
  isStale,
  type Reservation,
} from './idempotency-records.js';

/** The collection of keyed responses; its leading underscore keeps it out of the read models. */
export const IDEMPOTENCY_COLLECTION = '_idempotency';

interface KeyDoc {
  _id: string;
  scope: string;
  key: string;
  requestHash: string;
  token: string;
  state: 'pending' | 'done';
  status: number;
  /** JSON text: a response body may hold keys MongoDB refuses in a document ($, dots). */
  body: string;
  createdAt: string;
  /** The first use, in epoch milliseconds: the 24 hours and the claim's lease count from it. */
  createdAtMs: number;
}

/**
 * Keys kept in the read store, so they follow its engine: MongoDB in production, where several
 * app instances share them (docs/adr/0003). A key is claimed by inserting its document under
 * the key's `_id`: the insert fails when another request holds it, on any instance. Expired
 * keys (24 hours) and claims whose lease ran out are taken over by a replace conditioned on the
 * old claim's token, so two takers cannot both win; `purgeExpired` deletes the expired ones.
 */
export class ReadStoreIdempotencyRecords implements IdempotencyRecords {
  private indexed: Promise<unknown> | null = null;

  constructor(
    private readonly store: ReadStore,
    private readonly leaseMs: number = IDEMPOTENCY_LEASE_MS,
  ) {}

  private get keys() {
    return this.store.collection<KeyDoc>(IDEMPOTENCY_COLLECTION);
  }

  async reserve(claim: IdempotencyClaim, now: Date): Promise<Reservation> {
    const _id = idOf(claim.scope, claim.key);
    const fresh: Omit<KeyDoc, '_id'> = {
      scope: claim.scope,
      key: claim.key,
      requestHash: claim.requestHash,
      token: claim.token,
      state: 'pending',
      status: 0,
      body: 'null',
      createdAt: now.toISOString(),
      createdAtMs: now.getTime(),
    };
    // Each turn either claims, answers what holds the key, or saw the key change under it.
    for (let turn = 0; turn < 8; turn++) {
      try {
        await this.keys.insertOne({ _id, ...fresh });
        return { outcome: 'reserved' };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const held = await this.keys.findOne({ _id });
      if (!held) continue;
      if (!isStale(held, now, this.leaseMs)) {
        return held.state === 'done'
          ? {
              outcome: 'done',
              record: {
                scope: held.scope,
                key: held.key,
                requestHash: held.requestHash,
                status: held.status,
                body: JSON.parse(held.body) as unknown,
                createdAt: held.createdAt,
              },
            }
          : { outcome: 'pending', requestHash: held.requestHash };
      }
      // A record of the first version has no token: it is matched by the token's absence.
      const holder = typeof held.token === 'string' ? held.token : { $exists: false };
      const taken = await this.keys.replaceOne({ _id, token: holder }, fresh);
      if (taken.matchedCount === 1) return { outcome: 'reserved' };
    }
    throw new Error(`idempotency key ${claim.key} kept changing while being claimed`);
  }

  async complete(
    claim: IdempotencyClaim,
    answer: { status: number; body: unknown },
  ): Promise<void> {
    await this.keys.updateOne(
      { _id: idOf(claim.scope, claim.key), token: claim.token, state: 'pending' },
      { $set: { state: 'done', status: answer.status, body: JSON.stringify(answer.body ?? null) } },
    );
  }

  async release(claim: IdempotencyClaim): Promise<void> {
    await this.keys.deleteOne({
      _id: idOf(claim.scope, claim.key),
      token: claim.token,
      state: 'pending',
    });
  }

  async purgeExpired(now: Date): Promise<number> {
    this.indexed ??= this.keys.createIndex({ createdAtMs: 1 }, { name: 'created' });
    await this.indexed;
    const expired = await this.keys.deleteMany({
      createdAtMs: { $lte: now.getTime() - IDEMPOTENCY_TTL_MS },
    });
    // Records of the first version (no claim time) are answers at most a day old at the upgrade.
    const legacy = await this.keys.deleteMany({ createdAtMs: { $exists: false } });
    return expired.deletedCount + legacy.deletedCount;
  }

  /** The read store belongs to its own module, which closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

const idOf = (scope: string, key: string) => `${scope}\u0000${key}`;

/** MongoDB's and the embedded store's duplicate-key refusal (both carry code 11000). */
export function isDuplicateKey(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}
