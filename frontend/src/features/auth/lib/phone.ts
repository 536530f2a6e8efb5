/** Spec 002 §2: a phone number shown as (###) ### - #### while it is typed. */
export function formatPhoneInput(text: string): string {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`;
}

export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 11);
}
