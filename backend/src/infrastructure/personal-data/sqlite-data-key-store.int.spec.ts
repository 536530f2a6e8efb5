import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeDataKeyStoreContract } from './data-key-store.contract.js';
import { SqliteDataKeyStore } from './sqlite-data-key-store.js';

describeDataKeyStoreContract('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'keys-'));
  const file = join(dir, 'keys.db');
  const store = new SqliteDataKeyStore(file);
  return Promise.resolve({
    store,
    reopen: () => Promise.resolve(new SqliteDataKeyStore(file)),
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
});
