// Longest first, so the two workers finish together: Jest's order (failed first, then longest
// first by the last run's times) with two changes.
// 1. A suite with no time in this checkout's Jest cache (every suite, in a fresh clone) takes
//    its time from durations.json (per-suite seconds of a full run, refreshed with
//    `node tools/jest/durations.mjs <jest --json output>`), or else a guess by its kind; Jest
//    alone would run such suites last, by file size, and a fresh clone ended with one long
//    browser suite keeping a worker busy minutes after the other had finished.
// 2. The harness suites ahead of everything: the `small` population they share is seeded in a
//    process of its own from the run's start (backend/src/test-support/global-setup.mjs); the
//    seeded-data suite waits for it while the fuzz suite keeps the other worker busy.
// 3. After them, browser suites alternate with the others (`interleaved`): a browser suite
//    keeps its worker's core only about three quarters busy (it waits on Chromium and the page),
//    so two of them side by side left a core a quarter idle; beside an API or unit suite, which
//    keeps its core busy, the machine is.
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

/**
 * `items` (longest first) with the browser suites and the others taken in turn by time: the
 * next is from the kind with less time placed so far, so each stretch of the run has both.
 *
 * @template T
 * @param {readonly T[]} items longest first
 * @param {(item: T) => number} duration
 * @param {(item: T) => boolean} isBrowser
 * @returns {T[]}
 */
export function interleaved(items, duration, isBrowser) {
  const browser = items.filter(isBrowser);
  const other = items.filter((item) => !isBrowser(item));
  const placed = { browser: 0, other: 0 };
  const out = [];
  while (browser.length > 0 || other.length > 0) {
    const takeBrowser =
      other.length === 0 || (browser.length > 0 && placed.browser <= placed.other);
    const item = takeBrowser ? browser.shift() : other.shift();
    placed[takeBrowser ? 'browser' : 'other'] += duration(item);
    out.push(item);
  }
  return out;
}

const isBrowserSuite = (test) => /\.(e2e|browser)\.spec\.ts$/.test(test.path);

export default class LongestFirstSequencer extends (Sequencer.default ?? Sequencer) {
  async sort(tests) {
    const known = (test) => {
      const recorded = seconds(test.path);
      return recorded === undefined ? guess(test) : recorded * 1000;
    };
    const duration = new Map(tests.map((test) => [test, this.time(test) ?? known(test)]));
    const sorted = [...tests].sort(
      (a, b) =>
        rank(a.path) - rank(b.path) ||
        Number(this.hasFailed(b)) - Number(this.hasFailed(a)) ||
        duration.get(b) - duration.get(a),
    );
    // The harness suites and the last run's failures lead; the rest alternate by kind.
    const leads = (test) => rank(test.path) < FIRST.length || this.hasFailed(test);
    const rest = sorted.filter((test) => !leads(test));
    return [
      ...sorted.filter(leads),
      ...interleaved(rest, (test) => duration.get(test), isBrowserSuite),
    ];
  }
}
