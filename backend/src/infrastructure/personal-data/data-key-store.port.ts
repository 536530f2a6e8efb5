/** One subject's data key as stored: wrapped by the master key, or gone after erasure. */
export interface StoredDataKey {
  readonly subjectId: string;
  /** `wk1.<iv>.<ciphertext+tag>`; null once erased. */
  readonly wrappedKey: string | null;
  readonly createdAt: string;
  readonly erasedAt: string | null;
}

/**
 * Where per-person data keys live. Keys must never be lost silently: every write is durable
 * before it resolves, and an erased key leaves a tombstone so "erased" and "never existed"
 * stay distinguishable. Two adapters (embedded SQLite, MongoDB) pass one contract suite.
 *
 * @example
 * const record = await keys.insertIfAbsent(userId, wrapped, now.toISOString());
 * // record.wrappedKey is whichever key won a race for this subject
 */
export interface DataKeyStore {
  find(subjectId: string): Promise<StoredDataKey | null>;
  /** Stores the key unless the subject already has a record; returns the record that holds. */
  insertIfAbsent(subjectId: string, wrappedKey: string, createdAt: string): Promise<StoredDataKey>;
  /** Destroys the subject's key for good, leaving a tombstone (also for a subject without one). */
  erase(subjectId: string, erasedAt: string): Promise<void>;
  close(): Promise<void>;
}

export const DATA_KEY_STORE = Symbol('DataKeyStore');
