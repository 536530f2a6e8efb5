import {
  type Document,
  type Projection,
  type ProjectionStatus,
  ProjectionRunner,
  type ReadCollection,
  type ReadStore,
} from '@flirtwire/projections';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { BoundedEventSource } from './bounded-event-source.js';
import type { Shadow } from './memory-shadow.js';
import { PrefixedReadStore } from './prefixed-read-store.js';

/** Every throwaway namespace starts with this; one left over by a crash is dropped at start. */
export const SHADOW_PREFIX = '_audit_shadow_';

/** Long enough for any rebuild; the runner's waitFor needs a bound. */
const NO_TIMEOUT_MS = 7 * 24 * 3_600_000;

export interface ShadowOptions {
  readonly events: EventStore;
  readonly store: ReadStore;
  readonly projections: readonly Projection[];
  /** Rebuild up to and including this position. */
  readonly bound: number;
  /** Unique per shadow (a run id). */
  readonly name: string;
  readonly batchSize?: number;
  /** Called after every committed batch of the shadow runner. */
  readonly onProgress?: () => void;
}

/**
 * Rebuilds projections from position 0 with the projection runner itself (batches, checkpoints,
 * the same `handle` calls) into a throwaway namespace of the read store, up to a fixed
 * position, and never switches anything: the live models keep serving and are only read. The
 * caller compares, then `drop`s the namespace.
 *
 * @example
 * const shadow = await ShadowRebuild.start({ events, store, projections, bound: head, name: runId });
 * await shadow.reached();
 * const docs = await shadow.collection('tip-totals', 'tip_totals').find({}).toArray();
 * await shadow.drop();
 */
export class ShadowRebuild implements Shadow {
  private constructor(
    private readonly runner: ProjectionRunner,
    private readonly source: BoundedEventSource,
    private readonly namespace: PrefixedReadStore,
    private readonly projections: readonly Projection[],
  ) {}

  static async start(options: ShadowOptions): Promise<ShadowRebuild> {
    const namespace = new PrefixedReadStore(options.store, `${SHADOW_PREFIX}${options.name}_`);
    await namespace.dropAll();
    const source = new BoundedEventSource(options.events, options.bound);
    const runner = new ProjectionRunner({
      store: namespace,
      source,
      projections: options.projections,
      batchSize: options.batchSize ?? 500,
      // Rebuilt models are read right after the run and then dropped whole.
      retireAfterMs: NO_TIMEOUT_MS,
      checkpointEveryMs: 60_000,
    });
    if (options.onProgress) runner.onStatus(options.onProgress);
    const shadow = new ShadowRebuild(runner, source, namespace, options.projections);
    try {
      await runner.start();
    } catch (error) {
      await shadow.drop();
      throw error;
    }
    return shadow;
  }

  get bound(): number {
    return this.source.bound;
  }

  /** Events handed to the shadow's projections so far (summed over projections). */
  get eventsRead(): number {
    return this.source.read;
  }

  status(): ProjectionStatus[] {
    return this.runner.status();
  }

  /**
   * Resolves once every projection has reached the bound: true, or false as soon as one of
   * them stopped at an event it could not apply (see `status()`).
   */
  reached(): Promise<boolean> {
    return this.runner.waitFor(
      this.projections.map((p) => p.name),
      this.source.bound,
      NO_TIMEOUT_MS,
    );
  }

  /** Continues the rebuild to a later position. */
  raise(bound: number): Promise<boolean> {
    this.source.raise(bound);
    return this.reached();
  }

  /** A rebuilt collection, by projection and logical name. */
  collection<T extends Document = Document>(logical: string): ReadCollection<T> {
    return this.namespace.collection<T>(this.runner.catalog.physical(logical));
  }

  async drop(): Promise<void> {
    await this.runner.stop();
    this.source.close();
    await this.namespace.dropAll();
  }
}
