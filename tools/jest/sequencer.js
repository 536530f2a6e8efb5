// Longest first, so the two workers finish together: Jest's order (failed first, then longest
// first by the last run's times) with two changes.
// 1. A suite with no time in this checkout's Jest cache (every suite, in a fresh clone) takes
//    its time from durations.json (per-suite seconds of a full run, refreshed with
//    `node tools/jest/durations.mjs <jest --json output>`), or else a guess by its kind; Jest
//    alone would run such suites last, by file size, and a fresh clone ended with one long
//    browser suite keeping a worker busy minutes after the other had finished.
// 2. The harness suites ahead of everything: the seeded-data suite starts the one seeding of
//    the `small` population (backend/src/test-support/seeded.ts) at once, and the seed then
//    runs in its own process beside the fuzz suite on the other worker.
import Sequencer from '@jest/test-sequencer';
import { DURATIONS, repoPath, TYPICAL_SECONDS } from './suite-groups.js';

const FIRST = [
  'backend/src/harness/seeded-data.api.spec.ts',
  'backend/src/harness/fuzz.api.spec.ts',
  'backend/src/harness/load-fault.api.spec.ts',
];

const rank = (path) => {
  const index = FIRST.findIndex((suffix) => path.endsWith(suffix));
  return index === -1 ? FIRST.length : index;
};

const seconds = (path) => DURATIONS[repoPath(path)];

/** The suites of a group file (suite-groups.js), or null for any other file. */
const groupSuites = (test) => {
  const match = /\/(\w+)-(\d+)\.group\.spec\.ts$/.exec(test.path);
  return match
    ? (test.context.config.globals.suiteGroups?.[match[1]]?.[Number(match[2]) - 1] ?? null)
    : null;
};

/**
 * A new suite's guess (ms): a browser suite starts pages, an API suite an app, a group runs
 * its suites (their times in the table).
 */
const guess = (test) => {
  const suites = groupSuites(test);
  if (suites)
    return suites.reduce((sum, suite) => sum + (seconds(suite) ?? TYPICAL_SECONDS) * 1000, 0);
  if (test.path.endsWith('.e2e.spec.ts')) return 45_000;
  return test.path.endsWith('.api.spec.ts') ? 12_000 : 1_000;
};

export default class LongestFirstSequencer extends (Sequencer.default ?? Sequencer) {
  async sort(tests) {
    const known = (test) => {
      const recorded = seconds(test.path);
      return recorded === undefined ? guess(test) : recorded * 1000;
    };
    const duration = new Map(tests.map((test) => [test, this.time(test) ?? known(test)]));
    return [...tests].sort(
      (a, b) =>
        rank(a.path) - rank(b.path) ||
        Number(this.hasFailed(b)) - Number(this.hasFailed(a)) ||
        duration.get(b) - duration.get(a),
    );
  }
}
