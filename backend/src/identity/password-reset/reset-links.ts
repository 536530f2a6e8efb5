import { createHash, randomBytes } from 'node:crypto';
import { isUuid } from '@flirtwire/contracts';

/** How long an emailed reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/** The `id` of a reset link names the account and the request: `<userId>.<resetId>`. */
export function publicResetId(userId: string, resetId: string): string {
  return `${userId}.${resetId}`;
}

export function parseResetId(id: string): { userId: string; resetId: string } | null {
  const [userId, resetId, extra] = id.split('.');
  if (!userId || !resetId || extra !== undefined || !isUuid(userId) || !isUuid(resetId)) {
    return null;
  }
  return { userId, resetId };
}

/** A single-use secret for the link; only its sha256 is stored. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
