// The billing job in its own process, for the kill -9 test: run it, kill it mid-run, run it
// again, and look at what the event store and the sandbox processor recorded.
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/renewal-child.ts <dataDir> <nowIso>
//
// It boots the whole app on <dataDir> (projections inline, scheduler off) with the clock fixed
// at <nowIso>, prints "started", runs one billing-job run printing "renewed <subscriptionId>"
// after each step, then "done <n>".
import { RenewalJob } from '../subscriptions/billing/renewal.job.js';
import { bootJobChild } from './child-config.js';
import { FLAGS_WITHOUT_PACKAGES_LIST } from './money-flags.js';

const { app, now } = await bootJobChild('renewal-child.ts', {
  FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES_LIST,
});
process.stdout.write('started\n');
const { done } = await app.get(RenewalJob).run(now, (subscriptionId) => {
  process.stdout.write(`renewed ${subscriptionId}\n`);
});
process.stdout.write(`done ${done}\n`);
await app.close();
