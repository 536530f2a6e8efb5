import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint/boundaries.js';
import moneyMath from './tools/eslint/no-money-math.js';
import readModelNames from './tools/eslint/read-model-names.js';
import stateViaCommandProcessor from './tools/eslint/state-via-command-processor.js';
import streamIds from './tools/eslint/stream-ids.js';
import {
  READ_MODELS_FILE,
  readModelNames as namesOfReadModels,
  STREAM_IDS_FILE,
  streamCategories,
} from './tools/eslint/vocabulary.js';

const local = {
  rules: {
    ...boundaries.rules,
    ...moneyMath.rules,
    ...streamIds.rules,
    ...readModelNames.rules,
    ...stateViaCommandProcessor.rules,
  },
};
const SPECS = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.contract.ts', '**/test-support/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '.jest-cache/**',
      'frontend/src/routeTree.gen.ts',
      'test-artifacts/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Money is integer cents; only the money module turns it into text and back (and the
    // percent module spells out percentages, which are not money).
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['contracts/src/shared/money.ts', 'contracts/src/shared/percent.ts'],
    plugins: { local },
    rules: { 'local/no-money-math': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { local },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // Nest declares option bags as classes; object literals for them are the documented usage.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    // One home per idea (issue 34): stream ids only through contracts' stream-ids.ts, read
    // models only through READ_MODELS, a stream's state only through the command processor.
    // Specs may write ids and names as data.
    files: ['{backend,contracts,projections}/src/**/*.ts'],
    ignores: [STREAM_IDS_FILE, ...SPECS],
    plugins: { local },
    rules: { 'local/stream-ids': ['error', { categories: streamCategories() }] },
  },
  {
    files: ['{backend,contracts,projections,frontend}/src/**/*.{ts,tsx}'],
    ignores: [READ_MODELS_FILE, ...SPECS],
    plugins: { local },
    rules: { 'local/read-model-names': ['error', { names: namesOfReadModels() }] },
  },
  {
    files: ['{backend,projections}/src/**/*.ts'],
    ignores: [
      ...SPECS,
      '**/bench/**',
      // The one fold of a stream, and the one reader of the log for the read side.
      'backend/src/shared/commands/command-processor.ts',
      'projections/src/runner/**',
      // The store itself, and the audit, whose purpose is reading the log as it is.
      'backend/src/infrastructure/event-store/**',
      'backend/src/audit/**',
      // The reconciliation compares the log itself with the read models.
      'backend/src/finance/reconciliation/reconciler.ts',
      // The seed waits for the projections to catch up with what it wrote.
      'backend/src/seed/**',
      // My Customers as of a past day replays one Flirt's log up to that day into a shadow.
      'backend/src/customers/as-of/**',
    ],
    plugins: { local },
    rules: { 'local/state-via-command-processor': 'error' },
  },
  {
    // New ids come from shared/domain/ids.ts (pooled random bytes); uuid's own v7 draws from the
    // system for every id. Tests and benches may make theirs as they like.
    files: ['backend/src/**/*.ts'],
    ignores: [...SPECS, '**/bench/**', 'backend/src/shared/domain/ids.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'uuid',
              importNames: ['v4', 'v7'],
              message: 'New ids come from newId() in shared/domain/ids.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.contract.ts',
      '**/test-support/**/*.ts',
      '**/bench/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
