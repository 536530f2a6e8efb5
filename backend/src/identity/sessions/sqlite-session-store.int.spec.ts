import { describeSessionStoreContract } from './session-store.contract.js';
import { SqliteSessionStore } from './sqlite-session-store.js';

describeSessionStoreContract('SQLite', () => {
  const store = new SqliteSessionStore(':memory:');
  return Promise.resolve({ store, dispose: () => store.close() });
});
