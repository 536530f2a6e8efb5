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
 * `position` that concerns them was handed on, and each of those occurred before `boundary`, so
 * a replay of any day ending at or after the boundary may start here instead of at position 0.
 */
export interface CustomerSnapshot {
  readonly creatorId: string;
  /** A quarter's first instant (UTC, ISO). */
  readonly boundary: string;
  readonly position: number;
  /** The log's last event at or before `position` when built: the log it was built from. */
  readonly lastEvent: { readonly position: number; readonly id: string } | null;
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
    const snapshot = await this.read(creatorId, boundary);
    if (!snapshot || !(await this.sameLog(snapshot))) return null;
    const lacking = lackedBy(snapshot, known);
    if (lacking.length > MAX_MISSING) return null;
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
      const snapshot = kept.has(boundary) ? await this.read(creatorId, boundary) : null;
      if (!snapshot || !(await this.sameLog(snapshot))) wanted.add(boundary);
      else if (lackedBy(snapshot, known).length > refreshAbove) {
        built += await this.refresh(snapshot, known);
      }
    }
    if (wanted.size === 0) return built;
    const projection = this.projection();
    const head = await this.events.headPosition();
    const events = new FlirtDayEvents(this.events, creatorId, NO_END, known);
    const probe = new FlirtDayEvents(this.events, creatorId, NO_END, known);
    const shadow = await MemoryShadow.start({ events, projections: [projection], bound: 0 });
    let from = 0;
    try {
      for (const boundary of boundaries) {
        const position = await this.prefixEnd(probe, projection, boundary, from, head);
        from = position;
        if (!(await shadow.raise(position))) throw new Error(stoppedAt(shadow));
        if (events.incomplete) break;
        if (!wanted.has(boundary)) continue;
        await this.write({
          creatorId,
          boundary,
          position,
          lastEvent: await this.lastEventAt(position),
          known: [...known.ids],
          // The pages read may reach past the prefix: only an event in it counts.
          firstOwnAt:
            events.firstOwnAt !== null && events.firstOwnAt < boundary ? events.firstOwnAt : null,
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
   * The end of the longest prefix of the log (from `from`, up to `head`) whose events that
   * concern the Flirt all occurred before `boundary`: just before the first that did not.
   */
  private async prefixEnd(
    probe: FlirtDayEvents,
    projection: Projection,
    boundary: string,
    from: number,
    head: number,
  ): Promise<number> {
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
      for (const event of page) {
        if (event.position > head) return head;
        if (probe.concerns(event)) return event.position - 1;
      }
      const last = page[page.length - 1];
      if (page.length < PAGE || !last) return head;
      position = last.position;
    }
  }

  private async lastEventAt(position: number): Promise<CustomerSnapshot['lastEvent']> {
    const [event] = await this.events.readAll({
      fromPosition: position + 1,
      direction: 'backwards',
      maxCount: 1,
    });
    return event ? { position: event.position, id: event.id } : null;
  }

  private async sameLog(snapshot: CustomerSnapshot): Promise<boolean> {
    const now = await this.lastEventAt(snapshot.position);
    return now?.id === snapshot.lastEvent?.id && now?.position === snapshot.lastEvent?.position;
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

  private async read(creatorId: string, boundary: string): Promise<CustomerSnapshot | null> {
    try {
      const file = join(this.folder(creatorId), `${boundary.slice(0, 10)}.json.gz`);
      const snapshot = JSON.parse(
        (await gunzipped(await readFile(file))).toString('utf8'),
      ) as CustomerSnapshot;
      return snapshot.creatorId === creatorId && snapshot.boundary === boundary ? snapshot : null;
    } catch {
      // A cache: a file that is gone or unreadable is no snapshot.
      return null;
    }
  }

  private async write(snapshot: CustomerSnapshot): Promise<void> {
    const folder = this.folder(snapshot.creatorId);
    await mkdir(folder, { recursive: true });
    const file = join(folder, `${snapshot.boundary.slice(0, 10)}.json.gz`);
    const partial = `${file}.${String(process.pid)}.partial`;
    try {
      await writeFile(partial, await gzipped(JSON.stringify(snapshot), { level: 1 }));
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }
}

/** Today's customers whose people events the snapshot's prefix did not hand on. */
function lackedBy(snapshot: CustomerSnapshot, known: KnownCustomers): string[] {
  const had = new Set(snapshot.known);
  return [...known.ids].filter((id) => !had.has(id));
}

function stoppedAt(shadow: MemoryShadow): string {
  const stopped = shadow.status().find((status) => status.error)?.error;
  return `The snapshot replay stopped at position ${String(stopped?.position ?? '?')} (${stopped?.type ?? ''}): ${stopped?.message ?? 'unknown'}`;
}
