// Jest's order (failed first, then longest first by the last run's times, else biggest file
// first), with the harness suites ahead of everything: the seeded-data suite starts the one
// seeding of the `small` population (backend/src/test-support/seeded.ts) at once, and the seed
// then runs in its own process beside the fuzz suite, the longest suite, on the other worker.
// From a clean clone (no times yet) Jest would start them wherever their file sizes put them,
// the fuzz suite near the end, where it alone kept a worker busy minutes after the rest.
import Sequencer from '@jest/test-sequencer';

const FIRST = [
  'backend/src/harness/seeded-data.api.spec.ts',
  'backend/src/harness/fuzz.api.spec.ts',
  'backend/src/harness/load-fault.api.spec.ts',
];

const rank = (path) => {
  const index = FIRST.findIndex((suffix) => path.endsWith(suffix));
  return index === -1 ? FIRST.length : index;
};

export default class HarnessFirstSequencer extends (Sequencer.default ?? Sequencer) {
  async sort(tests) {
    const sorted = await super.sort(tests);
    // Array.prototype.sort is stable: every other suite keeps Jest's order.
    return [...sorted].sort((a, b) => rank(a.path) - rank(b.path));
  }
}
