import type { DocumentOp, ProjectionContext, ReadOnlyCollection } from '../projection.js';
import type { BulkOperation, Document, ReadStore } from '../read-store/read-store.port.js';
import type { Track } from './runner-track.js';

/** A write the store refused while the buffer was flushed. */
export class FlushError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
  }
}

/** The batch's writes, sent together: consecutive writes to one collection in one bulkWrite. */
export class WriteBuffer {
  private pending: Array<{ readonly physical: string; readonly write: BulkOperation<Document> }> =
    [];

  constructor(
    private readonly tx: ReadStore,
    private readonly track: Track,
  ) {}

  add(ops: readonly DocumentOp[]): void {
    for (const op of ops) {
      const physical = this.track.collections[op.collection];
      if (!physical) {
        throw new Error(
          `projection ${this.track.projection.name} does not own the collection "${op.collection}"`,
        );
      }
      this.pending.push({ physical, write: op.write });
    }
  }

  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    let i = 0;
    while (i < pending.length) {
      const physical = (pending[i] as { physical: string }).physical;
      const writes: BulkOperation<Document>[] = [];
      while (i < pending.length && (pending[i] as { physical: string }).physical === physical) {
        writes.push((pending[i] as { write: BulkOperation<Document> }).write);
        i++;
      }
      try {
        await this.tx.collection(physical).bulkWrite(writes, { ordered: true });
      } catch (error) {
        throw new FlushError(error);
      }
    }
  }
}

/** Reads of a projection's own collections, through the batch's transaction, after its writes. */
export function contextFor(tx: ReadStore, track: Track, writes: WriteBuffer): ProjectionContext {
  return {
    collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T> {
      const physical = track.collections[logical];
      if (!physical) {
        throw new Error(
          `projection ${track.projection.name} does not own the collection "${logical}"`,
        );
      }
      const collection = tx.collection<T>(physical);
      return {
        find: (filter, options) => ({
          toArray: async () => {
            await writes.flush();
            return collection.find(filter, options).toArray();
          },
        }),
        findOne: async (filter, options) => {
          await writes.flush();
          return collection.findOne(filter, options);
        },
        countDocuments: async (filter) => {
          await writes.flush();
          return collection.countDocuments(filter);
        },
        aggregate: <R extends Document = Document>(pipeline: readonly Document[]) => ({
          toArray: async () => {
            await writes.flush();
            return collection.aggregate<R>(pipeline).toArray();
          },
        }),
      };
    },
  };
}

export function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown }).then === 'function';
}
