import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { systemClock } from '../../shared/domain/clock.js';
import { PersonalDataErasedError, PersonalDataVault } from './personal-data-vault.js';
import { SqliteDataKeyStore } from './sqlite-data-key-store.js';

const SECRET = 'unit-test-data-key-secret-0123456789abcdef';

describe('PersonalDataVault', () => {
  let store: SqliteDataKeyStore;
  let vault: PersonalDataVault;
  beforeEach(() => {
    store = new SqliteDataKeyStore(':memory:');
    vault = new PersonalDataVault(store, SECRET, systemClock);
  });
  afterEach(async () => {
    await vault.close();
  });

  it('seals and opens text with a per-subject key; the sealed text never contains the clear text', async () => {
    const ann = uuidv7();
    const sealed = await vault.encrypt(ann, 'ann@example.com');
    expect(sealed).toMatch(/^pd1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('ann');
    expect(await vault.decrypt(ann, sealed)).toBe('ann@example.com');
    expect(await vault.encrypt(ann, 'ann@example.com')).not.toBe(sealed);
    expect(await vault.decrypt(ann, await vault.encrypt(ann, ''))).toBe('');
  });

  it('binds sealed text to its subject and detects tampering', async () => {
    const ann = uuidv7();
    const bob = uuidv7();
    const sealed = await vault.encrypt(ann, '01/02/1990');
    await vault.encrypt(bob, 'anything');
    await expect(vault.decrypt(bob, sealed)).rejects.toThrow();
    const [prefix, iv, body = ''] = sealed.split('.');
    const flipped = `${prefix}.${iv}.${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    await expect(vault.decrypt(ann, flipped)).rejects.toThrow();
    await expect(vault.decrypt(ann, 'clear text')).rejects.toThrow('not a sealed');
  });

  it('erases a subject: their data no longer opens and nothing new can be sealed for them', async () => {
    const ann = uuidv7();
    const bob = uuidv7();
    const annEmail = await vault.encrypt(ann, 'ann@example.com');
    const bobEmail = await vault.encrypt(bob, 'bob@example.com');
    await vault.erase(ann);
    expect(await vault.decrypt(ann, annEmail)).toBeNull();
    expect(await vault.isErased(ann)).toBe(true);
    expect(await vault.decrypt(bob, bobEmail)).toBe('bob@example.com');
    await expect(vault.encrypt(ann, 'again')).rejects.toBeInstanceOf(PersonalDataErasedError);
  });

  it('stores data keys only wrapped by the master key, which a different secret cannot open', async () => {
    const ann = uuidv7();
    const sealed = await vault.encrypt(ann, 'secret');
    const record = await store.find(ann);
    expect(record?.wrappedKey).toMatch(/^wk1\./);
    const other = new PersonalDataVault(
      store,
      'a-different-secret-0123456789abcdefghij',
      systemClock,
    );
    await expect(other.decrypt(ann, sealed)).rejects.toThrow();
  });

  it('creates one key when many values are sealed for a new subject at once', async () => {
    const ann = uuidv7();
    const sealed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vault.encrypt(ann, `value ${i}`)),
    );
    const fresh = new PersonalDataVault(store, SECRET, systemClock);
    expect(await Promise.all(sealed.map((s) => fresh.decrypt(ann, s)))).toEqual(
      Array.from({ length: 20 }, (_, i) => `value ${i}`),
    );
  });

  it('gives blind indexes that are stable, namespaced by kind and keyed by the secret', () => {
    const index = vault.blindIndex('email', 'ann@example.com');
    expect(index).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.blindIndex('email', 'ann@example.com')).toBe(index);
    expect(vault.blindIndex('phone', 'ann@example.com')).not.toBe(index);
    const other = new PersonalDataVault(
      store,
      'a-different-secret-0123456789abcdefghij',
      systemClock,
    );
    expect(other.blindIndex('email', 'ann@example.com')).not.toBe(index);
  });
});
