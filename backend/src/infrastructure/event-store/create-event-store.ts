import { ChainedEventStore } from './chained-event-store.js';
import { SqliteEventLog, type SqliteSynchronous } from './sqlite/sqlite-event-log.js';

/**
 * Opens the event store an EVENT_STORE_URL names:
 * - `sqlite:<file>[?synchronous=FULL|NORMAL]` (embedded default),
 * - `kurrentdb://...` or `esdb://...` (KurrentDB / EventStoreDB connection string).
 */
export async function createEventStore(url: string): Promise<ChainedEventStore> {
  if (url.startsWith('sqlite:')) {
    const [file = '', query = ''] = url.slice('sqlite:'.length).split('?');
    const synchronous = (new URLSearchParams(query).get('synchronous') ?? 'FULL').toUpperCase();
    if (!['FULL', 'NORMAL', 'EXTRA', 'OFF'].includes(synchronous)) {
      throw new Error(
        `EVENT_STORE_URL: synchronous must be FULL, NORMAL, EXTRA or OFF (got ${synchronous})`,
      );
    }
    return new ChainedEventStore(
      new SqliteEventLog({ file, synchronous: synchronous as SqliteSynchronous }),
    );
  }
  if (/^(kurrentdb|esdb)(\+discover)?:\/\//.test(url)) {
    const { KurrentDbEventLog } = await import('./kurrentdb/kurrentdb-event-log.js');
    return new ChainedEventStore(await KurrentDbEventLog.connect(url));
  }
  throw new Error(
    `EVENT_STORE_URL: unsupported scheme in "${url.replace(/\/\/[^@]*@/, '//***@')}"`,
  );
}
