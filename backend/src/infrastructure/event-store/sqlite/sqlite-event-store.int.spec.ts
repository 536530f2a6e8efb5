import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChainedEventStore } from '../chained-event-store.js';
import { describeEventStoreContract } from '../event-store.contract.js';
import { SqliteEventLog } from './sqlite-event-log.js';

describeEventStoreContract('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'events-'));
  const log = new SqliteEventLog({ file: join(dir, 'events.db'), synchronous: 'NORMAL' });
  const store = new ChainedEventStore(log);
  return Promise.resolve({
    store,
    overwriteData: (eventId: string, dataJson: string) => {
      log.database.prepare('UPDATE events SET data = ? WHERE id = ?').run(dataJson, eventId);
      return Promise.resolve();
    },
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});
