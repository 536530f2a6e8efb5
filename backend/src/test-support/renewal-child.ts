// The billing job in its own process, for the kill -9 test: run it, kill it mid-run, run it
// again, and look at what the event store and the sandbox processor recorded.
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/renewal-child.ts <dataDir> <nowIso>
//
// It boots the whole app on <dataDir> (projections inline, scheduler off) with the clock fixed
// at <nowIso>, prints "started", runs one billing-job run printing "renewed <subscriptionId>"
// after each step, then "done <n>".
import { join } from 'node:path';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { createLogger } from '../shared/logging/logger.js';
import { RenewalJob } from '../subscriptions/billing/renewal.job.js';
import { FLAGS_WITHOUT_PACKAGES_LIST } from './money-flags.js';
import { TEST_ADMIN_PASSWORD } from './test-app.js';

const [dataDir, nowText] = process.argv.slice(2);
if (!dataDir || !nowText) throw new Error('usage: renewal-child.ts <dataDir> <nowIso>');
const now = new Date(nowText);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  SEED: 'off',
  SCHEDULER: 'off',
  EVENT_STORE_URL: `sqlite:${join(dataDir, 'events.db')}?synchronous=NORMAL`,
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES_LIST,
});
const app = await createApp(config, { clock: { now: () => now }, logger: createLogger('error') });
process.stdout.write('started\n');
const { done } = await app.get(RenewalJob).run(now, (subscriptionId) => {
  process.stdout.write(`renewed ${subscriptionId}\n`);
});
process.stdout.write(`done ${done}\n`);
await app.close();
