// Child process for the kill -9 durability test: appends events to a SQLite event store from
// several concurrent writers and prints one line per acknowledged append. The parent kills it
// mid-way with SIGKILL and checks that everything acknowledged survived.
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/append-child.ts <file> <count>
import { tipStreamId } from '@flirtwire/contracts';
import { ChainedEventStore } from '../infrastructure/event-store/chained-event-store.js';
import { SqliteEventLog } from '../infrastructure/event-store/sqlite/sqlite-event-log.js';
import { tipEvent } from './events.js';

const [file, countText] = process.argv.slice(2);
if (!file || !countText) throw new Error('usage: append-child.ts <file> <count>');
const count = Number(countText);
const store = new ChainedEventStore(new SqliteEventLog({ file, synchronous: 'FULL' }));
const writers = 8;
let next = 0;

await Promise.all(
  Array.from({ length: writers }, async (_, writer) => {
    for (;;) {
      const n = next++;
      if (n >= count) return;
      // A few streams get many events (hash chains with length), most get one.
      const streamId =
        n % 4 === 0 ? tipStreamId('hot', String(writer)) : tipStreamId(String(n), 'cold');
      const events = n % 10 === 0 ? [tipEvent(), tipEvent(), tipEvent()] : [tipEvent()];
      const result = await store.appendToStream(streamId, events);
      for (const event of result.events) {
        process.stdout.write(
          `ack ${event.id} ${event.streamId} ${event.revision} ${event.position}\n`,
        );
      }
    }
  }),
);
await store.close();
process.stdout.write('done\n');
