import type { EventEnvelope } from '@flirtwire/contracts';
import type Database from 'better-sqlite3';
import { openPrivateDatabase } from '../files/private-files.js';

/** One stored message of the in-process bus. */
export interface LoggedMessage {
  readonly offset: number;
  readonly event: EventEnvelope;
}

/** A message to append: where it goes and what it carries. */
export interface BusAppend {
  readonly topic: string;
  readonly partition: number;
  readonly key: string;
  readonly event: EventEnvelope;
}

/**
 * Where the in-process bus keeps its partitions and its groups' committed offsets: in memory
 * (the default), or in a SQLite file that outlives the process (a relay restarted after
 * kill -9 appends after what it published before; a consumer in another process reads it).
 */
export interface BusLog {
  /** Appends every message or none. */
  append(messages: readonly BusAppend[]): void;
  read(topic: string, partition: number, fromOffset: number, max: number): LoggedMessage[];
  /** The offset the next message of the partition will get (its high watermark). */
  end(topic: string, partition: number): number;
  committed(group: string, topic: string, partition: number): number;
  commit(group: string, topic: string, partition: number, offset: number): void;
  describe(): string;
  close(): void;
}

export class MemoryBusLog implements BusLog {
  private readonly partitions = new Map<string, EventEnvelope[]>();
  private readonly offsets = new Map<string, number>();

  append(messages: readonly BusAppend[]): void {
    for (const message of messages) {
      const key = `${message.topic}#${message.partition}`;
      let log = this.partitions.get(key);
      if (!log) {
        log = [];
        this.partitions.set(key, log);
      }
      log.push(message.event);
    }
  }

  read(topic: string, partition: number, fromOffset: number, max: number): LoggedMessage[] {
    const log = this.partitions.get(`${topic}#${partition}`) ?? [];
    return log
      .slice(fromOffset, fromOffset + max)
      .map((event, index) => ({ offset: fromOffset + index, event }));
  }

  end(topic: string, partition: number): number {
    return this.partitions.get(`${topic}#${partition}`)?.length ?? 0;
  }

  committed(group: string, topic: string, partition: number): number {
    return this.offsets.get(`${group}#${topic}#${partition}`) ?? 0;
  }

  commit(group: string, topic: string, partition: number, offset: number): void {
    this.offsets.set(`${group}#${topic}#${partition}`, offset);
  }

  describe(): string {
    return 'in-process (memory)';
  }

  close(): void {
    this.partitions.clear();
  }
}

export class SqliteBusLog implements BusLog {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly selectEnd: Database.Statement;
  private readonly selectRange: Database.Statement;
  private readonly selectCommitted: Database.Statement;
  private readonly upsertCommitted: Database.Statement;
  private readonly appendAll: Database.Transaction<(messages: readonly BusAppend[]) => void>;

  constructor(private readonly file: string) {
    this.db = openPrivateDatabase(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS messages (
        topic TEXT NOT NULL, partition INTEGER NOT NULL, offset INTEGER NOT NULL,
        key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (topic, partition, offset));
      CREATE TABLE IF NOT EXISTS committed (
        grp TEXT NOT NULL, topic TEXT NOT NULL, partition INTEGER NOT NULL,
        offset INTEGER NOT NULL, PRIMARY KEY (grp, topic, partition));
    `);
    this.insert = this.db.prepare(
      'INSERT INTO messages (topic, partition, offset, key, value) VALUES (?, ?, ?, ?, ?)',
    );
    this.selectEnd = this.db.prepare(
      'SELECT COALESCE(MAX(offset) + 1, 0) AS end FROM messages WHERE topic = ? AND partition = ?',
    );
    this.selectRange = this.db.prepare(
      'SELECT offset, value FROM messages WHERE topic = ? AND partition = ? AND offset >= ? ORDER BY offset LIMIT ?',
    );
    this.selectCommitted = this.db.prepare(
      'SELECT offset FROM committed WHERE grp = ? AND topic = ? AND partition = ?',
    );
    this.upsertCommitted = this.db.prepare(
      'INSERT INTO committed (grp, topic, partition, offset) VALUES (?, ?, ?, ?) ON CONFLICT (grp, topic, partition) DO UPDATE SET offset = excluded.offset',
    );
    this.appendAll = this.db.transaction((messages: readonly BusAppend[]) => {
      const ends = new Map<string, number>();
      for (const message of messages) {
        const id = `${message.topic}#${message.partition}`;
        const offset = ends.get(id) ?? this.end(message.topic, message.partition);
        this.insert.run(
          message.topic,
          message.partition,
          offset,
          message.key,
          JSON.stringify(message.event),
        );
        ends.set(id, offset + 1);
      }
    });
  }

  append(messages: readonly BusAppend[]): void {
    // IMMEDIATE: another process appending to the same file waits instead of failing.
    this.appendAll.immediate(messages);
  }

  read(topic: string, partition: number, fromOffset: number, max: number): LoggedMessage[] {
    return (
      this.selectRange.all(topic, partition, fromOffset, max) as {
        offset: number;
        value: string;
      }[]
    ).map((row) => ({ offset: row.offset, event: JSON.parse(row.value) as EventEnvelope }));
  }

  end(topic: string, partition: number): number {
    return (this.selectEnd.get(topic, partition) as { end: number }).end;
  }

  committed(group: string, topic: string, partition: number): number {
    const row = this.selectCommitted.get(group, topic, partition) as { offset: number } | undefined;
    return row?.offset ?? 0;
  }

  commit(group: string, topic: string, partition: number, offset: number): void {
    this.upsertCommitted.run(group, topic, partition, offset);
  }

  describe(): string {
    return `in-process (file ${this.file})`;
  }

  close(): void {
    this.db.close();
  }
}
