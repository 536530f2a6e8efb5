import type { LogFollower } from './log-follower.js';
import type { ProjectionCatalog } from './projection-catalog.js';
import type { ProjectionRunnerOptions, RunnerLog } from './runner-options.js';
import type { Track } from './runner-track.js';

/** What the runner's tracks share: its options, catalog, loop, and which tracks serve. */
export interface RunnerParts {
  readonly options: ProjectionRunnerOptions;
  readonly catalog: ProjectionCatalog;
  readonly follower: LogFollower;
  readonly log: RunnerLog;
  /** The track serving each projection's queries. */
  readonly serving: Map<string, Track>;
  /** A projection's new version being built while the old one serves. */
  readonly rebuilding: Map<string, Track>;
  /** Timers to clear when the runner stops. */
  readonly timers: Set<NodeJS.Timeout>;
  /** A rebuilt version that now serves: true when the bus feeds it from here (not the log). */
  readonly handOver: (track: Track) => boolean;
}
