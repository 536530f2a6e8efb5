import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { systemClock } from '../../shared/domain/clock.js';
import type { DataKeyStore } from './data-key-store.port.js';
import { MissingDataKeyError, PersonalDataVault } from './personal-data-vault.js';

export interface DataKeyStoreSubject {
  readonly store: DataKeyStore;
  /** Opens a second store on the same data, as another process or a restart would. */
  readonly reopen: () => Promise<DataKeyStore>;
  readonly dispose: () => Promise<void>;
}

const SECRET = 'contract-suite-data-key-secret-0123456789';

/** What every data key store must do. Runs on SQLite always, on MongoDB with containers. */
export function describeDataKeyStoreContract(
  name: string,
  open: () => Promise<DataKeyStoreSubject>,
): void {
  describe(`DataKeyStore contract: ${name}`, () => {
    let subject: DataKeyStoreSubject;
    let store: DataKeyStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject.dispose();
    });

    it('keeps the first key stored for a subject; a second insert returns the first', async () => {
      const id = uuidv7();
      expect(await store.find(id)).toBeNull();
      const first = await store.insertIfAbsent(id, 'wk1.a.b', '2026-01-01T00:00:00.000Z');
      const second = await store.insertIfAbsent(id, 'wk1.c.d', '2026-01-02T00:00:00.000Z');
      expect(first).toEqual({
        subjectId: id,
        wrappedKey: 'wk1.a.b',
        createdAt: '2026-01-01T00:00:00.000Z',
        erasedAt: null,
      });
      expect(second).toEqual(first);
    });

    it('lets exactly one of many concurrent inserts win', async () => {
      const id = uuidv7();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.insertIfAbsent(id, `wk1.k${i}.x`, 'now')),
      );
      expect(new Set(results.map((r) => r.wrappedKey)).size).toBe(1);
    });

    it('erases a key for good, leaving a tombstone that a later insert cannot overwrite', async () => {
      const id = uuidv7();
      await store.insertIfAbsent(id, 'wk1.a.b', '2026-01-01T00:00:00.000Z');
      await store.erase(id, '2026-02-01T00:00:00.000Z');
      const erased = await store.find(id);
      expect(erased).toMatchObject({ wrappedKey: null, erasedAt: '2026-02-01T00:00:00.000Z' });
      expect(await store.insertIfAbsent(id, 'wk1.new.key', 'later')).toMatchObject({
        wrappedKey: null,
      });
      await store.erase(id, '2026-03-01T00:00:00.000Z');
      expect(await store.find(id)).toMatchObject({ erasedAt: '2026-02-01T00:00:00.000Z' });
    });

    it('records erasure of a subject that never had a key', async () => {
      const id = uuidv7();
      await store.erase(id, '2026-02-01T00:00:00.000Z');
      expect(await store.find(id)).toMatchObject({ wrappedKey: null });
    });

    it('keeps keys across a reopen, so sealed data stays readable', async () => {
      const vault = new PersonalDataVault(store, SECRET, systemClock);
      const id = uuidv7();
      const sealed = await vault.encrypt(id, 'ann@example.com');
      const reopened = await subject.reopen();
      const again = new PersonalDataVault(reopened, SECRET, systemClock);
      expect(await again.decrypt(id, sealed)).toBe('ann@example.com');
      await again.erase(id);
      const third = new PersonalDataVault(store, SECRET, systemClock);
      expect(await third.decrypt(id, sealed)).toBeNull();
      await expect(third.decrypt(uuidv7(), sealed)).rejects.toBeInstanceOf(MissingDataKeyError);
      await reopened.close();
    });
  });
}
