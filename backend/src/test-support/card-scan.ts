import { luhnValid } from '../infrastructure/payments/sandbox/sandbox-test-cards.js';

/** A character that continues a token (an id, a hash, a base64 run, a UUID, a decimal fraction). */
const TOKEN_BEFORE = '(?<![0-9A-Za-z_.-])';
const TOKEN_AFTER = '(?![0-9A-Za-z_-])';

/** A whole run of 13 to 19 digits from a major industry identifier 1-9 (zero-padded keys are not cards). */
const PLAIN_RUN = new RegExp(`${TOKEN_BEFORE}[1-9]\\d{12,18}${TOKEN_AFTER}`, 'g');

/** A card written in groups of four ("4000 0000 0000 0002", "4000-0000-0000-0002"), one separator throughout. */
const GROUPED_RUN = new RegExp(
  `${TOKEN_BEFORE}[1-9]\\d{3}([ -])\\d{4}\\1\\d{4}\\1\\d{1,7}${TOKEN_AFTER}`,
  'g',
);

/**
 * The Luhn-valid card numbers written in `text`, digits only: whole digit runs and cards written
 * in groups, but never digits inside a longer token — a UUID's digit-only groups
 * ("…-9942-7443-8259-3a…"), a hash, a base64 token or the fraction of a decimal number.
 */
export function cardNumbersIn(text: string): string[] {
  const plain = text.match(PLAIN_RUN) ?? [];
  const grouped = (text.match(GROUPED_RUN) ?? []).map((run) => run.replace(/\D/g, ''));
  return [...plain, ...grouped].filter(luhnValid);
}
