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

/** Production without a captcha key: no captcha is asked for; rate limits still apply. */
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

  async verify(response: string | undefined, remoteIp: string): Promise<boolean> {
    if (!response) return false;
    try {
      const reply = await this.fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.secret, response, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5_000),
      });
      const result = (await reply.json()) as { success?: unknown };
      return result.success === true;
    } catch {
      return false;
    }
  }
}
