// Suites in groups: a whole run loads a workspace's module graph once per group instead of once
// per suite. Jest gives every test file a module registry of its own; for an API suite, loading
// the app's modules into it (resolve, read, compile, link) cost about 2.5 s in band, more than
// the suite's own tests, and a unit suite paid a smaller share of the same. So a whole run runs
// group files (<workspace>/src/test-support/suite-groups/<kind>-<n>.group.spec.ts), each
// importing its share of the suites, which register their tests as they would alone.
//
// A suite joins a group when it keeps every hook and `jest.*` call inside its describe blocks
// (in a group, one outside them would reach the other suites); any other runs on its own, as do
// the harness suites, which start, kill and seed child processes and which the sequencer starts
// first. A run narrowed to some files (narrowed-run.js) runs every suite on its own, so
// `npm test -- path/to/x.api.spec.ts` still runs just that suite. See docs/adr/0130.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TABLE = new URL('./durations.json', import.meta.url);

/** durations.json, read once: seconds per repository-relative suite path. */
/** @type {Record<string, number>} */
export const DURATIONS = existsSync(TABLE) ? JSON.parse(readFileSync(TABLE, 'utf8')) : {};

/** A path as durations.json and the groupings name it: relative to the repository, with `/`. */
export const repoPath = (path) => relative(ROOT, path).split('\\').join('/');

/**
 * The groupings: the suites of a Jest project (its folder) that run in `groups` group files of
 * `kind`.
 */
export const GROUPINGS = [
  {
    project: 'backend',
    kind: 'api',
    groups: 4,
    suites: /^backend\/src\/(?!harness\/).*\.api\.spec\.ts$/,
  },
  {
    project: 'backend',
    kind: 'unit',
    groups: 2,
    suites: /^backend\/src\/(?!harness\/).*\.(?:unit|int)\.spec\.ts$/,
  },
  {
    project: 'projections',
    kind: 'unit',
    groups: 1,
    suites: /^projections\/src\/.*\.unit\.spec\.ts$/,
  },
  { project: 'contracts', kind: 'unit', groups: 1, suites: /^contracts\/src\/.*\.unit\.spec\.ts$/ },
  { project: 'frontend', kind: 'unit', groups: 1, suites: /^frontend\/src\/.*\.unit\.spec\.tsx?$/ },
];

/** A suite with no time in durations.json counts as a typical one (seconds). */
export const TYPICAL_SECONDS = 2;

/** A hook or a `jest.*` call at the top level of a suite: it runs on its own. */
export const OUTSIDE_DESCRIBE = /^(?:beforeAll|afterAll|beforeEach|afterEach|jest\.\w+)\(/m;

/** Every suite of a grouping's kind in its project, grouped or not, repository-relative. */
export function suitesOf(grouping) {
  const folder = join(ROOT, grouping.project, 'src');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((path) => repoPath(join(folder, path)))
    .filter((path) => grouping.suites.test(path));
}

/** The suites a grouping runs, repository-relative, sorted. */
function groupable(grouping) {
  return suitesOf(grouping)
    .filter((path) => !OUTSIDE_DESCRIBE.test(readFileSync(join(ROOT, path), 'utf8')))
    .sort();
}

/**
 * A project's groups: for each kind, the suites of each group (absolute paths), longest first
 * (durations.json) into the group with the least time so far, so a kind's groups take about as
 * long as each other.
 *
 * @param {string} project the project's folder
 * @returns {Record<string, string[][]>}
 */
export function suiteGroups(project) {
  /** @type {Record<string, string[][]>} */
  const byKind = {};
  for (const grouping of GROUPINGS.filter((g) => g.project === project)) {
    const timed = groupable(grouping)
      .map((path) => ({ path, seconds: DURATIONS[path] ?? TYPICAL_SECONDS }))
      .sort((a, b) => b.seconds - a.seconds || (a.path < b.path ? -1 : 1));
    const groups = Array.from({ length: grouping.groups }, () => ({ seconds: 0, paths: [] }));
    for (const suite of timed) {
      const lightest = groups.reduce((least, group) =>
        group.seconds < least.seconds ? group : least,
      );
      lightest.seconds += suite.seconds;
      lightest.paths.push(join(ROOT, suite.path));
    }
    byKind[grouping.kind] = groups.map((group) => group.paths);
  }
  return byKind;
}

const escape = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A project's Jest settings for a whole run (`grouped`): its groups as the `suiteGroups` global,
 * the suites in them left out of its own file list; for a narrowed run, no group file.
 *
 * @param {string} project the project's folder
 * @param {boolean} grouped
 */
export function groupSettings(project, grouped) {
  if (!grouped) return { testPathIgnorePatterns: ['/node_modules/', '\\.group\\.spec\\.ts$'] };
  const groups = suiteGroups(project);
  const inGroups = Object.values(groups).flat(2);
  return {
    testPathIgnorePatterns: [
      '/node_modules/',
      ...(inGroups.length > 0 ? [`^(?:${inGroups.map(escape).join('|')})$`] : []),
    ],
    globals: { suiteGroups: groups },
  };
}
