/**
 * Fields that hold a credential in clear (not sealed): a card processor's token charges the
 * card, a reset link's hash confirms a guessed link. Auditors check that they exist, never
 * their values, so every audit view (events, folded state, exports) shows them as REDACTED.
 * The one list: a context that stores a new clear credential adds its field name here.
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['token', 'tokenHash']);

/** What an auditor sees instead of a secret field's value. */
export const REDACTED = '[redacted]';

/**
 * A copy of `value` with every secret field (at any depth, in objects and arrays) replaced by
 * REDACTED; null stays null, so an absent credential still reads as absent.
 *
 * @example redactSecrets({ cards: [{ token: 'tok_123', last4: '4242' }] })
 * // { cards: [{ token: '[redacted]', last4: '4242' }] }
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      SECRET_FIELDS.has(key) && child !== null && child !== undefined
        ? REDACTED
        : redactSecrets(child),
    ]),
  );
}
