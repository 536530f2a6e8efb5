// API suites in groups: a whole run loads the backend's module graph once per group instead of
// once per suite. Jest gives every test file a module registry of its own, and for an API suite
// loading the app's modules into it (resolve, read, compile, link) cost about 2.5 s, as much as
// the suite's own tests; so a whole run runs GROUPS group files
// (backend/src/test-support/api-groups/), each importing its share of the API suites, which
// register their describe blocks as they would alone (every API suite keeps its hooks inside its
// own describe; api-groups.unit.spec.ts holds them to that).
//
// A run narrowed to some files (narrowed-run.js) runs the API suites one by one as before, so
// `npm test -- path/to/x.api.spec.ts` still runs just that suite. The harness suites stay on their own in every run: they start child
// processes, kill them and seed populations, and the sequencer starts them first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = join(ROOT, 'backend', 'src');
const TABLE = new URL('./durations.json', import.meta.url);

/** How many group files there are (backend/src/test-support/api-groups/group-N.api-group.spec.ts). */
export const GROUPS = 8;

const API_SUITE = /\.api\.spec\.ts$/;
const ON_ITS_OWN = /^backend\/src\/harness\//;
/** A suite with no time in durations.json counts as a typical one. */
export const TYPICAL_SECONDS = 6;

/** Every API suite that runs in a group, repository-relative, sorted. */
function groupedSuites() {
  return readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .map((path) => relative(ROOT, join(SOURCES, path)).split('\\').join('/'))
    .filter((path) => API_SUITE.test(path) && !ON_ITS_OWN.test(path))
    .sort();
}

/**
 * The API suites of each group, repository-relative: longest first (durations.json) into the
 * group with the least time so far, so the groups take about as long as each other. Every group
 * file computes the same split from the same files and table.
 *
 * @returns {string[][]}
 */
export function apiGroups() {
  /** @type {Record<string, number>} */
  const seconds = existsSync(TABLE) ? JSON.parse(readFileSync(TABLE, 'utf8')) : {};
  const timed = groupedSuites()
    .map((path) => ({ path, seconds: seconds[path] ?? TYPICAL_SECONDS }))
    .sort((a, b) => b.seconds - a.seconds || (a.path < b.path ? -1 : 1));
  const groups = Array.from({ length: GROUPS }, () => ({ seconds: 0, paths: [] }));
  for (const suite of timed) {
    const lightest = groups.reduce((least, group) =>
      group.seconds < least.seconds ? group : least,
    );
    lightest.seconds += suite.seconds;
    lightest.paths.push(suite.path);
  }
  return groups.map((group) => group.paths);
}

/** The API suites the groups run, as absolute paths (for testPathIgnorePatterns). */
export function groupedApiSuites() {
  return groupedSuites().map((path) => join(ROOT, path));
}
