import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Clock } from '../../shared/domain/clock.js';
import type { DataKeyStore } from './data-key-store.port.js';

const SEALED_PREFIX = 'pd1';
const WRAPPED_PREFIX = 'wk1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_CACHE_SIZE = 10_000;
/** Another process may erase a key; a cached copy is trusted this long at most. */
const KEY_CACHE_TTL_MS = 5 * 60_000;

export class PersonalDataErasedError extends Error {
  constructor(readonly subjectId: string) {
    super(`personal data of subject ${subjectId} has been erased`);
    this.name = 'PersonalDataErasedError';
  }
}

/** Sealed data exists but its key does not: never answered with null, always loud. */
export class MissingDataKeyError extends Error {
  constructor(readonly subjectId: string) {
    super(`no data key for subject ${subjectId}, although data sealed with it exists`);
    this.name = 'MissingDataKeyError';
  }
}

/**
 * Crypto-shredding for personal data (ARCHITECTURE.md, Events). Each subject (a person, a
 * payee) has its own AES-256-GCM data key, stored wrapped by a master key derived from
 * DATA_KEY_SECRET. Sealed values are bound to their subject (the subject id is the GCM
 * additional data), so a value copied onto another person does not open. Erasing the key makes
 * every copy unreadable, while event hashes (taken over the sealed text) still verify.
 *
 * Lookups never need the clear value: `blindIndex` gives an HMAC of a normalized value under a
 * separate server key, for reservation streams and searches.
 *
 * @example
 * const sealed = await vault.encrypt(userId, 'ann@example.com');   // 'pd1.…' — safe in events
 * await vault.decrypt(userId, sealed);                             // 'ann@example.com'
 * await vault.erase(userId);
 * await vault.decrypt(userId, sealed);                             // null
 * vault.blindIndex('email', 'ann@example.com');                    // 64 hex characters
 */
export class PersonalDataVault {
  private readonly masterKey: Buffer;
  private readonly indexKey: Buffer;
  private readonly cache = new Map<string, { key: Buffer; until: number }>();
  private readonly creating = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly store: DataKeyStore,
    secret: string,
    private readonly clock: Clock,
  ) {
    this.masterKey = derive(secret, 'flirtwire/personal-data/key-wrapping/v1');
    this.indexKey = derive(secret, 'flirtwire/personal-data/blind-index/v1');
  }

  /** Seals `plaintext` with the subject's data key, creating the key on first use. */
  async encrypt(subjectId: string, plaintext: string): Promise<string> {
    const key = await this.keyFor(subjectId, true);
    if (!key) throw new PersonalDataErasedError(subjectId);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(subjectId, 'utf8'));
    const body = Buffer.concat([
      cipher.update(plaintext, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `${SEALED_PREFIX}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * Opens a sealed value: the clear text, or null once the subject was erased. Throws when the
   * value is not sealed data of this subject, or when its key is missing.
   */
  async decrypt(subjectId: string, sealed: string): Promise<string | null> {
    const [prefix, ivText, bodyText, extra] = sealed.split('.');
    if (prefix !== SEALED_PREFIX || !ivText || !bodyText || extra !== undefined) {
      throw new Error('not a sealed personal-data value');
    }
    const key = await this.keyFor(subjectId, false);
    if (!key) return null;
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
    decipher.setAAD(Buffer.from(subjectId, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Destroys the subject's key: every value sealed for them becomes unreadable, everywhere. */
  async erase(subjectId: string): Promise<void> {
    await this.store.erase(subjectId, this.clock.now().toISOString());
    this.cache.delete(subjectId);
  }

  async isErased(subjectId: string): Promise<boolean> {
    const record = await this.store.find(subjectId);
    return record?.erasedAt != null;
  }

  /**
   * HMAC-SHA256 (hex) of a normalized value under the server's index key, namespaced by kind:
   * equal inputs give equal indexes, and nobody without the secret can test a guess.
   */
  blindIndex(kind: string, normalizedValue: string): string {
    return createHmac('sha256', this.indexKey)
      .update(`${kind}\u0000${normalizedValue}`, 'utf8')
      .digest('hex');
  }

  async close(): Promise<void> {
    await this.store.close();
  }

  /** The subject's key; null when erased. Creates one when `create` and none exists. */
  private async keyFor(subjectId: string, create: boolean): Promise<Buffer | null> {
    const now = this.clock.now().getTime();
    const cached = this.cache.get(subjectId);
    if (cached && cached.until > now) return cached.key;
    const record = await this.store.find(subjectId);
    if (record?.erasedAt != null || (record && record.wrappedKey === null)) return null;
    let key: Buffer;
    if (record?.wrappedKey) {
      key = this.unwrap(subjectId, record.wrappedKey);
    } else if (!create) {
      throw new MissingDataKeyError(subjectId);
    } else {
      let pending = this.creating.get(subjectId);
      if (!pending) {
        pending = this.createKey(subjectId).finally(() => this.creating.delete(subjectId));
        this.creating.set(subjectId, pending);
      }
      key = await pending;
    }
    this.remember(subjectId, key, now);
    return key;
  }

  private async createKey(subjectId: string): Promise<Buffer> {
    const fresh = randomBytes(32);
    const stored = await this.store.insertIfAbsent(
      subjectId,
      this.wrap(subjectId, fresh),
      this.clock.now().toISOString(),
    );
    if (!stored.wrappedKey) throw new PersonalDataErasedError(subjectId);
    return this.unwrap(subjectId, stored.wrappedKey);
  }

  private remember(subjectId: string, key: Buffer, now: number): void {
    this.cache.delete(subjectId);
    this.cache.set(subjectId, { key, until: now + KEY_CACHE_TTL_MS });
    if (this.cache.size > KEY_CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  private wrap(subjectId: string, key: Buffer): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.masterKey, iv);
    cipher.setAAD(Buffer.from(`data-key:${subjectId}`, 'utf8'));
    const body = Buffer.concat([cipher.update(key), cipher.final(), cipher.getAuthTag()]);
    return `${WRAPPED_PREFIX}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  private unwrap(subjectId: string, wrapped: string): Buffer {
    const [prefix, ivText, bodyText] = wrapped.split('.');
    if (prefix !== WRAPPED_PREFIX || !ivText || !bodyText) {
      throw new Error(`data key of ${subjectId} is not in a known format`);
    }
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.masterKey,
      Buffer.from(ivText, 'base64url'),
    );
    decipher.setAAD(Buffer.from(`data-key:${subjectId}`, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }
}

function derive(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'flirtwire', info, 32));
}
