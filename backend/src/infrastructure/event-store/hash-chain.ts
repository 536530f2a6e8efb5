import { hash } from 'node:crypto';

/** The predecessor hash of a stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * One link of a stream's hash chain: sha256 over the previous hash, the event id, its type and
 * its data exactly as stored (JSON text written by JSON.stringify, which re-serialising a parsed
 * copy reproduces, so every engine verifies the same). Encrypted personal fields are hashed as
 * ciphertext, so a chain still verifies after a data key is erased.
 */
export function chainHash(prevHash: string, id: string, type: string, dataJson: string): string {
  return hash('sha256', `${prevHash}\n${id}\n${type}\n${dataJson}`);
}
