import { runsSomeFiles } from './tools/jest/narrowed-run.js';
import { workspaceProject } from './tools/jest/preset.js';
import { groupSettings } from './tools/jest/suite-groups.js';

// A whole run runs most suites in groups (tools/jest/suite-groups.js); a narrowed one, each alone.
const grouped = !runsSomeFiles(process.argv.slice(2));
const groups = (project) => groupSettings(project, grouped);

const frontendAlias = {
  '^@flirtwire/(contracts|projections)$': '<rootDir>/../$1/src/index.ts',
  '^@/(.*)$': '<rootDir>/src/$1',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

export default {
  cacheDirectory: '<rootDir>/.jest-cache',
  // Generous: a CI machine under load once took over 30 s to start an app in a beforeAll.
  testTimeout: 120_000,
  // Two workers on the two-core CI machine: most suites wait on SQLite and sockets as much as on CPU.
  maxWorkers: 2,
  // Under --experimental-vm-modules a worker keeps every suite's module graph; past 2 GB after a
  // suite it is replaced, so a long run cannot exhaust a worker's heap (it once crashed one).
  workerIdleMemoryLimit: '2GB',
  // The harness suites first: the `small` population is seeded once, at the start of the run.
  testSequencer: '<rootDir>/tools/jest/sequencer.js',
  projects: [
    workspaceProject('contracts', groups('contracts')),
    workspaceProject('projections', groups('projections')),
    // A whole run starts seeding the harness's population before anything else.
    workspaceProject('backend', {
      globalSetup: '<rootDir>/src/test-support/global-setup.mjs',
      ...groups('backend'),
    }),
    workspaceProject('frontend', { moduleNameMapper: frontendAlias, ...groups('frontend') }),
    // The repository's own lint rules (RuleTester).
    workspaceProject('tools', { testMatch: ['<rootDir>/{eslint,jest}/**/*.spec.js'] }),
    // Browser tests: the built dashboard served by the whole backend, driven in Chromium.
    workspaceProject('frontend', {
      displayName: 'e2e',
      moduleNameMapper: frontendAlias,
      testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
      globalSetup: '<rootDir>/e2e/global-setup.mjs',
      // One backend and one Chromium per worker, shared by its suites (e2e/support/suite.ts).
      testEnvironment: '<rootDir>/e2e/support/environment.mjs',
    }),
  ],
};
