// A projector in its own process, for crash tests: run it, kill -9 it, look at what it left.
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/projector-child.ts <dir> [stallAt]
//
// It projects <dir>/events.db into <dir>/read.db in small batches. With `stallAt`, handling the
// event at that position prints "stalled <position>" and never returns, so the process is
// killed in the middle of a batch (its transaction open, nothing of it committed), after the
// batches before it have reached the disk.
import { join } from 'node:path';
import { type Projection, ProjectionRunner } from '@flirtwire/projections';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { myTipsProjection, tipTotalsProjection } from './tip-projections.js';

const [dir = '.', stallText] = process.argv.slice(2);
const stallAt = stallText ? Number(stallText) : null;

function stalling(projection: Projection): Projection {
  return {
    ...projection,
    handle: async (event, context) => {
      if (event.position === stallAt) {
        // A turn of the event loop first: the batches before this one are then on disk (the
        // read store writes projections' commits at the end of each turn).
        await new Promise((resolve) => setImmediate(resolve));
        console.log(`stalled ${event.position}`);
        await new Promise(() => undefined);
      }
      return projection.handle(event, context);
    },
  };
}

const events = new ChainedEventStore(
  new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' }),
);
const store = EmbeddedReadStore.open(join(dir, 'read.db'));
const runner = new ProjectionRunner({
  store,
  source: events,
  projections: [stalling(tipTotalsProjection()), stalling(myTipsProjection())],
  batchSize: 97,
});
// Keeps the process alive while a handler stalls (nothing else may hold the event loop).
setInterval(() => undefined, 1_000);
await runner.start();
console.log('started');
