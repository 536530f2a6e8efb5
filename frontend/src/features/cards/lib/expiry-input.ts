/**
 * The card expiry field as the person types (MM/YY): the "/" goes in by itself after the
 * month, a month digit above 1 is the whole month ("4" → "04/"), and deleting never puts the
 * "/" back. A pasted "12/2030" stays as it is (the form reads both years).
 */
export function expiryInput(next: string, previous: string): string {
  if (next.length < previous.length) return next.replace(/[^\d/]/g, '');
  const month = /^(\d)\/$/.exec(next);
  if (month) return `0${month[1] ?? ''}/`;
  const digits = next.replace(/\D/g, '').slice(0, 6);
  if (digits.length === 1) return digits > '1' ? `0${digits}/` : digits;
  if (digits.length === 2) return `${digits}/`;
  return digits.length === 0 ? '' : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
