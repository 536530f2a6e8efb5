import type Database from 'better-sqlite3';

/** Streams whose read end is remembered; past it the map starts again. */
const CAPACITY = 100_000;

/**
 * Streams read to their end, each with a revision it has no events after. A command loads
 * several streams whose folded state it already holds (the command processor reads only the
 * events after its cached revision); a stream in here answers that read with no query. Our own
 * commits move the entries (`committed`); another connection's commit (another process) changes
 * SQLite's `data_version`, and everything remembered is then dropped.
 */
export class StreamReadEnds {
  private readonly ends = new Map<string, number>();
  private version = -1;
  private readonly dataVersion: Database.Statement<[], number>;

  constructor(db: Database.Database) {
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  }

  /** Whether `streamId` is known to have no events from `fromRevision` on. */
  nothingFrom(streamId: string, fromRevision: number): boolean {
    const version = this.dataVersion.get() ?? 0;
    if (version !== this.version) {
      this.ends.clear();
      this.version = version;
    }
    const end = this.ends.get(streamId);
    return end !== undefined && fromRevision > end;
  }

  /** A read from `fromRevision` found every event up to the end: `lastRevision` (null: none). */
  readToEnd(streamId: string, fromRevision: number, lastRevision: number | null): void {
    if (this.ends.size >= CAPACITY) this.ends.clear();
    this.ends.set(streamId, lastRevision ?? fromRevision - 1);
  }

  /** Our own commit wrote up to `revision` of `streamId`. */
  committed(streamId: string, revision: number): void {
    if (this.ends.has(streamId)) this.ends.set(streamId, revision);
  }
}
