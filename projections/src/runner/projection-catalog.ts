import type { ReadStore } from '../read-store/read-store.port.js';

/** Where the runner keeps one record per projection, in the read store itself. */
export const PROJECTIONS_COLLECTION = '_projections';

/** Why a projection stopped: the event it could not apply. */
export interface ProjectionFailure {
  readonly message: string;
  readonly position: number;
  readonly eventId: string;
  readonly type: string;
}

export interface RebuildRecord {
  readonly version: number;
  /** logical → physical collections the new version is built into. */
  readonly collections: Readonly<Record<string, string>>;
  readonly checkpoint: number;
  readonly status: 'running' | 'error' | 'refused';
  readonly error: ProjectionFailure | null;
  /** Why `verifyRebuild` refused the switch. */
  readonly reason: string | null;
}

/**
 * A projection's record: the version serving, the logical → physical map queries resolve
 * through, its checkpoint (written in the same transaction as each batch), and any rebuild in
 * progress. Switching versions is one write of this record.
 */
// A type alias, not an interface: the driver's update types then see `retired` as an array.
export type ProjectionRecord = {
  readonly _id: string;
  readonly version: number;
  readonly collections: Readonly<Record<string, string>>;
  readonly checkpoint: number;
  readonly status: 'running' | 'error';
  readonly error: ProjectionFailure | null;
  readonly rebuild: RebuildRecord | null;
  /** Physical collections of replaced versions, dropped once no reader can still hold them. */
  readonly retired: readonly string[];
};

export class UnknownReadModelError extends Error {
  constructor(readonly logical: string) {
    super(`no projection owns the read model "${logical}"`);
    this.name = 'UnknownReadModelError';
  }
}

/** The physical collection of a logical one in a given version: `customer_rows__v3`. */
export function physicalName(logical: string, version: number): string {
  return `${logical}__v${version}`;
}

/**
 * The logical → physical map in memory, read on every query (a map lookup), replaced whole when
 * a projection switches versions, so a reader sees either the old model or the new one.
 */
export class ProjectionCatalog {
  private readonly records = new Map<string, ProjectionRecord>();
  private byLogical = new Map<string, { readonly projection: string; readonly physical: string }>();

  physical(logical: string): string {
    const entry = this.byLogical.get(logical);
    if (!entry) throw new UnknownReadModelError(logical);
    return entry.physical;
  }

  /** The projection that owns a logical collection. */
  projectionOf(logical: string): string | undefined {
    return this.byLogical.get(logical)?.projection;
  }

  record(name: string): ProjectionRecord | undefined {
    return this.records.get(name);
  }

  all(): ProjectionRecord[] {
    return [...this.records.values()];
  }

  set(record: ProjectionRecord): void {
    this.records.set(record._id, record);
    const next = new Map(this.byLogical);
    for (const [logical, entry] of next) if (entry.projection === record._id) next.delete(logical);
    for (const [logical, physical] of Object.entries(record.collections)) {
      next.set(logical, { projection: record._id, physical });
    }
    this.byLogical = next;
  }

  /** Reads every record from the store (a worker process's catalog refreshes this way). */
  async load(store: ReadStore): Promise<void> {
    const records = await store
      .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
      .find({})
      .toArray();
    for (const record of records) this.set(record);
  }
}
