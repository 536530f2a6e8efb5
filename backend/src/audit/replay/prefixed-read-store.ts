import type {
  Document,
  ReadCollection,
  ReadStore,
  TransactionOptions,
} from '@flirtwire/projections';

/**
 * Another store's collections under a name prefix: a throwaway namespace in the real read store
 * where a shadow runner keeps its records and collections, so nothing it writes can touch a
 * live collection or the live `_projections` records. Closing it closes nothing.
 */
export class PrefixedReadStore implements ReadStore {
  constructor(
    private readonly inner: ReadStore,
    readonly prefix: string,
  ) {}

  collection<T extends Document = Document>(name: string): ReadCollection<T> {
    return this.inner.collection<T>(this.prefix + name);
  }

  withTransaction<R>(
    work: (tx: ReadStore) => Promise<R>,
    options?: TransactionOptions,
  ): Promise<R> {
    return this.inner.withTransaction(
      (tx) => work(new PrefixedReadStore(tx, this.prefix)),
      options,
    );
  }

  async listCollections(): Promise<string[]> {
    return (await this.inner.listCollections())
      .filter((name) => name.startsWith(this.prefix))
      .map((name) => name.slice(this.prefix.length));
  }

  dropCollection(name: string): Promise<void> {
    return this.inner.dropCollection(this.prefix + name);
  }

  /** Drops every collection of the namespace. */
  async dropAll(): Promise<void> {
    for (const name of await this.listCollections()) await this.dropCollection(name);
  }

  describe(): string {
    return `${this.inner.describe()} (under ${this.prefix})`;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
