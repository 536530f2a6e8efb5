import type { EventEnvelope } from '@flirtwire/contracts';
import type { Projection } from '../projection.js';
import type { TransactionOptions } from '../read-store/read-store.port.js';
import {
  physicalName,
  type ProjectionFailure,
  type ProjectionRecord,
} from './projection-catalog.js';

/**
 * How tracks commit what the log gives back after a crash (a projection's batch with its
 * checkpoint, a reactor's checkpoint): it need not reach the disk before the next one.
 */
export const DEFERRED: TransactionOptions = { durability: 'deferred' };

export type TrackState = 'starting' | 'catching-up' | 'live' | 'error' | 'stopped';

/** One version of a projection applying events into one set of physical collections. */
export interface Track {
  readonly projection: Projection;
  kind: 'serving' | 'rebuild';
  readonly collections: Readonly<Record<string, string>>;
  /** Written with the last batch. */
  checkpoint: number;
  /** Everything at or below has been applied or does not concern the projection. */
  seen: number;
  state: TrackState;
  error: ProjectionFailure | null;
  lastSkipWrite: number;
  loop: Promise<void> | null;
}

export class HandleFailure extends Error {
  constructor(
    readonly index: number,
    readonly event: EventEnvelope,
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original));
  }
}

export class RecordChanged extends Error {}

/** Reads the state afresh (it changes across awaits, which narrowing cannot see). */
export function stateOf(track: Track): TrackState {
  return track.state;
}

export function kindOf(track: Track): Track['kind'] {
  return track.kind;
}

export function newTrack(
  projection: Projection,
  kind: Track['kind'],
  collections: Readonly<Record<string, string>>,
  checkpoint: number,
): Track {
  return {
    projection,
    kind,
    collections,
    checkpoint,
    seen: checkpoint,
    state: 'starting',
    error: null,
    lastSkipWrite: 0,
    loop: null,
  };
}

export function physicalCollections(projection: Projection): Record<string, string> {
  return Object.fromEntries(
    Object.keys(projection.collections).map((logical) => [
      logical,
      physicalName(logical, projection.version),
    ]),
  );
}

export function checkpointOf(record: ProjectionRecord | null, track: Track): number {
  if (!record) throw new RecordChanged();
  if (track.kind === 'serving') {
    if (record.version !== track.projection.version) throw new RecordChanged();
    return record.checkpoint;
  }
  if (record.rebuild?.version !== track.projection.version) throw new RecordChanged();
  return record.rebuild.checkpoint;
}

export function failureOf(failure: HandleFailure): ProjectionFailure {
  return {
    message: failure.message,
    position: failure.event.position,
    eventId: failure.event.id,
    type: failure.event.type,
  };
}

/** The position an event store names in an error about an event it cannot read. */
export function unreadablePosition(error: unknown): number | null {
  if (error instanceof Error && error.name === 'CorruptEventError') {
    const position = (error as Error & { position?: unknown }).position;
    return typeof position === 'number' ? position : null;
  }
  return null;
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Waits between retries of a failing read, batch, switch or reaction: 100 ms doubling to 30 s,
 * back to 100 ms after a success.
 */
export class Backoff {
  private ms: number;

  constructor(
    private readonly first = 100,
    private readonly max = 30_000,
  ) {
    this.ms = first;
  }

  /** The wait before the next attempt (each call doubles the one after). */
  next(): number {
    const ms = this.ms;
    this.ms = Math.min(this.ms * 2, this.max);
    return ms;
  }

  reset(): void {
    this.ms = this.first;
  }
}
