// Writes tools/jest/durations.json, the sequencer's per-suite times for a checkout with no Jest
// cache, from a full run's report:
//   npm test -- --json --outputFile=/tmp/run.json && node tools/jest/durations.mjs /tmp/run.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DURATIONS, repoPath } from './suite-groups.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const [report] = process.argv.slice(2);
if (!report) throw new Error('usage: node tools/jest/durations.mjs <jest --json output>');
const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
// A whole run reports the group files, not the suites inside them (suite-groups.js): their
// earlier times stay (while the files exist) to split the groups by.
const kept = Object.entries(DURATIONS).filter(([path]) => existsSync(join(ROOT, path)));
const seconds = Object.fromEntries(
  [
    ...kept,
    ...testResults.map((suite) => [
      repoPath(suite.name),
      Number(((suite.endTime - suite.startTime) / 1000).toFixed(1)),
    ]),
  ].sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(
  new URL('./durations.json', import.meta.url),
  `${JSON.stringify(seconds, null, 2)}\n`,
);
