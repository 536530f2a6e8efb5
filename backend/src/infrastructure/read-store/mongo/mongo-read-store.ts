import {
  type BulkOperation,
  type BulkWriteResult,
  type Cursor,
  type DeleteResult,
  type Document,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type ReadCollection,
  type ReadStore,
  type SortSpec,
  type UpdateFilter,
  type UpdateOptions,
  type UpdateResult,
  type WithId,
  type WithoutId,
} from '@flirtwire/projections';
import {
  type ClientSession,
  type Collection,
  type Db,
  MongoClient,
  MongoServerError,
  type OptionalUnlessRequiredId,
} from 'mongodb';

/**
 * The read store on a MongoDB replica set (transactions need one). A thin pass-through: the
 * port is a subset of the driver's API, so this adapter only threads the transaction's session
 * through every call and turns duplicate-key errors into the port's DuplicateKeyError.
 *
 * @example
 * const store = await MongoReadStore.connect('mongodb://localhost:27017/flirtwire?replicaSet=rs0');
 */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly session: ClientSession | null,
    private readonly label: string,
  ) {}

  static async connect(
    url: string,
    options: { directConnection?: boolean } = {},
  ): Promise<MongoReadStore> {
    const client = new MongoClient(url, {
      ...(options.directConnection === undefined
        ? {}
        : { directConnection: options.directConnection }),
      // Documents hold JSON only; undefined fields are dropped, as the embedded store does.
      ignoreUndefined: true,
    });
    await client.connect();
    const parsed = new URL(url);
    const label = `mongodb://${parsed.host}${parsed.pathname}`;
    return new MongoReadStore(client, client.db(), null, label);
  }

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return new MongoCollection<T>(this.db.collection<T>(name), this.session);
  }

  async withTransaction<R>(work: (tx: ReadStore) => Promise<R>): Promise<R> {
    if (this.session) return work(this);
    return this.client.withSession((session) =>
      session.withTransaction(() =>
        work(new MongoReadStore(this.client, this.db, session, this.label)),
      ),
    );
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map((collection) => collection.name)
      .filter((name) => !name.startsWith('system.'));
  }

  async dropCollection(name: string): Promise<void> {
    if (this.session) throw new Error('dropCollection is not allowed inside a transaction');
    try {
      await this.db.dropCollection(name);
    } catch (error) {
      // Dropping a collection that does not exist is not an error for the port.
      if (!(error instanceof MongoServerError && error.code === 26)) throw error;
    }
  }

  describe(): string {
    return this.label;
  }

  async close(): Promise<void> {
    if (this.session) throw new Error('close the store, not a transaction');
    await this.client.close();
  }
}

class MongoCollection<T extends Document> implements ReadCollection<T> {
  constructor(
    private readonly inner: Collection<T>,
    private readonly session: ClientSession | null,
  ) {}

  get collectionName(): string {
    return this.inner.collectionName;
  }

  private get options(): { session?: ClientSession } {
    return this.session ? { session: this.session } : {};
  }

  find(filter: Filter<T> = {}, options: FindOptions = {}): Cursor<WithId<T>> {
    return {
      toArray: () =>
        this.inner
          .find(filter, {
            ...this.options,
            ...(options.sort ? { sort: { ...options.sort } } : {}),
            ...(options.skip ? { skip: options.skip } : {}),
            ...(options.limit ? { limit: options.limit } : {}),
            ...(options.projection ? { projection: { ...options.projection } } : {}),
          })
          .toArray(),
    };
  }

  findOne(filter: Filter<T> = {}, options: FindOptions = {}): Promise<WithId<T> | null> {
    return this.inner.findOne(filter, {
      ...this.options,
      ...(options.sort ? { sort: { ...options.sort } } : {}),
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.projection ? { projection: { ...options.projection } } : {}),
    });
  }

  countDocuments(filter: Filter<T> = {}): Promise<number> {
    return this.inner.countDocuments(filter, this.options);
  }

  aggregate<R extends Document = Document>(pipeline: readonly Document[]): Cursor<R> {
    return { toArray: () => this.inner.aggregate<R>([...pipeline], this.options).toArray() };
  }

  insertOne(document: OptionalUnlessRequiredId<T>): Promise<{ insertedId: unknown }> {
    return this.guard(async () => {
      const result = await this.inner.insertOne(document, this.options);
      return { insertedId: result.insertedId };
    });
  }

  insertMany(
    documents: readonly OptionalUnlessRequiredId<T>[],
  ): Promise<{ insertedCount: number }> {
    return this.guard(async () => {
      const result = await this.inner.insertMany([...documents], this.options);
      return { insertedCount: result.insertedCount };
    });
  }

  updateOne(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return this.guard(() =>
      this.inner.updateOne(filter, update, { ...this.options, ...options }).then(toUpdateResult),
    );
  }

  updateMany(
    filter: Filter<T>,
    update: UpdateFilter<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return this.guard(() =>
      this.inner.updateMany(filter, update, { ...this.options, ...options }).then(toUpdateResult),
    );
  }

  replaceOne(
    filter: Filter<T>,
    replacement: WithoutId<T>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return this.guard(() =>
      this.inner
        .replaceOne(filter, replacement, { ...this.options, ...options })
        .then(toUpdateResult),
    );
  }

  deleteOne(filter: Filter<T>): Promise<DeleteResult> {
    return this.inner
      .deleteOne(filter, this.options)
      .then((result) => ({ deletedCount: result.deletedCount }));
  }

  deleteMany(filter: Filter<T>): Promise<DeleteResult> {
    return this.inner
      .deleteMany(filter, this.options)
      .then((result) => ({ deletedCount: result.deletedCount }));
  }

  bulkWrite(
    operations: readonly BulkOperation<T>[],
    options: { ordered?: boolean } = {},
  ): Promise<BulkWriteResult> {
    return this.guard(async () => {
      const result = await this.inner.bulkWrite([...operations], {
        ...this.options,
        ordered: options.ordered ?? true,
      });
      return {
        insertedCount: result.insertedCount,
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        deletedCount: result.deletedCount,
        upsertedCount: result.upsertedCount,
      };
    });
  }

  createIndex(key: SortSpec, options: { name?: string; unique?: boolean } = {}): Promise<string> {
    return this.guard(() => this.inner.createIndex({ ...key }, options, this.options));
  }

  private async guard<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof MongoServerError && error.code === 11000) {
        const key = (error as MongoServerError & { keyValue?: unknown }).keyValue;
        throw new DuplicateKeyError(this.collectionName, JSON.stringify(key ?? error.message));
      }
      throw error;
    }
  }
}

function toUpdateResult(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
}): UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedCount: result.upsertedCount,
    upsertedId: result.upsertedId,
  };
}
