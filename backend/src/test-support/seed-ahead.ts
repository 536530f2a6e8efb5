// Seeds the harness's population in the background of a whole `npm test` run:
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/seed-ahead.ts
//
// Started by the backend project's Jest globalSetup (global-setup.mjs) before Jest builds the
// dashboard and starts its workers, so the seed (the longest single piece of work of a fresh
// run) overlaps them instead of beginning when the first harness suite asks for it. The suites
// wait for it through the cache's lock file (seeded.ts) and report its output if it fails. It
// ends when Jest does (tools/exit-with-parent.mjs), and its seed with it.
import { seedHarnessPopulation } from './seeded.js';

await seedHarnessPopulation().then(
  () => process.exit(0),
  () => process.exit(1),
);
