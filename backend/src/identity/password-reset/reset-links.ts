import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@flirtwire/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** How long an emailed reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_BYTES = IV_BYTES + 32 + TAG_BYTES;

function uuidBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex');
}

function uuidText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `id` of a reset link (and of the verify-account step) names the account and the request,
 * sealed with AES-256-GCM under a key derived from DATA_KEY_SECRET: opaque to the person (it
 * neither shows nor lets anyone guess a user id), tamper-proof, and it needs no lookup table,
 * so links keep working across restarts. The random IV makes every id look different.
 *
 * @example
 * const id = resetIds.seal(userId, resetId); // 80 base64url characters
 * resetIds.open(id);                         // { userId, resetId }, or null when forged
 */
@Injectable()
export class ResetLinkIds {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'dataKeySecret'>) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.dataKeySecret, 'flirtwire', 'password-reset-id', 32),
    );
  }

  seal(userId: string, resetId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([
      cipher.update(Buffer.concat([uuidBytes(userId), uuidBytes(resetId)])),
      cipher.final(),
    ]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  open(id: string): { userId: string; resetId: string } | null {
    const bytes = Buffer.from(id, 'base64url');
    if (bytes.length !== SEALED_BYTES || bytes.toString('base64url') !== id) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(SEALED_BYTES - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, SEALED_BYTES - TAG_BYTES)),
        decipher.final(),
      ]);
      const userId = uuidText(plain.subarray(0, 16));
      const resetId = uuidText(plain.subarray(16));
      return isUuid(userId) && isUuid(resetId) ? { userId, resetId } : null;
    } catch {
      return null;
    }
  }
}

/** A single-use secret for the link; only its sha256 is stored. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
