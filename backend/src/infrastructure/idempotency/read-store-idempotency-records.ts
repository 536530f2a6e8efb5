import type { ReadStore } from '@flirtwire/projections';
import type { IdempotencyRecord, IdempotencyRecords } from './idempotency-records.js';

/** The collection of keyed responses; its leading underscore keeps it out of the read models. */
export const IDEMPOTENCY_COLLECTION = '_idempotency';

interface RecordDoc {
  _id: string;
  scope: string;
  key: string;
  requestHash: string;
  status: number;
  /** JSON text: a response body may hold keys MongoDB refuses in a document ($, dots). */
  body: string;
  createdAt: string;
}

/**
 * Keyed responses kept in the read store, so they follow its engine: MongoDB in production,
 * where several app instances share them (docs/adr/0003). The first save of a (scope, key)
 * wins, through an upsert that only sets fields on insert.
 */
export class ReadStoreIdempotencyRecords implements IdempotencyRecords {
  constructor(private readonly store: ReadStore) {}

  async find(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const doc = await this.store
      .collection<RecordDoc>(IDEMPOTENCY_COLLECTION)
      .findOne({ _id: idOf(scope, key) });
    return doc
      ? {
          scope: doc.scope,
          key: doc.key,
          requestHash: doc.requestHash,
          status: doc.status,
          body: JSON.parse(doc.body) as unknown,
          createdAt: doc.createdAt,
        }
      : null;
  }

  async save(record: IdempotencyRecord): Promise<void> {
    await this.store.collection<RecordDoc>(IDEMPOTENCY_COLLECTION).updateOne(
      { _id: idOf(record.scope, record.key) },
      {
        $setOnInsert: {
          scope: record.scope,
          key: record.key,
          requestHash: record.requestHash,
          status: record.status,
          body: JSON.stringify(record.body ?? null),
          createdAt: record.createdAt,
        },
      },
      { upsert: true },
    );
  }

  /** The read store belongs to its own module, which closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

const idOf = (scope: string, key: string) => `${scope}\u0000${key}`;
