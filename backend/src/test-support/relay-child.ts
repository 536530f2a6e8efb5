// The event relay in its own process, for crash tests: run it, kill -9 it, look at what it left.
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/relay-child.ts <dir> [stallAt]
//
// It relays <dir>/events.db to the in-process bus kept in <dir>/bus.db, its checkpoint in
// <dir>/read.db, in small batches. With `stallAt`, once the batch holding that position is on
// the bus (and before its checkpoint is written) it prints "stalled <position>" and never goes
// on. Once it has relayed the whole log it prints "caught up <position>".
import { join } from 'node:path';
import { SqliteBusLog } from '../infrastructure/bus/bus-log.js';
import { InProcessEventBus } from '../infrastructure/bus/in-process-event-bus.js';
import { EventRelay } from '../infrastructure/bus/relay/event-relay.js';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';

const [dir = '.', stallText] = process.argv.slice(2);
const stallAt = stallText ? Number(stallText) : null;

const events = new ChainedEventStore(
  new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
);
const store = EmbeddedReadStore.open(join(dir, 'read.db'));
const bus = new InProcessEventBus({ log: new SqliteBusLog(join(dir, 'bus.db')), partitions: 4 });
const relay = new EventRelay({
  source: events,
  bus,
  store,
  batchSize: 97,
  afterPublish: async (batch) => {
    if (stallAt !== null && batch.some((event) => event.position === stallAt)) {
      console.log(`stalled ${String(stallAt)}`);
      await new Promise(() => undefined);
    }
  },
});
// Keeps the process alive while the relay stalls (nothing else may hold the event loop).
setInterval(() => undefined, 1_000);
await relay.start();
console.log('started');
const head = await events.headPosition();
const watch = setInterval(() => {
  if (relay.status().checkpoint >= head) {
    clearInterval(watch);
    console.log(`caught up ${String(head)}`);
  }
}, 20);
