import { createHash } from 'node:crypto';
import { canonicalJson } from '@flirtwire/contracts';

/** The predecessor hash of a stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * One link of a stream's hash chain: sha256 over the previous hash, the event id, its type and
 * its canonical data. Encrypted personal fields are hashed as ciphertext, so a chain still
 * verifies after a data key is erased.
 */
export function chainHash(prevHash: string, id: string, type: string, dataJson: string): string {
  return createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(id)
    .update('\n')
    .update(type)
    .update('\n')
    .update(dataJson)
    .digest('hex');
}

export function canonicalData(data: unknown): string {
  return canonicalJson(data);
}
