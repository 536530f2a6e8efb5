import { z } from 'zod';
import type {
  CaptchaConfig,
  PasswordResetRequestResult,
  SignInConfig,
  SignInResult,
  SignUpPrefill,
  SignUpResult,
  UsernameCheck,
} from './identity.read-models.js';

/*
 * Zod schemas of the sign-in, sign-up and password-reset answers, for the browser to parse what
 * it receives. Each is typed against its read-model interface.
 */

const CaptchaConfigShape = {
  recaptcha_site_key: z.string(),
  recaptcha_enabled: z.boolean(),
  captcha_provider: z.enum(['turnstile', 'recaptcha', 'test', 'off']),
};

export const CaptchaConfigSchema: z.ZodType<CaptchaConfig> = z.object(CaptchaConfigShape);

const SignedInUser = z.object({ id: z.string(), login: z.string() });

export const SignInResultSchema: z.ZodType<SignInResult> = z.object({
  redirectTo: z.string(),
  user: SignedInUser,
});

export const SignInConfigSchema: z.ZodType<SignInConfig> = z.object({
  ...CaptchaConfigShape,
  type: z.enum(['web', 'phone', 'forgot_pin']),
  show_captcha: z.boolean(),
  prompt: z.string(),
});

export const SignUpPrefillSchema: z.ZodType<SignUpPrefill> = z.object({
  login: z.string(),
  email: z.string(),
  login_or_email_pending: z.boolean(),
  enable_platphorm_offers: z.boolean(),
  redirect_to: z.string().nullable(),
  captcha: CaptchaConfigSchema,
});

export const SignUpResultSchema: z.ZodType<SignUpResult> = z.object({
  redirect_to: z.string(),
  user: SignedInUser,
});

export const UsernameCheckSchema: z.ZodType<UsernameCheck> = z.object({
  login: z.string(),
  available: z.boolean(),
  message: z.string().nullable(),
});

export const PasswordResetRequestResultSchema: z.ZodType<PasswordResetRequestResult> = z.object({
  redirectTo: z.enum(['verify_payer_id', 'verify_card', 'reset_password_complete', 'login']),
  id: z.string().nullable(),
  message: z.string().nullable(),
});

/** GET /client_api/password_reset?id&token: the link from the mail is still good. */
export const ResetLinkCheckSchema = z.object({ valid: z.literal(true), id: z.string() });
export type ResetLinkCheck = z.infer<typeof ResetLinkCheckSchema>;

/** PATCH /client_api/password_reset: the new password is set. */
export const CompletePasswordResetResultSchema = z.object({
  status: z.literal('success'),
  redirectTo: z.string(),
});
export type CompletePasswordResetResult = z.infer<typeof CompletePasswordResetResultSchema>;

/** POST /client_api/verify_account: the account is verified; the reset goes on. */
export const VerifyAccountResultSchema = z.object({
  redirectTo: z.literal('reset_password_complete'),
});
export type VerifyAccountResult = z.infer<typeof VerifyAccountResultSchema>;
