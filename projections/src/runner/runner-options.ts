import type { Projection } from '../projection.js';
import type { Reactor } from '../reactor.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import type { ChangeNotice, ChangeNotifier } from './change-notifier.js';
import type { ProjectionBus } from './bus-feed.js';
import type { ProjectionEventSource } from './event-source.js';

export type RunnerLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  fields?: Record<string, unknown>,
) => void;

export interface ProjectionRunnerOptions {
  readonly store: ReadStore;
  readonly source: ProjectionEventSource;
  readonly projections: readonly Projection[];
  /** Reactors run beside the projections (more can join with `addReactor`), docs/adr/0099. */
  readonly reactors?: readonly Reactor[];
  readonly notifier?: ChangeNotifier;
  /**
   * Also writes each batch's change notices to `_change_notices` in the batch's transaction, for
   * an app in another process to relay to its sockets (a projector process, PROJECTIONS=worker).
   */
  readonly noticeOutbox?: boolean;
  /** How long a reactor waits before retrying a failed event: first and longest wait. */
  readonly reactorRetryMs?: { readonly first: number; readonly max: number };
  /** Events per batch (one transaction with the checkpoint). Default 500. */
  readonly batchSize?: number;
  /** How long replaced collections stay readable after a switch. Default 60 s. */
  readonly retireAfterMs?: number;
  /** How often a checkpoint moved past events of other types is written. Default 1 s. */
  readonly checkpointEveryMs?: number;
  readonly log?: RunnerLog;
  /**
   * The event bus, in a worker that consumes it (docs/adr/0124): `partitioned` projections are
   * fed by it as consumer groups; the others, rebuilds and reactors read the log.
   */
  readonly bus?: ProjectionBus;
}

/** Where a projector process leaves each batch's notices for the apps (`noticeOutbox`). */
export const CHANGE_NOTICES_COLLECTION = '_change_notices';

/** One batch's notices in the outbox: `<projection>:<position of its last event>`. */
export type OutboxNotices = {
  readonly _id: string;
  readonly projection: string;
  readonly position: number;
  /** Date.now() at commit, for pruning. */
  readonly at: number;
  readonly notices: readonly ChangeNotice[];
};
