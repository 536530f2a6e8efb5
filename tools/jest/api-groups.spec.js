import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { apiGroups, GROUPS, groupedApiSuites } from './api-groups.js';
import { runsSomeFiles } from './narrowed-run.js';

describe('the API suite groups of a whole run', () => {
  const groups = apiGroups();
  const suites = groupedApiSuites();

  it('runs every API suite outside the harness in exactly one group', () => {
    expect(groups).toHaveLength(GROUPS);
    const grouped = groups.flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(suites.length).toBeGreaterThan(GROUPS);
    expect(
      grouped.map((path) => suites.find((suite) => suite.endsWith(`/${path}`))).sort(),
    ).toEqual([...suites].sort());
    expect(grouped.some((path) => path.startsWith('backend/src/harness/'))).toBe(false);
    for (const group of groups) expect(group.length).toBeGreaterThan(0);
  });

  // In a group, a hook or a module mock outside every describe would apply to the other suites
  // of the group as well.
  it('finds every grouped suite keeping its hooks and mocks inside its describe blocks', () => {
    const outside = suites.filter((suite) =>
      /^(?:beforeAll|afterAll|beforeEach|afterEach|jest\.\w+)\(/m.test(readFileSync(suite, 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});

describe('a Jest command that runs only some files', () => {
  it.each([
    [[], false],
    [['-i'], false],
    [['--json', '--outputFile', '/tmp/run.json'], false],
    [['-t', 'charges once', '--ci'], false],
    [['--selectProjects', 'backend', 'e2e'], false],
    [['api-group'], false],
    [['--testPathPatterns', 'group-3.api-group'], false],
    [['backend/src/money/purchase-payments.api.spec.ts'], true],
    [['-i', 'tags'], true],
    [['--testPathPatterns', 'tags'], true],
    [['--onlyChanged'], true],
    [['-o'], true],
    [['--findRelatedTests', 'backend/src/app.factory.ts'], true],
    [['--changedSince', 'main'], true],
    [['--watch'], true],
  ])('%j: %s', (argv, some) => {
    expect(runsSomeFiles(argv)).toBe(some);
  });
});
