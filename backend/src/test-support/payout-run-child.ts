// The payout run in its own process, for the kill -9 test: run it, kill it mid-run, run it
// again, and look at what the event store and the sandbox payout service recorded.
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/payout-run-child.ts <dataDir> <nowIso>
//
// It boots the whole app on <dataDir> (projections inline, scheduler off) with the clock fixed
// at <nowIso>, waits for the read side, runs one payout run printing "paid <payeeId>" after
// each payee, then "done <n>".
import { PayoutRunJob } from '../finance/payout-runs/payout-run.job.js';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { bootJobChild } from './child-config.js';

const { app, now } = await bootJobChild('payout-run-child.ts');
const head = await app.get<EventStore>(EVENT_STORE).headPosition();
if (!(await app.get(ProjectionHost).waitFor(null, head, 600_000)))
  throw new Error('the read side did not catch up');
process.stdout.write('started\n');
const { done } = await app.get(PayoutRunJob).run(now, (payeeId) => {
  process.stdout.write(`paid ${payeeId}\n`);
});
process.stdout.write(`done ${done}\n`);
await app.close();
