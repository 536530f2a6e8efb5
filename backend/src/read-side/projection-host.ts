import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
  Optional,
} from '@nestjs/common';
import type { ProjectionStatusRow } from '@flirtwire/contracts';
import {
  InProcessChangeNotifier,
  type PartitionCheckpoint,
  PARTITIONS_COLLECTION,
  type Projection,
  ProjectionCatalog,
  ProjectionRunner,
  type ProjectionBus,
  type ProjectionEventSource,
  type ProjectionRecord,
  type Reactor,
  READ_STORE,
  type ReadStore,
} from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { HealthRegistry } from '../health/health-checks.js';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import {
  RELAY_COLLECTION,
  RELAY_NAME,
  type RelayRecord,
  relayStatusRow,
} from '../infrastructure/bus/relay/event-relay.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { NoticeRelay } from './realtime/notice-relay.js';

export const PROJECTION_LIST = Symbol('ProjectionList');

type PartitionStatus = NonNullable<ProjectionStatusRow['partitions']>[number];
/** What the inline runner reads: the event store, or a view of it (the seed's ProjectionGate). */
export const PROJECTION_SOURCE = Symbol('ProjectionSource');
/** A ReadSideGate, when the app has one (the seed's); absent otherwise. */
export const READ_SIDE_GATE = Symbol('ReadSideGate');

/**
 * Something between the log and the inline runner (the seed's ProjectionGate, docs/adr/0092):
 * the view of the log the runner reads, and a hook around every wait for the read side, so a
 * reader that waits can let the projections it waits for through first.
 */
export interface ReadSideGate {
  wrap(log: ProjectionEventSource): ProjectionEventSource;
  whileWaiting(names: readonly string[] | null, wait: () => Promise<boolean>): Promise<boolean>;
}

/** Where committed batches announce their changes; the realtime gateway listens. */
@Injectable()
export class ChangeNotices extends InProcessChangeNotifier {}

const WAIT_POLL_MS = 50;
const WORKER_REFRESH_MS = 1_000;
/** How often an app whose projections run elsewhere looks for their notices. */
const NOTICE_POLL_MS = 250;

/** Options the projector process passes (docs/adr/0099). */
export const PROJECTOR_ROLE = Symbol('ProjectorRole');
export interface ProjectorRole {
  /** Leave each batch's notices in the read store for the apps (they have the sockets). */
  readonly noticeOutbox: boolean;
  /**
   * The event bus, in a worker (`main.js worker`, docs/adr/0124): partitioned projections and
   * the reactors consume it as consumer groups shared with the other workers.
   */
  readonly bus?: ProjectionBus;
}

/**
 * The projection runner's place in the app. With PROJECTIONS=inline (the default) it runs the
 * runner here, with the reactors modules register; with `worker` a separate `projector`
 * process runs both and this host reads the projection records the worker keeps in the read
 * store (catalog, status, read-your-writes) and relays the notices it leaves there to the
 * gateway; with `off` nothing projects or reacts and queries read what is there.
 */
@Injectable()
export class ProjectionHost implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Projections');
  private runner: ProjectionRunner | null = null;
  private readonly stored = new ProjectionCatalog();
  private refresher: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly reactorList: Reactor[] = [];
  private noticePoll: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PROJECTION_LIST) readonly projections: readonly Projection[],
    @Inject(PROJECTION_SOURCE) private readonly source: ProjectionEventSource,
    private readonly notices: ChangeNotices,
    private readonly health: HealthRegistry,
    @Optional() @Inject(READ_SIDE_GATE) private readonly gate: ReadSideGate | null = null,
    @Optional() @Inject(PROJECTOR_ROLE) private readonly role: ProjectorRole | null = null,
  ) {}

  /**
   * Runs a reactor beside the projections, here if they run here (else in the projector
   * process, which builds the same modules). A reactor that waits for a projection this app
   * does not run (a test's or a benchmark's short list) stays idle.
   */
  async register(reactor: Reactor): Promise<void> {
    const missing = (reactor.after ?? []).filter(
      (name) => !this.projections.some((projection) => projection.name === name),
    );
    if (missing.length > 0) {
      this.logger.log({
        reactor: reactor.name,
        message: `reactor idle: no projection here is named ${missing.join(', ')}`,
      });
      return;
    }
    this.reactorList.push(reactor);
    if (this.runner) await this.runner.addReactor(reactor);
  }

  get reactors(): readonly Reactor[] {
    return this.reactorList;
  }

  async onModuleInit(): Promise<void> {
    this.health.register({
      name: 'projections',
      run: async () => {
        const rows = await this.status();
        return {
          mode: this.config.projections,
          maxLag: Math.max(0, ...rows.map((row) => row.lag)),
          stopped: rows.filter((row) => row.status === 'error').map((row) => row.name),
        };
      },
    });
    if (this.config.projections === 'worker' && this.store instanceof EmbeddedReadStore) {
      // The embedded store keeps documents in this process's memory: a projector process
      // writing the same file would never be seen here.
      throw new Error(
        'PROJECTIONS=worker needs a read store both processes share: set READ_STORE_URL=mongodb://... (the embedded store lives in one process)',
      );
    }
    if (this.config.projections === 'inline') {
      this.runner = new ProjectionRunner({
        store: this.store,
        source: this.source,
        projections: this.projections,
        reactors: this.reactorList,
        notifier: this.notices,
        noticeOutbox: this.role?.noticeOutbox ?? false,
        ...(this.role?.bus ? { bus: this.role.bus } : {}),
        log: (level, message, fields) => {
          this.logger[level === 'info' ? 'log' : level]({ ...fields, message });
        },
      });
      this.runner.onStatus(() => {
        this.emitStatus();
      });
      await this.runner.start();
      return;
    }
    await this.stored.load(this.store);
    if (this.config.projections === 'worker') {
      this.refresher = setInterval(() => {
        void this.stored
          .load(this.store)
          .then(() => {
            this.emitStatus();
          })
          .catch((error: unknown) => {
            this.logger.warn({ err: error, message: 'could not refresh projection records' });
          });
      }, WORKER_REFRESH_MS);
      this.refresher.unref();
      const relay = new NoticeRelay(
        this.store,
        this.projections.map((projection) => projection.name),
        this.notices,
      );
      relay.startAfter(this.stored.all());
      this.pollNotices(relay);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.refresher) clearInterval(this.refresher);
    if (this.noticePoll) clearTimeout(this.noticePoll);
    this.noticePoll = null;
    await this.runner?.stop();
  }

  /** Worker mode: relays the notices the projector leaves in the read store to the gateway. */
  private pollNotices(relay: NoticeRelay): void {
    this.noticePoll = setTimeout(() => {
      void relay
        .poll()
        .catch((error: unknown) => {
          this.logger.warn({ err: error, message: 'could not read the projector notices' });
        })
        .finally(() => {
          if (this.noticePoll) this.pollNotices(relay);
        });
    }, NOTICE_POLL_MS);
    this.noticePoll.unref();
  }

  /** The logical → physical map queries resolve through. */
  get catalog(): ProjectionCatalog {
    return this.runner?.catalog ?? this.stored;
  }

  async status(): Promise<ProjectionStatusRow[]> {
    const head = await this.events.headPosition();
    const partitions = await this.partitionStatus(head);
    return [
      ...this.projectionStatus(head).map((row) => {
        const found = partitions.get(`${row.name}@${String(row.version)}`);
        return found ? { ...row, partitions: found } : row;
      }),
      ...(await this.relayStatus(head)),
    ];
  }

  /**
   * Each bus-fed track's partition checkpoints (docs/adr/0124), by `<name>@<version>`, slowest
   * first: those of partitioned projections and of reactors (a projection that reads the log
   * again keeps its old rows, which say nothing now).
   */
  private async partitionStatus(head: number): Promise<Map<string, PartitionStatus[]>> {
    const fed = new Set([
      ...this.projections.filter((projection) => projection.partitioned).map((p) => p.name),
      ...this.reactorList.map((reactor) => reactor.name),
    ]);
    const byTrack = new Map<string, PartitionStatus[]>();
    if (fed.size === 0) return byTrack;
    const rows = await this.store
      .collection<PartitionCheckpoint>(PARTITIONS_COLLECTION)
      .find({})
      .toArray();
    for (const row of rows) {
      if (!fed.has(row.track.slice(0, row.track.lastIndexOf('@')))) continue;
      const list = byTrack.get(row.track) ?? [];
      list.push({
        partition: row.slot,
        checkpoint: row.position,
        lag: Math.max(0, head - row.position),
      });
      byTrack.set(row.track, list);
    }
    for (const list of byTrack.values()) {
      list.sort(
        (a, b) =>
          a.checkpoint - b.checkpoint ||
          a.partition.localeCompare(b.partition, 'en', { numeric: true }),
      );
    }
    return byTrack;
  }

  /** The bus relay's row, where one runs (its record exists); none in the embedded default. */
  private async relayStatus(head: number): Promise<ProjectionStatusRow[]> {
    const record = await this.store
      .collection<RelayRecord>(RELAY_COLLECTION)
      .findOne({ _id: RELAY_NAME });
    return record ? [relayStatusRow(record, head)] : [];
  }

  private projectionStatus(head: number): ProjectionStatusRow[] {
    if (this.runner) {
      return this.runner.status().map((row) => ({
        ...row,
        head: Math.max(row.head, head),
        lag: Math.max(0, Math.max(row.head, head) - row.checkpoint),
        rebuild: row.rebuild
          ? { ...row.rebuild, lag: Math.max(0, head - row.rebuild.checkpoint) }
          : null,
      }));
    }
    return [
      ...this.projections.map((projection) =>
        fromRecord(projection, this.catalog.record(projection.name), head),
      ),
      ...this.reactorList.map((reactor) =>
        fromRecord({ name: reactor.name, version: 1 }, this.catalog.record(reactor.name), head),
      ),
    ];
  }

  /** Resolves true once the named projections (all when null) have passed `position`. */
  waitFor(names: readonly string[] | null, position: number, timeoutMs: number): Promise<boolean> {
    const wait = () => this.waitUntil(names, position, timeoutMs);
    return this.gate ? this.gate.whileWaiting(names, wait) : wait();
  }

  /**
   * Resolves true once the named read models (all projections when null) have taken in the
   * whole log as it is now: read-your-writes for a job or handler that reads after everything
   * appended so far (its own writes included) rather than after one command's position.
   */
  async caughtUp(names: readonly string[] | null, timeoutMs: number): Promise<boolean> {
    return this.waitFor(names, await this.events.headPosition(), timeoutMs);
  }

  /**
   * Resolves true once the named reactors have reacted to the whole log and every projection
   * has taken in what their commands appended (the log stopped growing meanwhile): where tests
   * and the seed used to run a reaction job.
   */
  async settled(reactors: readonly string[], timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const head = await this.events.headPosition();
      const left = () => Math.max(0, deadline - performance.now());
      if (!(await this.waitFor(reactors, head, left()))) return false;
      if (!(await this.waitFor(null, head, left()))) return false;
      if ((await this.events.headPosition()) === head) return true;
    }
  }

  private async waitUntil(
    names: readonly string[] | null,
    position: number,
    timeoutMs: number,
  ): Promise<boolean> {
    if (this.runner) return this.runner.waitFor(names, position, timeoutMs);
    const wanted = names ?? this.projections.map((p) => p.name);
    const records = this.store.collection<ProjectionRecord>('_projections');
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = await records.find({ _id: { $in: [...wanted] } }).toArray();
      const reached =
        found.length === wanted.length && found.every((record) => record.checkpoint >= position);
      if (reached) return true;
      if (performance.now() + WAIT_POLL_MS > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  /** Status changes (batches, errors, switches), for pushing lag to admins. */
  onStatus(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private emitStatus(): void {
    for (const listener of this.listeners) listener();
  }
}

function fromRecord(
  projection: Pick<Projection, 'name' | 'version'>,
  record: ProjectionRecord | undefined,
  head: number,
): ProjectionStatusRow {
  const checkpoint = record?.checkpoint ?? 0;
  const rebuild = record?.rebuild ?? null;
  return {
    name: projection.name,
    version: record?.version ?? projection.version,
    status:
      record?.status === 'error'
        ? 'error'
        : rebuild && rebuild.status !== 'refused'
          ? 'rebuilding'
          : checkpoint >= head
            ? 'live'
            : 'catching-up',
    checkpoint,
    head,
    lag: Math.max(0, head - checkpoint),
    error: record?.error ?? null,
    rebuild: rebuild
      ? {
          version: rebuild.version,
          status: rebuild.status === 'running' ? 'catching-up' : rebuild.status,
          checkpoint: rebuild.checkpoint,
          lag: Math.max(0, head - rebuild.checkpoint),
          error: rebuild.error,
          reason: rebuild.reason,
        }
      : null,
  };
}
