import type { Doc } from './json-value.js';

/** A transaction lost a race: a document it wrote was committed by someone else meanwhile. */
export class WriteConflictError extends Error {
  constructor(collection: string, idKey: string) {
    super(
      `write conflict on ${collection} document ${JSON.stringify(idKey)}; the transaction is retried`,
    );
    this.name = 'WriteConflictError';
  }
}

/** Carries the error of a non-transactional bulk write after its earlier writes committed. */
export class PartialWrite extends Error {
  constructor(readonly original: unknown) {
    super('partial write');
  }
}

export const MAX_TRANSACTION_ATTEMPTS = 10;

/**
 * Writes buffered by one transaction: visible to reads through the transaction, invisible to
 * everyone else, applied to memory and SQLite together at commit. Each document remembers the
 * committed version it replaced, so a concurrent commit of the same document is a conflict.
 */
export class Transaction {
  readonly changes = new Map<string, Map<string, Doc | null>>();
  readonly bases = new Map<string, Map<string, Doc | undefined>>();
  /** Unique keys written in this transaction: collection → index → key → idKey. */
  readonly uniques = new Map<string, Map<string, Map<string, string>>>();
  failed: unknown = null;

  overlay(collection: string): Map<string, Doc | null> | undefined {
    const changes = this.changes.get(collection);
    return changes && changes.size > 0 ? changes : undefined;
  }
}
