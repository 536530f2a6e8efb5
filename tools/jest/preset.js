// Shared Jest settings for every workspace: TypeScript through swc, native ESM, workspace
// packages resolved to their sources so tests never need a build first.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const swcrc = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../.swcrc', import.meta.url)), 'utf8'),
);

/** @param {string} name workspace folder name */
export function workspaceProject(name, overrides = {}) {
  return {
    displayName: name,
    rootDir: fileURLToPath(new URL(`../../${name}`, import.meta.url)),
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: {
      '^@flirtwire/(contracts|projections)$': '<rootDir>/../$1/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: {
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          ...swcrc,
          // `import data from './x.json' with { type: 'json' }` stays as written for Node.
          jsc: { ...swcrc.jsc, experimental: { keepImportAttributes: true } },
          sourceMaps: 'inline',
          module: undefined,
          swcrc: false,
        },
      ],
      '^.+\\.(m|c)?js$': fileURLToPath(new URL('./esm-interop.cjs', import.meta.url)),
    },
    transformIgnorePatterns: [],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    ...overrides,
  };
}
