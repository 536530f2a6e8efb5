import { z } from 'zod';
import { GenderCode, StaffRoleSchema, WizardStep } from './identity.events.js';
import {
  EMAIL_MAX,
  IDENTITY_MESSAGES as M,
  isValidEmail,
  LOGIN_PATTERN,
  parseDateOfBirth,
  parseUsCaPhone,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './identity.validation.js';

/** The captcha answer a form sends; the default development verifier accepts `test-captcha-pass`. */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-pass';

/** Browser-side extras every sign-in and sign-up call may carry (spec 002 §3 sign-in payload). */
export const AdditionalParams = z
  .object({
    'g-recaptcha-response': z.string().max(4000).optional(),
    device_id: z.string().max(200).optional(),
    return_to: z.string().max(2000).optional(),
    return_url: z.string().max(2000).optional(),
    redirectTo: z.string().max(2000).optional(),
    extra: z.unknown().optional(),
    reactivation: z.unknown().optional(),
  })
  .optional();
export type AdditionalParams = z.infer<typeof AdditionalParams>;

const checkbox = (message: string) =>
  z
    .unknown()
    .refine((value) => value === true || value === 'true' || value === '1' || value === 1, {
      error: message,
    })
    .transform(() => true as const);

const optionalFlag = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0')])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

const password = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN, M.passwordTooShort)
  .max(PASSWORD_MAX, M.passwordTooLong);

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(EMAIL_MAX, M.emailInvalid)
  .refine(isValidEmail, { error: M.emailInvalid });

/**
 * POST /client_api/user (spec 002 §3 sign-up form). The age rule needs today's date and the
 * product name, so it is checked by the account decider; everything else is checked here.
 */
export const SignUpBody = z.object({
  login: z
    .string({ error: M.loginRequired })
    .trim()
    .min(1, M.loginRequired)
    .regex(LOGIN_PATTERN, M.loginFormat),
  email,
  password,
  dateOfBirth: z
    .string({ error: M.dateOfBirthInvalid })
    .trim()
    .refine((text) => parseDateOfBirth(text) !== null, { error: M.dateOfBirthInvalid }),
  memberagmt: checkbox(M.termsRequired),
  enable_platphorm_offers: optionalFlag,
  login_or_email_pending: optionalFlag,
  recaptcha_token: z.string().max(4000).optional(),
  /** Flirt sign-up (spec 002 §7): the account starts the setup wizard. */
  flirt_signup: optionalFlag,
  additionalParams: AdditionalParams,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

const digitsOnlyPhone = z
  .string({ error: M.phoneInvalid })
  .refine((text) => parseUsCaPhone(text) !== null, { error: M.phoneInvalid });

/** POST /client_api/login: type web (login, password), phone (digits, PIN), forgot_pin. */
export const SignInBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('web'),
      login: z.string({ error: M.signInLoginRequired }).trim().min(1, M.signInLoginRequired),
      password: z
        .string({ error: M.signInPasswordRequired })
        .min(1, M.signInPasswordRequired)
        .max(PASSWORD_MAX, M.signInFailed),
      additionalParams: AdditionalParams,
    }),
    z.object({
      type: z.literal('phone'),
      digits: digitsOnlyPhone,
      /** The PIN (spec 002 §5: at most 4 digits). */
      password: z.string({ error: M.pinInvalid }).regex(/^\d{1,4}$/, M.pinInvalid),
      additionalParams: AdditionalParams,
    }),
    z.object({
      type: z.literal('forgot_pin'),
      digits: z
        .string({ error: M.phoneInvalid })
        .regex(/^\d{10,11}$/, M.phoneInvalid)
        .refine((text) => parseUsCaPhone(text) !== null, { error: M.phoneInvalid }),
      cc_last_6: z.string({ error: M.ccLast6 }).regex(/^\d{6}$/, M.ccLast6),
      billing_zip: z
        .string({ error: M.billingZipRequired })
        .trim()
        .min(1, M.billingZipRequired)
        .max(20, M.billingZipRequired),
      additionalParams: AdditionalParams,
    }),
  ],
  { error: M.signInType },
);
export type SignInBody = z.infer<typeof SignInBody>;
export type SignInType = SignInBody['type'];

/** GET /client_api/login/config?type=web&login=... (the sign-in config per type). */
export const SignInConfigQuery = z.object({
  type: z.enum(['web', 'phone', 'forgot_pin']).optional().default('web'),
  login: z.string().max(254).optional(),
});

/** POST /client_api/password_reset (spec 002 §7: email, g-recaptcha-response / recaptcha_token). */
export const PasswordResetRequestBody = z.object({
  email: z
    .string({ error: M.forgotPasswordEmail })
    .trim()
    .max(EMAIL_MAX, M.forgotPasswordEmail)
    .refine(isValidEmail, { error: M.forgotPasswordEmail }),
  'g-recaptcha-response': z.string().max(4000).optional(),
  recaptcha_token: z.string().max(4000).optional(),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

const resetId = z.string({ error: M.resetLinkInvalid }).min(1, M.resetLinkInvalid).max(100);
const resetToken = z.string({ error: M.resetLinkInvalid }).min(1, M.resetLinkInvalid).max(200);

/** GET /client_api/password_reset?id&token: is this link still good? */
export const PasswordResetLinkQuery = z.object({ id: resetId, token: resetToken });

/** PATCH /client_api/password_reset: id, token, user.password, user.password_confirmation, captcha. */
export const PasswordResetUpdateBody = z
  .object({
    id: resetId,
    token: resetToken,
    user: z.object(
      {
        password,
        password_confirmation: z.string({ error: M.passwordConfirmation }),
      },
      { error: M.passwordRequired },
    ),
    captcha: z.string().max(4000).optional(),
    'g-recaptcha-response': z.string().max(4000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.user.password !== body.user.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['user', 'password_confirmation'],
        message: M.passwordConfirmation,
      });
    }
  });
export type PasswordResetUpdateBody = z.infer<typeof PasswordResetUpdateBody>;

/** POST /client_api/verify_account (spec 002 §5: card → last 8 digits; payer_id → last 5). */
export const VerifyAccountBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      id: resetId,
      type: z.literal('card'),
      data: z.string({ error: M.verifyCardDigits }).regex(/^\d{8}$/, M.verifyCardDigits),
    }),
    z.object({
      id: resetId,
      type: z.literal('payer_id'),
      data: z.string({ error: M.verifyPayerIdDigits }).regex(/^\d{5}$/, M.verifyPayerIdDigits),
    }),
  ],
  { error: M.verifyMismatch },
);
export type VerifyAccountBody = z.infer<typeof VerifyAccountBody>;

/** PATCH /client_api/user: what a person may change about themselves. */
export const PatchUserBody = z.object({
  canonical_iana_timezone: z
    .string({ error: M.timezoneInvalid })
    .max(64, M.timezoneInvalid)
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return zone.includes('/') || zone === 'UTC';
        } catch {
          return false;
        }
      },
      { error: M.timezoneInvalid },
    )
    .optional(),
  watermark_text: z.string({ error: M.watermarkTooLong }).max(60, M.watermarkTooLong).optional(),
  enable_platphorm_offers: z.boolean().optional(),
  pin: z
    .string({ error: M.pinFormat })
    .regex(/^\d{4}$/, M.pinFormat)
    .optional(),
});
export type PatchUserBody = z.infer<typeof PatchUserBody>;

/** POST /client_api/phone */
export const AddPhoneBody = z.object({ phone_number: digitsOnlyPhone });
export type AddPhoneBody = z.infer<typeof AddPhoneBody>;

/** POST /client_api/cards: the processor's token only; card numbers never reach our API. */
export const AddCardBody = z.object({
  token: z
    .string({ error: 'Please add a card through the card form.' })
    .min(1, 'Please add a card through the card form.')
    .max(200),
});
export type AddCardBody = z.infer<typeof AddCardBody>;

/** POST /client_api/user_genders (spec 002 §7). */
export const UserGendersBody = z.object({
  flirtGender: z.coerce.number().pipe(GenderCode),
  preferredGender: z.coerce.number().pipe(GenderCode),
});
export type UserGendersBody = z.infer<typeof UserGendersBody>;

/** PATCH /client_api/flirt_account_setup: advance a step, or cancel. */
export const FlirtSetupPatchBody = z
  .object({
    step: WizardStep.optional(),
    cancel: z.boolean().optional(),
  })
  .refine((body) => body.step !== undefined || body.cancel === true, {
    error: 'Please say which step was completed, or cancel.',
    path: ['step'],
  });
export type FlirtSetupPatchBody = z.infer<typeof FlirtSetupPatchBody>;

/** POST /client_api/admin/users/{id}/roles */
export const GrantRoleBody = z.object({
  role: StaffRoleSchema.describe('moderator, finance, auditor or admin'),
});
export type GrantRoleBody = z.infer<typeof GrantRoleBody>;

/** POST /client_api/admin/users/{id}/id_verification */
export const IdDecisionBody = z.object({
  decision: z.enum(['approve', 'reject', 'exempt']),
  reason: z.string().max(500).optional().default(''),
});
export type IdDecisionBody = z.infer<typeof IdDecisionBody>;

/** POST /client_api/admin/users/{id}/deactivate */
export const DeactivateUserBody = z.object({ reason: z.string().max(500).optional().default('') });
export type DeactivateUserBody = z.infer<typeof DeactivateUserBody>;

/** POST /sandbox-gateway/tokens: stands in for a processor's tokenization API (never ours). */
export const SandboxTokenizeBody = z.object({
  number: z
    .string({ error: 'Please enter a card number.' })
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Please enter a valid card number.')),
  exp_month: z.coerce
    .number({ error: 'Please enter the expiry month.' })
    .int()
    .min(1, 'Please enter the expiry month.')
    .max(12, 'Please enter the expiry month.'),
  exp_year: z.coerce
    .number({ error: 'Please enter the expiry year.' })
    .int()
    .min(2000, 'Please enter the expiry year.')
    .max(2200, 'Please enter the expiry year.'),
  cvc: z.string({ error: 'Please enter the CVC.' }).regex(/^\d{3,4}$/, 'Please enter the CVC.'),
  billing_zip: z.string().trim().max(20).optional().default(''),
});
export type SandboxTokenizeBody = z.infer<typeof SandboxTokenizeBody>;

/** GET /client_api/email_suggestion?email= */
export const EmailSuggestionQuery = z.object({ email: z.string().max(EMAIL_MAX).default('') });
export type EmailSuggestionQuery = z.infer<typeof EmailSuggestionQuery>;
