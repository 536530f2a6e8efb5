import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import type { SessionRecord, SessionStore } from './session-store.port.js';

export interface SessionStoreSubject {
  readonly store: SessionStore;
  readonly dispose: () => Promise<void>;
}

const record = (overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  id: uuidv7(),
  tokenHash: uuidv7().replace(/-/g, '').padEnd(64, '0'),
  userId: uuidv7(),
  createdAt: '2026-03-01T00:00:00.000Z',
  lastSeenAt: '2026-03-01T00:00:00.000Z',
  expiresAt: '2026-03-02T00:00:00.000Z',
  ...overrides,
});

/** What every session store must do. Runs on SQLite always, on MongoDB with containers. */
export function describeSessionStoreContract(
  name: string,
  open: () => Promise<SessionStoreSubject>,
): void {
  describe(`SessionStore contract: ${name}`, () => {
    let subject: SessionStoreSubject;
    let store: SessionStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject.dispose();
    });

    it('finds a session by token hash, and updates its last-seen time', async () => {
      const session = record();
      await store.create(session);
      expect(await store.find(session.tokenHash)).toEqual(session);
      await store.touch(session.tokenHash, '2026-03-01T01:00:00.000Z');
      expect(await store.find(session.tokenHash)).toEqual({
        ...session,
        lastSeenAt: '2026-03-01T01:00:00.000Z',
      });
      expect(await store.find('f'.repeat(64))).toBeNull();
    });

    it('revokes one session, or every session of a person', async () => {
      const userId = uuidv7();
      const a = record({ userId });
      const b = record({ userId });
      const other = record();
      await Promise.all([store.create(a), store.create(b), store.create(other)]);
      await store.revoke(a.tokenHash);
      expect(await store.find(a.tokenHash)).toBeNull();
      expect(await store.revokeAllFor(userId)).toBe(1);
      expect(await store.find(b.tokenHash)).toBeNull();
      expect(await store.find(other.tokenHash)).toEqual(other);
    });

    it('purges sessions past their absolute end', async () => {
      const old = record({ expiresAt: '2020-01-01T00:00:00.000Z' });
      const current = record({ expiresAt: '2999-01-01T00:00:00.000Z' });
      await store.create(old);
      await store.create(current);
      expect(await store.purgeExpired('2026-01-01T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
      expect(await store.find(old.tokenHash)).toBeNull();
      expect(await store.find(current.tokenHash)).toEqual(current);
    });

    it('refuses a second session with the same token hash', async () => {
      const session = record();
      await store.create(session);
      await expect(store.create({ ...session, id: uuidv7() })).rejects.toThrow();
    });
  });
}
