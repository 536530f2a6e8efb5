// A bus worker in its own process, for crash tests (docs/adr/0124): run it, kill -9 it, look at
// what it left.
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/worker-child.ts <dir> [stallAfter]
//
// It relays <dir>/events.db to the in-process bus kept in <dir>/bus.db and projects the
// `applied-events` test projection from that bus as a consumer group, into <dir>/read.db. With
// `stallAfter`, once that many partition batches are committed to the read store (and before
// the bus has committed the last one's offsets) it prints "stalled" and never goes on. Once the
// projection's checkpoint reaches the log's head it prints "caught up <position>".
import { join } from 'node:path';
import { ProjectionRunner, type ProjectionBus } from '@flirtwire/projections';
import { SqliteBusLog } from '../infrastructure/bus/bus-log.js';
import { InProcessEventBus } from '../infrastructure/bus/in-process-event-bus.js';
import { EventRelay } from '../infrastructure/bus/relay/event-relay.js';
import { EventBusFeed } from '../infrastructure/bus/worker/event-bus-feed.js';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { appliedEvents } from './applied-events.js';

const [dir = '.', stallText] = process.argv.slice(2);
const stallAfter = stallText ? Number(stallText) : null;

const events = new ChainedEventStore(
  new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
);
const store = EmbeddedReadStore.open(join(dir, 'read.db'));
const bus = new InProcessEventBus({
  log: new SqliteBusLog(join(dir, 'bus.db')),
  partitions: 4,
  batchSize: 37,
});
const feed = new EventBusFeed(bus, store);
let committed = 0;
const stalling: ProjectionBus = {
  consume: (groupId, eventTypes, handle) =>
    feed.consume(groupId, eventTypes, async (batch) => {
      await handle(batch);
      if (stallAfter !== null && ++committed >= stallAfter) {
        console.log('stalled');
        await new Promise(() => undefined);
      }
    }),
};
// Keeps the process alive while it stalls (nothing else may hold the event loop).
setInterval(() => undefined, 1_000);
const relay = new EventRelay({ source: events, bus, store, batchSize: 101 });
await relay.start();
const runner = new ProjectionRunner({
  store,
  source: events,
  projections: [appliedEvents(`pid-${String(process.pid)}`)],
  bus: stalling,
});
await runner.start();
console.log('started');
const head = await events.headPosition();
const watch = setInterval(() => {
  const row = runner.status().find((status) => status.name === 'applied-events');
  if (row && row.checkpoint >= head) {
    clearInterval(watch);
    console.log(`caught up ${String(head)}`);
  }
}, 20);
