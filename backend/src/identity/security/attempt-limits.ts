import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { DomainError } from '../../shared/errors.js';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from './captcha.js';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.js';

/** Failed sign-ins per minute, per ip and per login, before 429 (the 6th attempt is refused). */
export const SIGN_IN_FAILURES_PER_MINUTE = 5;
/** Failed sign-ins within 15 minutes, per ip or login, after which the server asks for a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
const CAPTCHA_WINDOW_MS = 15 * 60_000;
/** Password reset requests per 15 minutes, per ip and per email. */
export const RESET_REQUESTS_PER_15_MINUTES = 5;
/** Wrong "verify account" answers per reset request (it lives an hour) before it is dead. */
export const VERIFY_ACCOUNT_FAILURES = 5;
/** Failed PIN recoveries per minute, per ip and per phone. */
export const PIN_RECOVERY_FAILURES_PER_MINUTE = 5;
const MINUTE = 60_000;

/**
 * The abuse limits of sign-in, password reset and PIN recovery (ARCHITECTURE.md, API), and
 * when to ask for a captcha. Keys hold a normalized login, an email's blind index or a phone's
 * blind index, never the clear value.
 */
@Injectable()
export class AttemptLimits {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CAPTCHA_VERIFIER) readonly captcha: CaptchaVerifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async refuseIfSignInBlocked(ip: string, loginKey: string): Promise<void> {
    const now = this.clock.now();
    const counts = await Promise.all([
      this.limiter.count(`signin:ip:${ip}`, MINUTE, now),
      this.limiter.count(`signin:login:${loginKey}`, MINUTE, now),
    ]);
    if (counts.some((count) => count >= SIGN_IN_FAILURES_PER_MINUTE)) {
      throw new DomainError('too_many_attempts', IDENTITY_MESSAGES.tooManySignIns, 429);
    }
  }

  /** show_captcha: the captcha is on and this ip or login failed 3 times lately. */
  async signInNeedsCaptcha(ip: string, loginKey: string | null): Promise<boolean> {
    if (!this.captcha.enabled) return false;
    const now = this.clock.now();
    const counts = await Promise.all([
      this.limiter.count(`signin:ip:${ip}`, CAPTCHA_WINDOW_MS, now),
      loginKey === null
        ? Promise.resolve(0)
        : this.limiter.count(`signin:login:${loginKey}`, CAPTCHA_WINDOW_MS, now),
    ]);
    return counts.some((count) => count >= CAPTCHA_AFTER_FAILURES);
  }

  async signInFailed(ip: string, loginKey: string): Promise<void> {
    const now = this.clock.now();
    await this.limiter.record(`signin:ip:${ip}`, now);
    await this.limiter.record(`signin:login:${loginKey}`, now);
  }

  async signInSucceeded(loginKey: string): Promise<void> {
    await this.limiter.reset(`signin:login:${loginKey}`);
  }

  /** Counts a password reset request; the 6th within 15 minutes (per ip or email) gets 429. */
  async countResetRequest(ip: string, emailKey: string): Promise<void> {
    const now = this.clock.now();
    const keys = [`reset:ip:${ip}`, `reset:email:${emailKey}`];
    const counts = await Promise.all(keys.map((key) => this.limiter.count(key, 15 * MINUTE, now)));
    if (counts.some((count) => count >= RESET_REQUESTS_PER_15_MINUTES)) {
      throw new DomainError('too_many_attempts', IDENTITY_MESSAGES.tooManyResets, 429);
    }
    for (const key of keys) await this.limiter.record(key, now);
  }

  async refuseIfVerificationBlocked(resetId: string): Promise<void> {
    const count = await this.limiter.count(`verify:${resetId}`, 60 * MINUTE, this.clock.now());
    if (count >= VERIFY_ACCOUNT_FAILURES) {
      throw new DomainError('too_many_verifications', IDENTITY_MESSAGES.tooManyVerifications, 429);
    }
  }

  async verificationFailed(resetId: string): Promise<void> {
    await this.limiter.record(`verify:${resetId}`, this.clock.now());
  }

  async refuseIfPinRecoveryBlocked(ip: string, phoneKey: string): Promise<void> {
    const now = this.clock.now();
    const counts = await Promise.all([
      this.limiter.count(`pin:ip:${ip}`, MINUTE, now),
      this.limiter.count(`pin:phone:${phoneKey}`, MINUTE, now),
    ]);
    if (counts.some((count) => count >= PIN_RECOVERY_FAILURES_PER_MINUTE)) {
      throw new DomainError('too_many_attempts', IDENTITY_MESSAGES.tooManyPinRecoveries, 429);
    }
  }

  async pinRecoveryFailed(ip: string, phoneKey: string): Promise<void> {
    const now = this.clock.now();
    await this.limiter.record(`pin:ip:${ip}`, now);
    await this.limiter.record(`pin:phone:${phoneKey}`, now);
  }
}
