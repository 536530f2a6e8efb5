import type { Reactor } from '../reactor.js';
import type { ProjectionFailure } from './projection-catalog.js';
import type { TrackState } from './runner-track.js';

/** A reactor following the log: what it has reacted to, and the failure it is retrying. */
export interface ReactorTrack {
  readonly reactor: Reactor;
  /** Written after each event reacted to (and, at most once a second, past other events). */
  checkpoint: number;
  /** Everything at or below has been reacted to or does not concern the reactor. */
  seen: number;
  state: TrackState;
  /** The event the handler failed on, while it is retried; null once it succeeds. */
  error: ProjectionFailure | null;
  lastSkipWrite: number;
  loop: Promise<void> | null;
}

export function newReactorTrack(reactor: Reactor, checkpoint: number): ReactorTrack {
  return {
    reactor,
    checkpoint,
    seen: checkpoint,
    state: 'starting',
    error: null,
    lastSkipWrite: 0,
    loop: null,
  };
}

/** The projections a reactor waits for were not there within the wait: try again later. */
export class NotCaughtUp extends Error {}
