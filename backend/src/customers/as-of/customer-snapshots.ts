import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope, userStreamId } from '@flirtwire/contracts';
import type { Document, Projection } from '@flirtwire/projections';
import { MemoryShadow } from '../../audit/replay/memory-shadow.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CUSTOMER_PROJECTIONS } from '../customers-support.js';
import {
  ALSO_TYPES,
  FlirtDayEvents,
  type KnownCustomers,
  PEOPLE_TYPES,
} from './flirt-day-events.js';
import { knownCustomers } from './known-customers.js';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** A replay past every event there is (the builder's events are cut by position, not time). */
const NO_END = '9999-12-31T00:00:00.000Z';
/** Customers of today a snapshot may lack (their people events are read one stream each). */
const MAX_MISSING = 2_000;
/** Customers a kept snapshot may lack before the job folds their people events into it. */
const REFRESH_MISSING = 200;
const PAGE = 5_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One Flirt's customer read models after a prefix of the log (docs/adr/0126): every event up to
 * `position` (a real event's, so any store reads on from it) that concerns them was handed on,
 * and each of those occurred before `boundary`, so a replay of any day ending at or after the
 * boundary may start here instead of at position 0.
 */
export interface CustomerSnapshot {
  readonly creatorId: string;
  /** A quarter's first instant (UTC, ISO). */
  readonly boundary: string;
  readonly position: number;
  /** The last event the prefix handed on (`position` is its): the log it was built from. */
  readonly lastEvent: {
    readonly position: number;
    readonly streamId: string;
    readonly revision: number;
    readonly id: string;
  } | null;
  /** The customers whose people events the prefix handed on (the live rows' when built). */
  readonly known: readonly string[];
  readonly firstOwnAt: string | null;
  readonly documents: Record<string, Document[]>;
}

/** A snapshot to start a day's replay from, and the people events it lacked, to hand on first. */
export interface SnapshotStart {
  readonly snapshot: CustomerSnapshot;
  readonly missing: readonly EventEnvelope[];
}

/** The first instants of the calendar quarters (UTC) after `first` and not after `now`. */
export function quarterStarts(first: string, now: Date): string[] {
  const out: string[] = [];
  const start = new Date(first);
  let year = start.getUTCFullYear();
  let month = Math.floor(start.getUTCMonth() / 3) * 3 + 3;
  for (;;) {
    const boundary = new Date(Date.UTC(year, month, 1));
    if (boundary > now) return out;
    out.push(boundary.toISOString());
    month += 3;
    if (month >= 12) {
      month -= 12;
      year++;
    }
  }
}

/**
 * Quarterly snapshots of a Flirt's My Customers replay (docs/adr/0126), kept as files in the data
 * folder (a cache: any of them may be deleted, and a projection version change leaves them
 * behind). Built in the background by CustomerSnapshotsJob, read by the as-of replays.
 */
@Injectable()
export class CustomerSnapshots {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly host: ProjectionHost,
    private readonly readModels: ReadModels,
  ) {}

  /**
   * The latest snapshot a replay of the Flirt's day ending at `until` can start from, with the
   * people events of today's customers it lacks (those that occurred before `until`); null when
   * there is none, or the log is no longer the one it was built from.
   */
  async startFor(
    creatorId: string,
    until: string,
    known: KnownCustomers,
  ): Promise<SnapshotStart | null> {
    const boundaries = (await this.kept(creatorId)).filter((boundary) => boundary <= until);
    const boundary = boundaries[boundaries.length - 1];
    if (!boundary) return null;
    // The header decides first: a snapshot of another log, or lacking too many, is not loaded.
    const header = await this.header(creatorId, boundary);
    if (!header || !(await this.sameLog(header))) return null;
    const lacking = lackedBy(header, known);
    if (lacking.length > MAX_MISSING) return null;
    const snapshot = await this.read(creatorId, boundary);
    if (
      !snapshot ||
      snapshot.position !== header.position ||
      snapshot.lastEvent?.id !== header.lastEvent?.id
    ) {
      // Unreadable, or not the file the header describes: the next job run builds it again.
      await this.forget(creatorId, boundary);
      return null;
    }
    const missing: EventEnvelope[] = [];
    for (const events of (await this.peopleEvents(lacking, snapshot.position)).values()) {
      missing.push(...events.filter((event) => event.occurredAt < until));
    }
    missing.sort((a, b) => a.position - b.position);
    return { snapshot, missing };
  }

  /**
   * Builds the Flirt's missing quarterly snapshots in one replay from position 0, and folds into
   * a kept one lacking more than `refreshAbove` of today's customers their people events; the
   * number written. A replay that meets a customer the live rows did not know writes no more.
   */
  async build(
    creatorId: string,
    now: Date,
    refreshAbove: number = REFRESH_MISSING,
  ): Promise<number> {
    if (!UUID.test(creatorId)) return 0;
    const [first] = await this.events.readStream(userStreamId(creatorId), { maxCount: 1 });
    if (!first) return 0;
    const boundaries = quarterStarts(first.occurredAt, now);
    const known = await knownCustomers(this.host, this.readModels, creatorId);
    const wanted = new Set<string>();
    const kept = new Set(await this.kept(creatorId));
    let built = 0;
    for (const boundary of boundaries) {
      // Only the header is read here: each run looks at every kept snapshot.
      const header = kept.has(boundary) ? await this.header(creatorId, boundary) : null;
      if (!header || !(await this.sameLog(header))) wanted.add(boundary);
      else if (lackedBy(header, known).length > refreshAbove) {
        const snapshot = await this.read(creatorId, boundary);
        if (snapshot) built += await this.refresh(snapshot, known);
        else wanted.add(boundary);
      }
    }
    if (wanted.size === 0) return built;
    const projection = this.projection();
    // The builder reads the Flirt's events itself and stops each prefix at a real event.
    const source = new FlirtDayEvents(this.events, creatorId, NO_END, known);
    const probe = new FlirtDayEvents(this.events, creatorId, NO_END, known);
    const shadow = await MemoryShadow.start({
      events: { readAll: () => Promise.resolve([]) },
      projections: [projection],
      bound: 0,
    });
    let read: EventEnvelope[] = [];
    let readFrom = 0;
    let searchFrom = 0;
    let last: EventEnvelope | null = null;
    try {
      for (const boundary of boundaries) {
        const stop = await this.firstAtOrAfter(probe, projection, boundary, searchFrom);
        for (;;) {
          if (read.length === 0) {
            read = await source.readAll({ fromPosition: readFrom, maxCount: PAGE });
            if (read.length === 0) break;
            readFrom = (read[read.length - 1] as EventEnvelope).position;
          }
          const cut = stop === null ? read.length : read.findIndex((e) => e.position >= stop);
          const take = cut === -1 ? read : read.slice(0, cut);
          if (!(await shadow.advance(take))) throw new Error(stoppedAt(shadow));
          last = take[take.length - 1] ?? last;
          read = cut === -1 ? [] : read.slice(cut);
          if (cut !== -1) break;
        }
        if (stop !== null) searchFrom = Math.max(searchFrom, last?.position ?? 0);
        if (source.incomplete) break;
        if (!wanted.has(boundary)) continue;
        await this.write({
          creatorId,
          boundary,
          position: last?.position ?? 0,
          lastEvent: last
            ? {
                position: last.position,
                streamId: last.streamId,
                revision: last.revision,
                id: last.id,
              }
            : null,
          known: [...known.ids],
          // The pages read may reach past the prefix: only an event in it counts.
          firstOwnAt:
            source.firstOwnAt !== null && source.firstOwnAt < boundary ? source.firstOwnAt : null,
          documents: await shadow.documents(),
        });
        built++;
      }
    } finally {
      await shadow.drop();
    }
    return built;
  }

  /**
   * Folds into a kept snapshot the people events of today's customers it lacked, for those whose
   * people events up to its position all occurred before its boundary (any other stays lacking,
   * to be handed on per day); 1 when written again, else 0.
   */
  private async refresh(snapshot: CustomerSnapshot, known: KnownCustomers): Promise<number> {
    const added: string[] = [];
    const events: EventEnvelope[] = [];
    for (const [customerId, theirs] of await this.peopleEvents(
      lackedBy(snapshot, known),
      snapshot.position,
    )) {
      if (theirs.some((event) => event.occurredAt >= snapshot.boundary)) continue;
      added.push(customerId);
      events.push(...theirs);
    }
    if (added.length === 0) return 0;
    events.sort((a, b) => a.position - b.position);
    const shadow = await MemoryShadow.start({
      events: { readAll: () => Promise.resolve([]) },
      projections: [this.projection()],
      bound: snapshot.position,
      from: { position: snapshot.position, documents: snapshot.documents },
    });
    try {
      if (!(await shadow.handOn(events))) throw new Error(stoppedAt(shadow));
      await this.write({
        ...snapshot,
        known: [...snapshot.known, ...added],
        documents: await shadow.documents(),
      });
    } finally {
      await shadow.drop();
    }
    return 1;
  }

  /** Each customer's people events up to `position` (from their user streams), in log order. */
  private async peopleEvents(
    customerIds: readonly string[],
    position: number,
  ): Promise<Map<string, EventEnvelope[]>> {
    const out = new Map<string, EventEnvelope[]>();
    for (const customerId of customerIds) {
      const events = await this.events.readStream(userStreamId(customerId));
      out.set(
        customerId,
        events.filter((event) => PEOPLE_TYPES.has(event.type) && event.position <= position),
      );
    }
    return out;
  }

  /**
   * The first event (from `from` on) that concerns the Flirt and occurred at or after
   * `boundary`, by position: every event before it that concerns them occurred before the
   * boundary. Null when there is none yet.
   */
  private async firstAtOrAfter(
    probe: FlirtDayEvents,
    projection: Projection,
    boundary: string,
    from: number,
  ): Promise<number | null> {
    for (let position = from; ;) {
      const page = await this.events.readAll({
        fromPosition: position,
        maxCount: PAGE,
        filter: {
          eventTypes: [...projection.eventTypes],
          from: boundary,
          creatorHint: { creatorId: probe.creatorId, alsoTypes: ALSO_TYPES },
        },
      });
      for (const event of page) if (probe.concerns(event)) return event.position;
      const last = page[page.length - 1];
      if (page.length < PAGE || !last) return null;
      position = last.position;
    }
  }

  /** Whether the log still holds the last event the snapshot's prefix handed on. */
  private async sameLog(snapshot: SnapshotHeader): Promise<boolean> {
    const last = snapshot.lastEvent;
    if (!last) return true;
    const [now] = await this.events.readStream(last.streamId, {
      fromRevision: last.revision,
      maxCount: 1,
    });
    return now?.id === last.id && now.position === last.position;
  }

  private projection(): Projection {
    const projection = this.host.projections.find((p) => p.name === CUSTOMER_PROJECTIONS[0]);
    if (!projection) throw new Error('the customer-rows projection is not registered');
    return projection;
  }

  private folder(creatorId: string): string {
    return join(
      this.config.dataDir,
      'customer-snapshots',
      `v${String(this.projection().version)}`,
      creatorId,
    );
  }

  /** The boundaries with a snapshot file, ascending. */
  private async kept(creatorId: string): Promise<string[]> {
    if (!UUID.test(creatorId)) return [];
    const names = await readdir(this.folder(creatorId)).catch(() => [] as string[]);
    return names
      .filter((name) => /^\d{4}-\d{2}-\d{2}\.json\.gz$/.test(name))
      .map((name) => `${name.slice(0, 10)}T00:00:00.000Z`)
      .sort();
  }

  /** The snapshot file of a boundary, and its header's beside it. */
  private files(creatorId: string, boundary: string): { whole: string; header: string } {
    const base = join(this.folder(creatorId), boundary.slice(0, 10));
    return { whole: `${base}.json.gz`, header: `${base}.header.json.gz` };
  }

  /**
   * A kept snapshot without its documents (a small file beside it; read from the snapshot
   * itself, and written, where it is missing).
   */
  private async header(creatorId: string, boundary: string): Promise<SnapshotHeader | null> {
    const header = await readGzipJson<SnapshotHeader>(this.files(creatorId, boundary).header);
    if (header)
      return header.creatorId === creatorId && header.boundary === boundary ? header : null;
    const snapshot = await this.read(creatorId, boundary);
    if (!snapshot) return null;
    const written = headerOf(snapshot);
    await writeAtomically(this.files(creatorId, boundary).header, written);
    return written;
  }

  private async read(creatorId: string, boundary: string): Promise<CustomerSnapshot | null> {
    const snapshot = await readGzipJson<CustomerSnapshot>(this.files(creatorId, boundary).whole);
    return snapshot?.creatorId === creatorId && snapshot.boundary === boundary ? snapshot : null;
  }

  /** The header goes first and comes last: a header is never older than its snapshot. */
  private async write(snapshot: CustomerSnapshot): Promise<void> {
    const files = this.files(snapshot.creatorId, snapshot.boundary);
    await mkdir(this.folder(snapshot.creatorId), { recursive: true });
    await rm(files.header, { force: true });
    await writeAtomically(files.whole, snapshot);
    await writeAtomically(files.header, headerOf(snapshot));
  }

  private async forget(creatorId: string, boundary: string): Promise<void> {
    const files = this.files(creatorId, boundary);
    await rm(files.header, { force: true });
    await rm(files.whole, { force: true });
  }
}

/** A snapshot's description without its documents: what choosing and checking it needs. */
type SnapshotHeader = Omit<CustomerSnapshot, 'documents'>;

function headerOf(snapshot: CustomerSnapshot): SnapshotHeader {
  const { documents: _documents, ...header } = snapshot;
  return header;
}

/** A gzip JSON file, or null where it is gone or unreadable (snapshots are a cache). */
async function readGzipJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse((await gunzipped(await readFile(file))).toString('utf8')) as T;
  } catch {
    return null;
  }
}

async function writeAtomically(file: string, value: unknown): Promise<void> {
  const partial = `${file}.${String(process.pid)}.partial`;
  try {
    await writeFile(partial, await gzipped(JSON.stringify(value), { level: 1 }));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Today's customers whose people events the snapshot's prefix did not hand on. */
function lackedBy(snapshot: SnapshotHeader, known: KnownCustomers): string[] {
  const had = new Set(snapshot.known);
  return [...known.ids].filter((id) => !had.has(id));
}

function stoppedAt(shadow: MemoryShadow): string {
  const stopped = shadow.status().find((status) => status.error)?.error;
  return `The snapshot replay stopped at position ${String(stopped?.position ?? '?')} (${stopped?.type ?? ''}): ${stopped?.message ?? 'unknown'}`;
}
