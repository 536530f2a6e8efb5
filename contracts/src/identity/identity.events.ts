import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { STAFF_ROLES } from '../shared/roles.js';

/**
 * Text sealed by the personal-data vault with the subject's own data key (crypto-shredding):
 * `pd1.<iv>.<ciphertext+tag>`, base64url. Erasing the key makes it unreadable everywhere.
 */
export const SealedText = z.string().regex(/^pd1\.[\w-]+\.[\w-]+$/, 'must be sealed personal data');

/** HMAC-SHA256 blind index (hex) of a normalized value, for lookups without the clear value. */
export const BlindIndex = z.string().regex(/^[0-9a-f]{64}$/, 'must be a blind index');

/** Spec 002 §3 setup wizard steps, in their order; `completed` follows the last one. */
export const WIZARD_STEPS = [
  'add_phone',
  'add_cc',
  'verify_id',
  'add_payout_info',
  'gender',
] as const;
export const WizardStep = z.enum(WIZARD_STEPS);
export type WizardStep = z.infer<typeof WizardStep>;

/** Spec 002 §3 ID verification statuses. */
export const ID_STATUSES = [
  'not_required',
  'unverified',
  'created',
  'failed',
  'pending',
  'verified',
  'exempt',
  'completed',
] as const;
export const IdStatus = z.enum(ID_STATUSES);
export type IdStatus = z.infer<typeof IdStatus>;

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** Spec 002 §3: Woman 0, Man 1, Transgender 2 (and the plural forms for the preference). */
export const GenderCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type GenderCode = z.infer<typeof GenderCode>;

export const CardBrand = z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']);
export type CardBrand = z.infer<typeof CardBrand>;

export const IDENTIFIER_KINDS = ['login', 'email', 'phone'] as const;
export const IdentifierKind = z.enum(IDENTIFIER_KINDS);
export type IdentifierKind = z.infer<typeof IdentifierKind>;

/**
 * Identity context. Account events live in `user-<userId>`; uniqueness of logins, emails and
 * verified phones is kept by reservation streams (`login-<lowercased login>`,
 * `email-<blind index>`, `phone-<blind index>`) whose latest event names the owner.
 * No event carries a password, a token, a card number or clear personal data.
 */
export const identityEvents = {
  UserSignedUp: defineEvent(
    z.object({
      userId: Uuid,
      login: z.string().min(1).max(40),
      sealedEmail: SealedText,
      emailIndex: BlindIndex,
      /** Null for accounts made by the platform (the first admin). */
      sealedDateOfBirth: SealedText.nullable(),
      /** The argon2id hash, itself sealed so auditors and event consumers never see it. */
      sealedPasswordHash: SealedText,
      offersOptIn: z.boolean(),
      flirtSignup: z.boolean(),
    }),
  ),
  PinSet: defineEvent(z.object({ userId: Uuid, sealedPin: SealedText })),
  PasswordChanged: defineEvent(
    z.object({
      userId: Uuid,
      sealedPasswordHash: SealedText,
      reason: z.enum(['reset', 'change']),
      resetId: Uuid.nullable(),
    }),
  ),
  PasswordResetRequested: defineEvent(
    z.object({
      userId: Uuid,
      resetId: Uuid,
      /** What the person must prove before a link is mailed; 'none' mails it at once. */
      verification: z.enum(['none', 'card', 'payer_id']),
      /** sha256 of the emailed token (null until verification passed). */
      tokenHash: BlindIndex.nullable(),
      expiresAt: z.iso.datetime(),
    }),
  ),
  PasswordResetVerified: defineEvent(
    z.object({ userId: Uuid, resetId: Uuid, tokenHash: BlindIndex, expiresAt: z.iso.datetime() }),
  ),
  RoleGranted: defineEvent(z.object({ userId: Uuid, role: StaffRoleSchema })),
  RoleRevoked: defineEvent(z.object({ userId: Uuid, role: StaffRoleSchema })),
  UserDeactivated: defineEvent(z.object({ userId: Uuid, reason: z.string().max(500) })),
  UserReactivated: defineEvent(z.object({ userId: Uuid })),
  ProfileUpdated: defineEvent(
    z.object({
      userId: Uuid,
      canonicalIanaTimezone: z.string().min(1).max(64).optional(),
      watermarkText: z.string().max(60).optional(),
      offersOptIn: z.boolean().optional(),
    }),
  ),
  FlirtSetupStarted: defineEvent(z.object({ userId: Uuid })),
  FlirtSetupStepCompleted: defineEvent(z.object({ userId: Uuid, step: WizardStep })),
  FlirtSetupCancelled: defineEvent(z.object({ userId: Uuid })),
  /** The wizard's last step is done: the person is now a Flirt (role advisor). */
  FlirtSetupCompleted: defineEvent(z.object({ userId: Uuid })),
  IdVerificationStarted: defineEvent(
    z.object({ userId: Uuid, verificationId: Uuid, providerReference: z.string().min(1) }),
  ),
  IdVerificationSubmitted: defineEvent(z.object({ userId: Uuid, verificationId: Uuid })),
  IdVerificationApproved: defineEvent(z.object({ userId: Uuid, verificationId: Uuid.nullable() })),
  IdVerificationRejected: defineEvent(
    z.object({ userId: Uuid, verificationId: Uuid.nullable(), reason: z.string().max(500) }),
  ),
  IdVerificationExempted: defineEvent(z.object({ userId: Uuid, reason: z.string().max(500) })),
  PhoneAdded: defineEvent(
    z.object({ userId: Uuid, phoneId: Uuid, sealedPhone: SealedText, phoneIndex: BlindIndex }),
  ),
  PhoneVerified: defineEvent(z.object({ userId: Uuid, phoneId: Uuid })),
  PhoneRemoved: defineEvent(z.object({ userId: Uuid, phoneId: Uuid })),
  GenderSet: defineEvent(
    z.object({ userId: Uuid, flirtGender: GenderCode, preferredGender: GenderCode }),
  ),
  /** Only what PCI truncation allows: the processor's token, brand, last four and expiry. */
  CardAdded: defineEvent(
    z.object({
      userId: Uuid,
      cardId: Uuid,
      token: z.string().min(1).max(200),
      brand: CardBrand,
      last4: z.string().regex(/^\d{4}$/),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(2000).max(2200),
    }),
  ),
  DefaultCardChanged: defineEvent(z.object({ userId: Uuid, cardId: Uuid })),
  CardRemoved: defineEvent(z.object({ userId: Uuid, cardId: Uuid })),
  /** `reservedAt` lets a reservation whose account never appeared be reclaimed after a while. */
  IdentifierReserved: defineEvent(
    z.object({ kind: IdentifierKind, userId: Uuid, reservedAt: z.iso.datetime() }),
  ),
  IdentifierReleased: defineEvent(z.object({ kind: IdentifierKind, userId: Uuid })),
  /** Stream `bootstrap-first-admin`: which account the configuration's first admin is. */
  FirstAdminDesignated: defineEvent(z.object({ userId: Uuid })),
};

export type IdentityEvent = EventsOf<typeof identityEvents>;
export type IdentityEventOf<T extends IdentityEvent['type']> = Extract<IdentityEvent, { type: T }>;

/** Events of the `user-<id>` stream. */
export type UserEvent = Exclude<
  IdentityEvent,
  { type: 'IdentifierReserved' | 'IdentifierReleased' | 'FirstAdminDesignated' }
>;
export type ReservationEvent = IdentityEventOf<'IdentifierReserved' | 'IdentifierReleased'>;
