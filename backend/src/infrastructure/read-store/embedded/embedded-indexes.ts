import { DuplicateKeyError, type SortSpec } from '@flirtwire/projections';
import {
  type CollectionState,
  defaultIndexName,
  DuplicateIndexKey,
  type IndexState,
  uniqueKey,
} from './collection-state.js';
import type { Doc } from './json-value.js';
import type { SqliteDocuments } from './sqlite-documents.js';
import type { Transaction } from './transaction.js';

/**
 * Declares an index on a collection of the embedded store (`createIndex`): in memory and, with
 * a file, as SQLite expression columns. Declaring the same index again is a no-op; another
 * index under its name or on its key is refused, as is a unique index the documents break.
 */
export function createIndexIn(
  state: CollectionState,
  sqlite: SqliteDocuments | null,
  key: SortSpec,
  options: { name?: string; unique?: boolean },
): string {
  const collection = state.name;
  const entries = Object.entries(key);
  if (entries.length === 0) throw new TypeError('an index needs at least one field');
  for (const [path, direction] of entries as Array<[string, number]>) {
    if (direction !== 1 && direction !== -1)
      throw new TypeError(`index direction of ${path} must be 1 or -1`);
    if (
      path === '' ||
      path.includes('"') ||
      path.split('.').some((part) => part === '' || part.startsWith('$'))
    ) {
      throw new TypeError(`cannot index the path '${path}'`);
    }
  }
  const name = options.name ?? defaultIndexName(key);
  const unique = options.unique ?? false;
  const sameName = state.findIndex(name);
  const sameKey = state.indexes.find((index) => JSON.stringify(index.key) === JSON.stringify(key));
  const existing = sameName ?? sameKey;
  if (existing) {
    if (
      JSON.stringify(existing.key) === JSON.stringify(key) &&
      existing.unique === unique &&
      existing.name === name
    ) {
      return name;
    }
    throw new Error(
      `an index named ${existing.name} with key ${JSON.stringify(existing.key)} already exists`,
    );
  }
  let added: IndexState;
  try {
    added = state.addIndex({ name, key, unique });
  } catch (error) {
    if (error instanceof DuplicateIndexKey) throw duplicateKey(collection, name, error.key);
    throw error;
  }
  try {
    sqlite?.createIndex(collection, { name, key, unique });
  } catch (error) {
    state.removeIndex(added);
    throw error;
  }
  return name;
}

/** Refuses a write that gives a unique index a key another document holds (inside `tx`). */
export function checkUnique(
  tx: Transaction,
  state: CollectionState,
  changes: Map<string, Doc | null>,
  idKey: string,
  previous: Doc | undefined,
  next: Doc | null,
): void {
  for (const index of state.indexes) {
    if (!index.owners) continue;
    let keys = tx.uniques.get(state.name);
    if (!keys) {
      keys = new Map();
      tx.uniques.set(state.name, keys);
    }
    let mine = keys.get(index.name);
    if (!mine) {
      mine = new Map();
      keys.set(index.name, mine);
    }
    if (previous) {
      const old = uniqueKey(index, previous);
      if (mine.get(old) === idKey) mine.delete(old);
    }
    if (!next) continue;
    const key = uniqueKey(index, next);
    const holder = mine.get(key) ?? committedHolder(index, key, changes);
    if (holder !== undefined && holder !== idKey) throw duplicateKey(state.name, index.name, key);
    mine.set(key, idKey);
  }
}

/** At commit: refuses `tx` when a unique key it wrote was taken by a commit meanwhile. */
export function checkCommittedUniques(
  tx: Transaction,
  stateOf: (collection: string) => CollectionState,
): void {
  for (const [collection, indexes] of tx.uniques) {
    const state = stateOf(collection);
    const changes = tx.changes.get(collection);
    for (const [name, keys] of indexes) {
      const owners = state.findIndex(name)?.owners;
      if (!owners) continue;
      for (const [key, idKey] of keys) {
        const owner = owners.get(key);
        if (owner !== undefined && owner !== idKey && !changes?.has(owner)) {
          throw duplicateKey(collection, name, key);
        }
      }
    }
  }
}

function committedHolder(
  index: IndexState,
  key: string,
  changes: Map<string, Doc | null>,
): string | undefined {
  const owner = index.owners?.get(key);
  // A committed holder this transaction has rewritten no longer holds its old key.
  return owner !== undefined && !changes.has(owner) ? owner : undefined;
}

export function duplicateKey(collection: string, index: string, key: string): DuplicateKeyError {
  return new DuplicateKeyError(collection, `index: ${index} dup key: ${key}`);
}
