import type { PersonalFieldKind } from '@flirtwire/contracts';

/** A value sealed by the personal-data vault (`pd1.<iv>.<ciphertext>`). */
export const SEALED_VALUE = /^pd1\.[\w-]+\.[\w-]+$/;

/**
 * Which sealed field holds what, by field name, wherever it appears (event data, folded state).
 * A sealed value under a name not listed here counts as `personal` and is withheld. Contexts
 * that seal new fields add one line here (finance: `sealedTaxId: 'tax_id'`, `sealedLegalName:
 * 'legal_name'`, `sealedAddress: 'address'`).
 */
const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldKind>> = {
  sealedEmail: 'email',
  sealedPhone: 'phone',
  sealedDateOfBirth: 'date_of_birth',
  sealedPasswordHash: 'secret',
  sealedPin: 'secret',
  sealedTaxId: 'tax_id',
  sealedTin: 'tax_id',
  sealedLegalName: 'legal_name',
  sealedAddress: 'address',
  sealedNote: 'personal',
};

export type AuditorAccess = 'clear' | 'masked' | 'withheld';

/**
 * What an auditor sees of each kind (docs/adr/0071). Nothing is shown in clear through /audit:
 * auditors check that a value exists, whose it is and whether it was erased, never the value.
 * Finance staff see tax ids through /finance (their own policy), not through this one.
 */
export const AUDITOR_ACCESS: Readonly<Record<PersonalFieldKind, AuditorAccess>> = {
  email: 'masked',
  phone: 'masked',
  date_of_birth: 'masked',
  tax_id: 'masked',
  legal_name: 'masked',
  address: 'masked',
  secret: 'withheld',
  personal: 'withheld',
};

export function personalKindOf(fieldName: string): PersonalFieldKind {
  return PERSONAL_FIELDS[fieldName] ?? 'personal';
}

/** `ann.smith@example.com` → `a***@e***.com`: enough to tell two addresses apart, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** The last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `***-***-${digits.slice(-4)}` : '***';
}

/** The last four digits only (SSN, EIN or ITIN). */
export function maskTaxId(taxId: string): string {
  const digits = taxId.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***';
}

/** Initials only. */
export function maskName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.length === 0 ? '***' : parts.map((part) => `${part.slice(0, 1)}***`).join(' ');
}

export function mask(kind: PersonalFieldKind, clear: string): string {
  switch (kind) {
    case 'email':
      return maskEmail(clear);
    case 'phone':
      return maskPhone(clear);
    case 'tax_id':
      return maskTaxId(clear);
    case 'legal_name':
      return maskName(clear);
    case 'date_of_birth':
      return '**/**/****';
    case 'address':
    case 'secret':
    case 'personal':
      return '***';
    default: {
      const unexpected: never = kind;
      return unexpected;
    }
  }
}
