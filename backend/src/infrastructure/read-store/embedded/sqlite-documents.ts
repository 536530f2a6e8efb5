import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { remembering } from '@flirtwire/contracts';
import { openPrivateDatabase } from '../../files/private-files.js';
import type { SortSpec } from '@flirtwire/projections';

export interface StoredIndex {
  readonly name: string;
  readonly key: SortSpec;
  readonly unique: boolean;
}

/**
 * One committed change: the new document (null for a delete) and the committed document it
 * replaces (undefined when there is no row yet). Only the indexed columns whose values differ
 * between the two are written, so SQLite touches only the indexes on changed fields.
 */
interface RowChange {
  readonly idKey: string;
  readonly doc: Record<string, unknown> | null;
  readonly previous: Record<string, unknown> | undefined;
}

export interface CollectionWrite {
  readonly collection: string;
  readonly changes: readonly RowChange[];
}

interface WriterField {
  readonly parts: readonly string[];
  readonly column: string;
}

/** A collection's prepared write statements and its indexed paths, in column order. */
interface CollectionWriter {
  readonly table: string;
  readonly fields: readonly WriterField[];
  readonly insert: Database.Statement;
  readonly remove: Database.Statement;
  /** Keyed by the positions of the changed columns. */
  readonly updates: Map<string, Database.Statement>;
}

/** One statement of a commit, ready to run: the JSON text and column values already computed. */
interface RowWrite {
  readonly statement: Database.Statement;
  readonly values: ReadonlyArray<string | number | null>;
}

/** Prepared queries kept (their texts differ by plan and page size). */
const MAX_CACHED_STATEMENTS = 512;

/** Deferred statements that are written at once, without waiting for the end of the turn. */
const MAX_PENDING_WRITES = 5_000;

/** How long a deferred write that failed (a busy or full disk) waits before it is tried again. */
const DEFERRED_RETRY_MS = 1_000;

interface CollectionRow {
  readonly name: string;
  readonly tbl: string;
}

/** SQLite's page cache for the read store file, in KiB. */
export const PAGE_CACHE_KIB = 65_536;
/** WAL pages before a checkpoint: batches dirty many pages, and each checkpoint syncs. */
export const WAL_CHECKPOINT_PAGES = 10_000;

/** A condition or order the index planner pushes down to SQLite. */
export interface SqlPlan {
  readonly where: readonly string[];
  readonly params: readonly (string | number)[];
  /** ORDER BY terms before the final `id` tie-break, or null for no order. */
  readonly orderBy: readonly string[] | null;
  /** The declared index SQLite must use (INDEXED BY), or null for its own choice. */
  readonly index?: string | null;
}

/**
 * The SQLite file behind the embedded read store: one table per collection (id, JSON text),
 * and for every indexed path a column holding that path's value, which SQLite indexes. The
 * column holds exactly what json_extract(doc, path) would (booleans as 1/0, objects and arrays
 * as JSON text) but is computed here, so SQLite never parses documents on writes.
 * Documents live in memory; this file is what survives a restart.
 *
 * Read models can always be rebuilt from the event log, so the file runs with
 * synchronous=NORMAL in WAL mode: a process crash loses nothing committed, a power cut can
 * lose the last commits, which the projections then redo from their checkpoints.
 */
export class SqliteDocuments {
  private readonly db: Database.Database;
  private readonly tables = new Map<string, string>();
  /** Indexed paths of each collection, in column order. */
  private readonly fields = new Map<
    string,
    Array<{ readonly path: string; readonly parts: readonly string[] }>
  >();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly writers = new Map<string, CollectionWriter>();
  /** Made once: better-sqlite3 wraps `writeAll` in BEGIN/COMMIT (ROLLBACK on a throw). */
  private readonly commitAll: (
    pending: readonly RowWrite[],
    writes: readonly CollectionWrite[],
  ) => void;
  /** Deferred commits' statements, in commit order, not yet in the file (see `commit`). */
  private pending: RowWrite[] = [];
  private flushScheduled: NodeJS.Immediate | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly meta;

  constructor(readonly file: string) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
    // Writes touch index pages all over the file; a larger page cache keeps them in memory.
    this.db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    this.db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    this.commitAll = this.db.transaction(
      (pending: readonly RowWrite[], writes: readonly CollectionWrite[]) => {
        for (const { statement, values } of pending) statement.run(values);
        this.writeAll(writes);
      },
    );
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS __collections (name TEXT PRIMARY KEY, tbl TEXT NOT NULL UNIQUE) STRICT;
      CREATE TABLE IF NOT EXISTS __indexes (
        collection TEXT NOT NULL, name TEXT NOT NULL, spec TEXT NOT NULL,
        PRIMARY KEY (collection, name)) STRICT;
      CREATE TABLE IF NOT EXISTS __sequence (id INTEGER PRIMARY KEY CHECK (id = 1), next INTEGER NOT NULL) STRICT;
      INSERT OR IGNORE INTO __sequence (id, next) VALUES (1, 1);
    `);
    this.meta = {
      collections: this.db.prepare<[], CollectionRow>(
        'SELECT name, tbl FROM __collections ORDER BY name',
      ),
      indexes: this.db.prepare<[string], { name: string; spec: string }>(
        'SELECT name, spec FROM __indexes WHERE collection = ? ORDER BY rowid',
      ),
      nextTable: this.db.prepare<[], { next: number }>(
        'UPDATE __sequence SET next = next + 1 WHERE id = 1 RETURNING next - 1 AS next',
      ),
      addCollection: this.db.prepare('INSERT INTO __collections (name, tbl) VALUES (?, ?)'),
      dropCollection: this.db.prepare('DELETE FROM __collections WHERE name = ?'),
      addIndex: this.db.prepare('INSERT INTO __indexes (collection, name, spec) VALUES (?, ?, ?)'),
      dropIndexes: this.db.prepare('DELETE FROM __indexes WHERE collection = ?'),
    };
    for (const row of this.meta.collections.all()) {
      this.tables.set(row.name, row.tbl);
      for (const index of this.indexes(row.name)) this.addFields(row.name, Object.keys(index.key));
    }
  }

  private addFields(collection: string, paths: readonly string[]): void {
    const list = this.fields.get(collection) ?? [];
    for (const path of paths) {
      if (!list.some((field) => field.path === path)) list.push({ path, parts: path.split('.') });
    }
    this.fields.set(collection, list);
    this.writers.delete(collection);
  }

  collections(): string[] {
    return [...this.tables.keys()];
  }

  indexes(collection: string): StoredIndex[] {
    return this.meta.indexes.all(collection).map((row) => JSON.parse(row.spec) as StoredIndex);
  }

  /** Every stored document of a collection as [idKey, JSON text], for loading at start. */
  *rows(collection: string): Generator<[string, string]> {
    this.flushPending();
    const table = this.tables.get(collection);
    if (!table) return;
    const statement = this.db.prepare<[], [string, string]>(`SELECT id, doc FROM ${table}`).raw();
    yield* statement.iterate();
  }

  /**
   * Writes a commit in one SQLite transaction: all of it or (on any error) none of it, after
   * the deferred commits before it.
   *
   * `deferred` (a projection's batch with its checkpoint, which a crash only sends back to be
   * applied again from the log): the statements are computed now, so a document that cannot be
   * written fails its own commit, and run with the other deferred commits of this turn of the
   * event loop in one transaction, or earlier when anything reads the file or commits at once.
   * A tip wakes about ten projections; each committed on its own, writing the same checkpoint
   * page ten times. A crash loses at most the last turn's deferred commits (or the last 5,000
   * statements' worth), whole commits only.
   */
  commit(writes: readonly CollectionWrite[], deferred = false): void {
    if (deferred && writes.every((write) => this.tables.has(write.collection))) {
      const before = this.pending.length;
      try {
        for (const write of writes) this.statementsOf(write, this.pending);
        // A long catch-up runs batch after batch without a turn of the event loop.
        if (this.pending.length >= MAX_PENDING_WRITES) this.flushPending();
      } catch (error) {
        this.pending.length = before;
        throw error;
      }
      this.flushSoon();
      return;
    }
    this.commitAll(this.pending, writes);
    this.pending = [];
  }

  /** Writes the deferred commits now (before the file is read or its tables change). */
  flushPending(): void {
    if (this.pending.length === 0) return;
    this.commitAll(this.pending, []);
    this.pending = [];
  }

  private flushSoon(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = setImmediate(() => {
      this.flushScheduled = null;
      if (!this.db.open) return;
      try {
        this.flushPending();
      } catch {
        // Still pending (and in memory): tried again in a while, or by the next write or read.
        this.retryTimer ??= setTimeout(() => {
          this.retryTimer = null;
          this.flushSoon();
        }, DEFERRED_RETRY_MS).unref();
      }
    });
  }

  private writeAll(writes: readonly CollectionWrite[]): void {
    const statements: RowWrite[] = [];
    for (const write of writes) this.statementsOf(write, statements);
    for (const { statement, values } of statements) statement.run(values);
  }

  /** The statements that write one collection's changes, pushed onto `out`. */
  private statementsOf(write: CollectionWrite, out: RowWrite[]): void {
    const writer = this.writer(write.collection);
    const { fields, insert, remove } = writer;
    for (const { idKey, doc, previous } of write.changes) {
      if (!doc) {
        if (previous) out.push({ statement: remove, values: [idKey] });
        continue;
      }
      if (doc === previous) continue;
      if (!previous) {
        const values: Array<string | number | null> = [idKey, JSON.stringify(doc)];
        for (const { parts } of fields) values.push(fieldValue(doc, parts));
        out.push({ statement: insert, values });
        continue;
      }
      // Only the indexed columns whose values differ, so SQLite maintains only those indexes.
      const values: Array<string | number | null> = [JSON.stringify(doc)];
      let changed = '';
      for (let i = 0; i < fields.length; i++) {
        const { parts } = fields[i] as WriterField;
        const value = fieldValue(doc, parts);
        if (value === fieldValue(previous, parts)) continue;
        changed += `${i},`;
        values.push(value);
      }
      values.push(idKey);
      out.push({ statement: this.updateStatement(writer, changed), values });
    }
  }

  /** A collection's write statements, prepared once (until its indexed paths change). */
  private writer(collection: string): CollectionWriter {
    const cached = this.writers.get(collection);
    if (cached) return cached;
    const table = this.ensureTable(collection);
    const fields = (this.fields.get(collection) ?? []).map(({ parts, path }) => ({
      parts,
      column: fieldColumn(path),
    }));
    const writer: CollectionWriter = {
      table,
      fields,
      insert: this.db.prepare(
        `INSERT INTO ${table} (id, doc${fields.map((f) => `, ${f.column}`).join('')}) VALUES (?, ?${fields.map(() => ', ?').join('')})`,
      ),
      remove: this.db.prepare(`DELETE FROM ${table} WHERE id = ?`),
      updates: new Map(),
    };
    this.writers.set(collection, writer);
    return writer;
  }

  /** `UPDATE ... SET doc = ?` plus the changed columns (`changed`: their positions, "0,2,"). */
  private updateStatement(writer: CollectionWriter, changed: string): Database.Statement {
    let statement = writer.updates.get(changed);
    if (!statement) {
      let set = '';
      for (const i of changed.split(',')) {
        if (i !== '') set += `, ${(writer.fields[Number(i)] as WriterField).column} = ?`;
      }
      statement = this.db.prepare(`UPDATE ${writer.table} SET doc = ?${set} WHERE id = ?`);
      writer.updates.set(changed, statement);
    }
    return statement;
  }

  private ensureTable(collection: string): string {
    const existing = this.tables.get(collection);
    if (existing) return existing;
    const row = this.meta.nextTable.get();
    if (!row) throw new Error('read store sequence is missing');
    const table = `c${row.next}`;
    this.db.exec(`CREATE TABLE ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    this.meta.addCollection.run(collection, table);
    this.tables.set(collection, table);
    return table;
  }

  createIndex(collection: string, index: StoredIndex): void {
    this.flushPending();
    this.db.transaction(() => {
      const table = this.ensureTable(collection);
      const existing = new Set(
        this.db
          .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
          .all()
          .map((column) => column.name),
      );
      const columns: string[] = [];
      for (const [path, direction] of Object.entries(index.key)) {
        const column = fieldColumn(path);
        if (!existing.has(column)) {
          // No declared type, so no affinity: values keep their own types, as json_extract's do.
          this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`);
          this.db.exec(`UPDATE ${table} SET ${column} = json_extract(doc, '${jsonPath(path)}')`);
          existing.add(column);
        }
        columns.push(`${column} ${direction === 1 ? 'ASC' : 'DESC'}`);
      }
      this.db.exec(
        `CREATE INDEX ${table}_${indexSuffix(index.name)} ON ${table} (${columns.join(', ')}, id)`,
      );
      this.meta.addIndex.run(collection, index.name, JSON.stringify(index));
    })();
    this.addFields(collection, Object.keys(index.key));
  }

  dropCollection(collection: string): void {
    this.flushPending();
    const table = this.tables.get(collection);
    if (!table) return;
    this.db.transaction(() => {
      this.db.exec(`DROP TABLE ${table}`);
      this.meta.dropCollection.run(collection);
      this.meta.dropIndexes.run(collection);
    })();
    this.tables.delete(collection);
    this.fields.delete(collection);
    this.writers.delete(collection);
    for (const sql of [...this.statements.keys()]) {
      if (sql.includes(` ${table} `)) this.statements.delete(sql);
    }
  }

  /** Candidate ids, in index order when the plan has one. Nothing is read from the documents. */
  ids(
    collection: string,
    plan: SqlPlan,
    page?: { skip: number; limit: number },
  ): IterableIterator<string> {
    this.flushPending();
    const table = this.tables.get(collection);
    if (!table) return [][Symbol.iterator]();
    const sql = this.selectSql(table, 'id', plan, page?.limit);
    const statement = (this.statement(sql) as Database.Statement<unknown[], string>).pluck();
    // A page is short: one call for all of it costs less than a step through the iterator per id.
    if (page && page.limit >= 0) return statement.all(...plan.params, page.skip).values();
    return statement.iterate(...(page ? [...plan.params, page.skip] : plan.params));
  }

  count(collection: string, plan: SqlPlan): number {
    this.flushPending();
    const table = this.tables.get(collection);
    if (!table) return 0;
    const statement = this.statement(
      this.selectSql(table, 'count(*)', { ...plan, orderBy: null }, undefined),
    );
    return (statement as Database.Statement<unknown[], number>).pluck().get(...plan.params) ?? 0;
  }

  /**
   * `limit`: the page's LIMIT, written into the text (a bound LIMIT makes this STAT4 build of
   * SQLite prepare the statement again on every run); the OFFSET stays a parameter.
   */
  private selectSql(table: string, what: string, plan: SqlPlan, limit: number | undefined): string {
    let sql = `SELECT ${what} FROM ${table} `;
    if (plan.index) sql += `INDEXED BY ${table}_${indexSuffix(plan.index)} `;
    if (plan.where.length > 0) sql += `WHERE ${plan.where.join(' AND ')} `;
    if (plan.orderBy) sql += `ORDER BY ${[...plan.orderBy, 'id'].join(', ')} `;
    // A negative LIMIT is SQLite's "no limit" (a page that only skips).
    if (limit !== undefined) sql += `LIMIT ${String(Math.max(-1, Math.floor(limit)))} OFFSET ?`;
    return sql;
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Bytes of the database file and its WAL as SQLite counts them (pages in use). */
  sizeBytes(): number {
    this.flushPending();
    const pages = this.db.pragma('page_count', { simple: true }) as number;
    const size = this.db.pragma('page_size', { simple: true }) as number;
    return pages * size;
  }

  close(): void {
    if (!this.db.open) return;
    try {
      this.flushPending();
    } finally {
      this.db.close();
    }
  }
}

/**
 * A path's value as SQLite's json_extract would give it: strings and numbers as themselves,
 * booleans as 1/0, objects and arrays as JSON text, missing as NULL; an array on the way to
 * the value yields NULL (the planner never trusts a path that meets arrays anyway).
 */
function fieldValue(
  doc: Record<string, unknown>,
  parts: readonly string[],
): string | number | null {
  let node: unknown = doc;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  if (node === undefined || node === null) return null;
  if (typeof node === 'string' || typeof node === 'number') return node;
  if (typeof node === 'boolean') return node ? 1 : 0;
  return JSON.stringify(node);
}

/**
 * The column that holds a path's value (stable, whatever the path's characters). Remembered:
 * every query plans with it, and a hash per path and query was 6% of a My Customers search.
 */
export const fieldColumn = remembering(
  (path: string) => `f_${createHash('sha1').update(path).digest('hex').slice(0, 16)}`,
);

function indexSuffix(name: string): string {
  return `i_${createHash('sha1').update(name).digest('hex').slice(0, 16)}`;
}

/** `a.b` → `$."a"."b"`; paths the planner indexes never contain a double quote. */
function jsonPath(path: string): string {
  return `$${path
    .split('.')
    .map((part) => `."${part}"`)
    .join('')}`.replace(/'/g, "''");
}
