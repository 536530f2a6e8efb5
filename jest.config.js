import { workspaceProject } from './tools/jest/preset.js';

export default {
  cacheDirectory: '<rootDir>/.jest-cache',
  testTimeout: 30_000,
  projects: [
    workspaceProject('contracts'),
    workspaceProject('projections'),
    workspaceProject('backend'),
  ],
};
