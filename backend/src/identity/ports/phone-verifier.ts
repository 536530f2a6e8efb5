import { randomInt } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Clock } from '../../shared/domain/clock.js';

/**
 * Sends a one-time code to a phone and checks it.
 *
 * @example
 * const { developmentCode } = await phones.send(phoneId, '+12125550123');
 * const ok = await phones.check(phoneId, '123456');
 */
export interface PhoneVerifier {
  /** `developmentCode` is the code itself, only with the development helpers on. */
  send(phoneId: string, e164: string): Promise<{ developmentCode: string | null }>;
  /** True once for the right, unexpired code; five wrong tries end the code. */
  check(phoneId: string, code: string): Promise<boolean>;
}

export const PHONE_VERIFIER = Symbol('PhoneVerifier');

const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;

/**
 * Development adapter: no SMS is sent. With the development helpers on, the code appears in the
 * log line and in the API response, so the flow can be completed by hand and by tests.
 */
export class DevelopmentPhoneVerifier implements PhoneVerifier {
  private readonly logger = new Logger('PhoneVerifier');
  private readonly codes = new Map<string, { code: string; expiresAt: number; tries: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly showCodes: boolean,
  ) {}

  send(phoneId: string): Promise<{ developmentCode: string | null }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.codes.set(phoneId, {
      code,
      expiresAt: this.clock.now().getTime() + CODE_TTL_MS,
      tries: 0,
    });
    if (this.showCodes) {
      this.logger.log({ phoneId, developmentCode: code }, 'development phone verification code');
    } else {
      this.logger.warn({ phoneId }, 'no SMS provider is configured; the code was not sent');
    }
    return Promise.resolve({ developmentCode: this.showCodes ? code : null });
  }

  check(phoneId: string, code: string): Promise<boolean> {
    const entry = this.codes.get(phoneId);
    if (!entry || entry.expiresAt <= this.clock.now().getTime()) return Promise.resolve(false);
    entry.tries++;
    if (entry.tries > MAX_TRIES) {
      this.codes.delete(phoneId);
      return Promise.resolve(false);
    }
    if (entry.code !== code) return Promise.resolve(false);
    this.codes.delete(phoneId);
    return Promise.resolve(true);
  }
}
