import { TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';

/**
 * Checks a captcha answer from a form. `enabled` tells forms whether to show one at all.
 *
 * @example
 * if (!(await captcha.verify(body.additionalParams?.['g-recaptcha-response'], request.ip))) throw captchaFailed;
 */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(response: string | undefined, remoteIp: string): Promise<boolean>;
}

export const CAPTCHA_VERIFIER = Symbol('CaptchaVerifier');

/**
 * Development helpers on: the documented token `test-captcha-pass` passes, anything else fails.
 * Never selected in production (see AppConfig.captcha and AppConfig.devHelpers).
 */
export class TestTokenCaptchaVerifier implements CaptchaVerifier {
  readonly enabled = true;

  verify(response: string | undefined): Promise<boolean> {
    return Promise.resolve(response === TEST_CAPTCHA_TOKEN);
  }
}

/**
 * No captcha at all: only outside production, and only when asked for with CAPTCHA=off (a
 * development start beyond loopback without the helpers). Rate limits still apply.
 */
export class DisabledCaptchaVerifier implements CaptchaVerifier {
  readonly enabled = false;

  verify(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

/** Google reCAPTCHA (siteverify), selected when RECAPTCHA_SECRET_KEY is set. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly enabled = true;

  constructor(
    private readonly secret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  verify(response: string | undefined, remoteIp: string): Promise<boolean> {
    return siteverify(
      this.fetchImpl,
      'https://www.google.com/recaptcha/api/siteverify',
      this.secret,
      response,
      remoteIp,
    );
  }
}

/**
 * Cloudflare Turnstile, selected when TURNSTILE_SECRET is set: the widget's token is checked
 * server-side with Cloudflare's siteverify (the same form post as reCAPTCHA's).
 */
export class TurnstileVerifier implements CaptchaVerifier {
  readonly enabled = true;

  constructor(
    private readonly secret: string,
    // Looked up at each call, so a harness can stand in for Cloudflare's network.
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  verify(response: string | undefined, remoteIp: string): Promise<boolean> {
    return siteverify(this.fetchImpl, TURNSTILE_SITEVERIFY, this.secret, response, remoteIp);
  }
}

export const TURNSTILE_SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** A siteverify call (reCAPTCHA and Turnstile share it): true only on `success: true`. */
async function siteverify(
  fetchImpl: typeof fetch,
  url: string,
  secret: string,
  response: string | undefined,
  remoteIp: string,
): Promise<boolean> {
  if (!response) return false;
  try {
    const reply = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5_000),
    });
    const result = (await reply.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    return false;
  }
}
