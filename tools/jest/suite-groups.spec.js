import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { runsSomeFiles } from './narrowed-run.js';
import {
  GROUPINGS,
  groupSettings,
  OUTSIDE_DESCRIBE,
  repoPath,
  suiteGroups,
  suitesOf,
} from './suite-groups.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the suite groups of a whole run', () => {
  it.each(GROUPINGS.map((grouping) => [`${grouping.project} ${grouping.kind}`, grouping]))(
    '%s: every suite runs once, in a group or (with a hook outside its describe blocks) alone',
    (_name, grouping) => {
      const groups = suiteGroups(grouping.project)[grouping.kind];
      expect(groups).toHaveLength(grouping.groups);
      for (const group of groups) expect(group.length).toBeGreaterThan(0);
      const grouped = groups.flat().map(repoPath);
      expect(new Set(grouped).size).toBe(grouped.length);
      const alone = suitesOf(grouping).filter((path) => !grouped.includes(path));
      for (const path of alone)
        expect(readFileSync(join(ROOT, path), 'utf8')).toMatch(OUTSIDE_DESCRIBE);
      expect([...grouped, ...alone].sort()).toEqual(suitesOf(grouping).sort());
    },
  );

  it('keeps the harness suites out of every group', () => {
    const grouped = Object.values(suiteGroups('backend')).flat(2);
    expect(grouped.some((path) => path.includes('/backend/src/harness/'))).toBe(false);
  });

  it('has a group file for every group, and no other', () => {
    for (const project of new Set(GROUPINGS.map((grouping) => grouping.project))) {
      const files = readdirSync(join(ROOT, project, 'src', 'test-support', 'suite-groups')).sort();
      const expected = GROUPINGS.filter((grouping) => grouping.project === project)
        .flatMap((grouping) =>
          Array.from(
            { length: grouping.groups },
            (_, i) => `${grouping.kind}-${String(i + 1)}.group.spec.ts`,
          ),
        )
        .sort();
      expect(files).toEqual(expected);
    }
  });

  it('leaves the grouped suites out of a whole run and the group files out of a narrowed one', () => {
    const whole = groupSettings('backend', true);
    const [, grouped] = whole.testPathIgnorePatterns;
    const someSuite = whole.globals.suiteGroups.api[0][0];
    expect(new RegExp(grouped).test(someSuite)).toBe(true);
    expect(new RegExp(grouped).test(join(ROOT, 'backend/src/harness/fuzz.api.spec.ts'))).toBe(
      false,
    );
    const narrowed = groupSettings('backend', false);
    expect(narrowed.globals).toBeUndefined();
    expect(
      narrowed.testPathIgnorePatterns.some((pattern) =>
        new RegExp(pattern).test(
          join(ROOT, 'backend/src/test-support/suite-groups/api-1.group.spec.ts'),
        ),
      ),
    ).toBe(true);
  });

  it('tells a hook or a jest call outside the describe blocks from one inside', () => {
    expect(OUTSIDE_DESCRIBE.test("import x from 'y';\nbeforeAll(async () => {});\n")).toBe(true);
    expect(OUTSIDE_DESCRIBE.test("jest.useFakeTimers();\ndescribe('a', () => {});\n")).toBe(true);
    expect(OUTSIDE_DESCRIBE.test("describe('a', () => {\n  beforeAll(() => {});\n});\n")).toBe(
      false,
    );
  });
});

describe('a Jest command that runs only some files', () => {
  it.each([
    [[], false],
    [['-i'], false],
    [['--json', '--outputFile', '/tmp/run.json'], false],
    [['-t', 'charges once', '--ci'], false],
    [['--selectProjects', 'backend', 'e2e'], false],
    [['.group.spec'], false],
    [['--testPathPatterns', 'api-3.group'], false],
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
