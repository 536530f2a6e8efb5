import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PRESESSION_COOKIE } from '../identity/csrf/csrf.js';
import { SESSION_COOKIE } from '../shared/auth/principal.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/http/csrf.decorators.js';

/** A person's browser in the seed (in-process requests: the few multi-step flows, e.g. the Flirt wizard). */
export interface SeedSession {
  readonly userId: string;
  readonly headers: Record<string, string>;
}

function cookie(response: LightMyRequestResponse, name: string): string | undefined {
  return (response.cookies as { name: string; value: string }[]).find((c) => c.name === name)
    ?.value;
}

/**
 * Requests into the app without a socket (Fastify inject), for the flows the seed takes like a
 * person would: sign-up and sign-in (sessions, CSRF), the Flirt setup wizard, staff roles.
 */
export class SeedBrowser {
  private address = 0;

  constructor(private readonly app: NestFastifyApplication) {}

  inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.getHttpAdapter().getInstance().inject(options);
  }

  /** A request that must succeed; anything else stops the seed with the answer. */
  async expect(options: InjectOptions, what: string): Promise<LightMyRequestResponse> {
    const response = await this.inject(options);
    if (response.statusCode >= 300) {
      throw new Error(`seed: ${what} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  }

  /** A distinct remote address per person, as real sign-ups come from many places. */
  private nextAddress(): string {
    this.address++;
    return `10.${(this.address >> 16) & 255}.${(this.address >> 8) & 255}.${this.address & 255}`;
  }

  /** A signed-out browser's cookies and CSRF header (bound to its pre-session cookie). */
  private async csrf(): Promise<{ cookie: string; [CSRF_HEADER]: string }> {
    const response = await this.inject({ method: 'GET', url: '/client_api/csrf' });
    const csrf = cookie(response, CSRF_COOKIE);
    const presession = cookie(response, PRESESSION_COOKIE);
    if (!csrf || !presession) throw new Error('seed: no CSRF cookie');
    return {
      cookie: `${PRESESSION_COOKIE}=${presession}; ${CSRF_COOKIE}=${csrf}`,
      [CSRF_HEADER]: csrf,
    };
  }

  private session(response: LightMyRequestResponse, what: string): SeedSession {
    const token = cookie(response, SESSION_COOKIE);
    // The answer binds a new CSRF token to the new session.
    const csrf = cookie(response, CSRF_COOKIE);
    if (!token || !csrf) throw new Error(`seed: ${what} set no session`);
    const { user } = response.json<{ user: { id: string } }>();
    return {
      userId: user.id,
      headers: {
        cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`,
        [CSRF_HEADER]: csrf,
      },
    };
  }

  async signUp(input: {
    login: string;
    email: string;
    password: string;
    dateOfBirth: string;
    flirt: boolean;
  }): Promise<SeedSession> {
    const browser = await this.csrf();
    const response = await this.expect(
      {
        method: 'POST',
        url: '/client_api/user',
        remoteAddress: this.nextAddress(),
        headers: browser,
        payload: {
          login: input.login,
          email: input.email,
          password: input.password,
          dateOfBirth: input.dateOfBirth,
          memberagmt: true,
          recaptcha_token: TEST_CAPTCHA_TOKEN,
          ...(input.flirt ? { flirt_signup: true } : {}),
        },
      },
      `sign-up of ${input.login}`,
    );
    return this.session(response, 'sign-up');
  }

  async signIn(login: string, password: string): Promise<SeedSession> {
    const browser = await this.csrf();
    const response = await this.expect(
      {
        method: 'POST',
        url: '/client_api/login',
        remoteAddress: this.nextAddress(),
        headers: browser,
        payload: { type: 'web', login, password },
      },
      `sign-in of ${login}`,
    );
    return this.session(response, 'sign-in');
  }

  /** Tokenizes a card at the sandbox processor, as the browser's card form does. */
  async cardToken(number: string, zip: string): Promise<string> {
    const response = await this.expect(
      {
        method: 'POST',
        url: '/sandbox-gateway/tokens',
        payload: { number, exp_month: 12, exp_year: 2099, cvc: '123', billing_zip: zip },
      },
      'card tokenization',
    );
    return response.json<{ token: string }>().token;
  }
}
