import type { Role } from '../shared/roles.js';
import type { CardBrand, IdStatus, WizardStep } from './identity.events.js';

/** Captcha settings a form needs (spec 002 §3 config fields; captcha_status). */
export interface CaptchaConfig {
  readonly recaptcha_site_key: string;
  readonly recaptcha_enabled: boolean;
  /**
   * Which widget the site key belongs to: Cloudflare Turnstile, Google reCAPTCHA, or `test`
   * (the development checkbox answering `test-captcha-pass`); `off` when no captcha is asked.
   */
  readonly captcha_provider: 'turnstile' | 'recaptcha' | 'test' | 'off';
}

/** GET /client_api/user/new: sign-up prefill plus captcha config. */
export interface SignUpPrefill {
  readonly login: string;
  readonly email: string;
  readonly login_or_email_pending: boolean;
  readonly enable_platphorm_offers: boolean;
  /** Set when a signed-in person with nothing pending should go elsewhere (spec 002 §4). */
  readonly redirect_to: string | null;
  readonly captcha: CaptchaConfig;
}

/** POST /client_api/user */
export interface SignUpResult {
  readonly redirect_to: string;
  readonly user: { readonly id: string; readonly login: string };
}

/** POST /client_api/login */
export interface SignInResult {
  readonly redirectTo: string;
  readonly user: { readonly id: string; readonly login: string };
}

/** GET /client_api/login/config */
export interface SignInConfig extends CaptchaConfig {
  readonly type: 'web' | 'phone' | 'forgot_pin';
  readonly show_captcha: boolean;
  readonly prompt: string;
}

/** GET /client_api/username/{login} */
export interface UsernameCheck {
  readonly login: string;
  readonly available: boolean;
  readonly message: string | null;
}

export interface CardView {
  readonly id: string;
  readonly brand: CardBrand;
  readonly last_four: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly is_default: boolean;
}

export interface PhoneView {
  readonly id: string;
  /** Shown only to the person themself, as (###) ### - ####. */
  readonly phone_number: string;
  readonly verified: boolean;
}

/**
 * GET /client_api/user: spec 000 §3 and 002 §3 current-user fields. Other modules add theirs
 * (balance, offerings, chat) through the backend's CurrentUserFields registry.
 */
export interface CurrentUser {
  readonly id: string;
  readonly login: string;
  readonly slug: string;
  /** The person's own email (spec 002 §3 {email}); only ever returned to themself. */
  readonly email: string | null;
  readonly roles: readonly Role[];
  readonly is_advisor: boolean;
  readonly onboarding_complete: boolean;
  readonly onboarding_step: string | null;
  readonly canonical_iana_timezone: string;
  readonly default_card: { readonly id: string; readonly last_four: string } | null;
  readonly offerings: readonly { readonly id: string; readonly rate: number }[];
  readonly isChatEnabled: boolean;
  readonly hasUnreadChatMessages: boolean;
  readonly watermark_text: string;
  readonly signed_watermark_text: string;
  /** Integer cents, USD (money flows contributes the real figure). */
  readonly available_balance: number;
  readonly affiliateUrl: string | null;
  /** The person's phone PIN (spec 002 §2: customers see their own PIN in call instructions). */
  readonly pin: string | null;
  readonly record_name_path: string | null;
  readonly voice_portal_phone_number: string | null;
  readonly flirt_setup_step: WizardStep | 'completed' | null;
  readonly id_verification_status: IdStatus;
}

/** GET /client_api/flirt_account_setup */
export interface FlirtSetupView {
  /** The step to show; null when the person is not setting up a Flirt account. */
  readonly step: WizardStep | 'completed' | null;
  readonly status: 'not_started' | 'in_progress' | 'completed' | 'cancelled';
  readonly steps: readonly WizardStep[];
  readonly completed_steps: readonly WizardStep[];
  readonly id_status: IdStatus;
}

/** GET /client_api/id_verification */
export interface IdVerificationView {
  readonly status: IdStatus;
  /** Where the person continues the check with the provider (development: none). */
  readonly verification_url: string | null;
}

/** POST /client_api/password_reset (spec 002 §4 redirect targets). */
export interface PasswordResetRequestResult {
  readonly redirectTo: 'verify_payer_id' | 'verify_card' | 'reset_password_complete' | 'login';
  /**
   * The request to verify on /verify_account (only with verify_card / verify_payer_id). This
   * server always answers reset_password_complete with no id, whatever the account holds, and
   * mails the verification link instead, so the answer tells nobody who has a card.
   */
  readonly id: string | null;
  readonly message: string | null;
}
