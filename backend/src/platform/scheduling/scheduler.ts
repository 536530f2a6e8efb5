import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import type { Projection } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PROJECTION_LIST } from '../../read-side/projection-host.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';

/**
 * Recurring work (subscription renewals, scheduled posts, the calendar). A job derives what is
 * due from state as of `now` and performs it through commands, so it is durable by
 * construction: after a restart or downtime the next run finds everything still due, and
 * running twice for the same moment does nothing the second time (deciders refuse repeats and
 * charges carry deterministic ids). Several app instances may run the same job; the event
 * store's expected-revision check lets one of them win each step.
 *
 * @example
 * scheduler.register({ name: 'renewals', everyMs: 60_000, run: async (now) => ({ done: await renewDue(now) }) });
 */
export interface ScheduledJob {
  readonly name: string;
  /** How often to look for due work. */
  readonly everyMs: number;
  /**
   * The read models (logical collection names) the job queries. An app that runs only some
   * projections (a benchmark, a test) leaves a job idle when no projection of it owns one of
   * them, instead of failing every run.
   */
  readonly readModels?: readonly string[];
  run(now: Date): Promise<{ readonly done: number } | undefined>;
}

export interface JobStatus {
  readonly name: string;
  readonly everyMs: number;
  readonly runs: number;
  readonly done: number;
  readonly running: boolean;
  readonly lastRunAt: string | null;
  readonly lastDurationMs: number | null;
  readonly lastError: { readonly message: string; readonly at: string } | null;
  /** Why the job never runs in this app (a read model no projection here owns), else null. */
  readonly idle: string | null;
}

interface Entry {
  readonly job: ScheduledJob;
  status: JobStatus;
  timer: NodeJS.Timeout | null;
  current: Promise<void> | null;
}

@Injectable()
export class Scheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Scheduler');
  private readonly entries = new Map<string, Entry>();
  private started = false;

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional()
    @Inject(PROJECTION_LIST)
    private readonly projections: readonly Projection[] | null = null,
  ) {}

  register(job: ScheduledJob): void {
    if (this.entries.has(job.name))
      throw new Error(`scheduled job "${job.name}" is registered twice`);
    const entry: Entry = {
      job,
      timer: null,
      current: null,
      status: {
        name: job.name,
        everyMs: job.everyMs,
        runs: 0,
        done: 0,
        running: false,
        lastRunAt: null,
        lastDurationMs: null,
        lastError: null,
        idle: this.missingReadModel(job),
      },
    };
    this.entries.set(job.name, entry);
    if (this.started && entry.status.idle === null) this.arm(entry, 0);
  }

  /** Runs every job once as of `now` (tests drive time with this; timers call it per job). */
  async tick(now: Date = this.clock.now()): Promise<void> {
    for (const entry of this.entries.values()) await this.runOnce(entry, now);
  }

  /** Runs one job now, waiting for a run already in progress instead of overlapping it. */
  async runJob(name: string, now: Date = this.clock.now()): Promise<JobStatus> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`no scheduled job "${name}"`);
    await this.runOnce(entry, now);
    return entry.status;
  }

  statuses(): JobStatus[] {
    return [...this.entries.values()].map((entry) => entry.status);
  }

  onApplicationBootstrap(): void {
    if (this.config.scheduler !== 'on') return;
    this.started = true;
    // First runs are spread out a little so a restart does not start every job at once.
    let delay = 250;
    for (const entry of this.entries.values()) {
      if (entry.status.idle !== null) continue;
      this.arm(entry, delay);
      delay += 250;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.started = false;
    for (const entry of this.entries.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
    }
    const running = [...this.entries.values()].flatMap((entry) =>
      entry.current ? [entry.current] : [],
    );
    await Promise.allSettled(running);
  }

  private arm(entry: Entry, delayMs: number): void {
    entry.timer = setTimeout(() => {
      void this.runOnce(entry, this.clock.now()).finally(() => {
        if (this.started) this.arm(entry, entry.job.everyMs);
      });
    }, delayMs);
    entry.timer.unref();
  }

  private missingReadModel(job: ScheduledJob): string | null {
    if (!this.projections) return null;
    const owned = new Set(this.projections.flatMap((p) => Object.keys(p.collections)));
    const missing = (job.readModels ?? []).filter((model) => !owned.has(model));
    return missing.length === 0
      ? null
      : `no projection in this app owns the read model${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}`;
  }

  private runOnce(entry: Entry, now: Date): Promise<void> {
    if (entry.current) return entry.current;
    if (entry.status.idle !== null) return Promise.resolve();
    const started = Date.now();
    entry.status = { ...entry.status, running: true };
    entry.current = entry.job
      .run(now)
      .then((result) => {
        entry.status = {
          ...entry.status,
          runs: entry.status.runs + 1,
          done: entry.status.done + (result?.done ?? 0),
          lastRunAt: now.toISOString(),
          lastDurationMs: Date.now() - started,
          lastError: null,
        };
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.error({ job: entry.job.name, err: error }, 'scheduled job failed');
        entry.status = {
          ...entry.status,
          runs: entry.status.runs + 1,
          lastRunAt: now.toISOString(),
          lastDurationMs: Date.now() - started,
          lastError: { message, at: now.toISOString() },
        };
      })
      .finally(() => {
        entry.status = { ...entry.status, running: false };
        entry.current = null;
      });
    return entry.current;
  }
}
