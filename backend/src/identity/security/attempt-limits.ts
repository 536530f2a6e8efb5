import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { DomainError } from '../../shared/errors.js';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from './captcha.js';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.js';

/** Failed sign-ins per minute, per ip and per login, before 429 (the 6th attempt is refused). */
const SIGN_IN_FAILURES_PER_MINUTE = 5;
/** Failed sign-ins within 15 minutes, per ip or login, after which the server asks for a captcha. */
const CAPTCHA_AFTER_FAILURES = 3;
const CAPTCHA_WINDOW_MS = 15 * 60_000;
/** Password reset requests per 15 minutes, per ip and per email. */
const RESET_REQUESTS_PER_15_MINUTES = 5;
/** Wrong "verify account" answers per reset request (it lives an hour) before it is dead. */
const VERIFY_ACCOUNT_FAILURES = 5;
/** Failed PIN recoveries per minute, per ip and per phone. */
const PIN_RECOVERY_FAILURES_PER_MINUTE = 5;
/** Sign-ups refused for a taken Member Name or email, per source per 15 minutes, before 429. */
const TAKEN_SIGN_UPS_PER_15_MINUTES = 5;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Exponential backoff over the failures of the last day: the first `free` cost nothing, then
 * each one doubles the wait after the newest (1, 2, 4 ... minutes, at most a day).
 */
export interface Backoff {
  readonly free: number;
  readonly baseMs: number;
  readonly maxMs: number;
}

/** Wrong PINs per phone: 4 digits are 10,000 guesses, so after 5 free ones the waits double. */
export const PIN_BACKOFF_PER_PHONE: Backoff = { free: 5, baseMs: MINUTE, maxMs: DAY };
/** Wrong PINs per source (across phones), a little looser for shared addresses. */
const PIN_BACKOFF_PER_SOURCE: Backoff = { free: 10, baseMs: MINUTE, maxMs: DAY };
/** Wrong PINs (per phone or source, within a day) after which a captcha is asked for. */
const PIN_CAPTCHA_AFTER_FAILURES = 3;
/** Wrong phone verification codes per phone number (across codes and resends) and per person. */
const PHONE_CODE_BACKOFF: Backoff = { free: 5, baseMs: MINUTE, maxMs: DAY };
/**
 * Codes sent per phone number, across accounts (a pumped number is the target): the first and
 * two resends at once, then the waits double.
 */
const CODE_SEND_BACKOFF_PER_PHONE: Backoff = { free: 3, baseMs: MINUTE, maxMs: DAY };
/** Codes sent per person across their phones. */
const CODE_SEND_BACKOFF_PER_USER: Backoff = { free: 5, baseMs: MINUTE, maxMs: DAY };

/** How long a key is still locked out, given its failures in the last day and the newest one. */
export function backoffWaitMs(
  failures: number,
  latest: Date | null,
  now: Date,
  backoff: Backoff,
): number {
  if (failures < backoff.free || latest === null) return 0;
  const wait = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (failures - backoff.free));
  return Math.max(0, latest.getTime() + wait - now.getTime());
}

/** "1 minute", "7 minutes", "3 hours": what a lockout message tells the person to wait. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * The address the per-source limits count: an IPv4 address as is (also when IPv4-mapped), an
 * IPv6 address by its /64, since one subscriber usually holds a whole /64 and could otherwise
 * rotate through it.
 */
export function sourceKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The abuse limits of sign-in, sign-up, password reset, PIN sign-in and recovery, and phone
 * verification (ADR 0022), and when to ask for a captcha. Keys hold a normalized login, an
 * email's or phone's blind index, a user id or a source address (`sourceKey`), never the clear
 * value.
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
      this.limiter.count(`signin:ip:${sourceKey(ip)}`, MINUTE, now),
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
      this.limiter.count(`signin:ip:${sourceKey(ip)}`, CAPTCHA_WINDOW_MS, now),
      loginKey === null
        ? Promise.resolve(0)
        : this.limiter.count(`signin:login:${loginKey}`, CAPTCHA_WINDOW_MS, now),
    ]);
    return counts.some((count) => count >= CAPTCHA_AFTER_FAILURES);
  }

  async signInFailed(ip: string, loginKey: string): Promise<void> {
    const now = this.clock.now();
    await this.limiter.record(`signin:ip:${sourceKey(ip)}`, now);
    await this.limiter.record(`signin:login:${loginKey}`, now);
  }

  async signInSucceeded(loginKey: string): Promise<void> {
    await this.limiter.reset(`signin:login:${loginKey}`);
  }

  /** Counts a password reset request; the 6th within 15 minutes (per ip or email) gets 429. */
  async countResetRequest(ip: string, emailKey: string): Promise<void> {
    const now = this.clock.now();
    const keys = [`reset:ip:${sourceKey(ip)}`, `reset:email:${emailKey}`];
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
      this.limiter.count(`pin:ip:${sourceKey(ip)}`, MINUTE, now),
      this.limiter.count(`pin:phone:${phoneKey}`, MINUTE, now),
    ]);
    if (counts.some((count) => count >= PIN_RECOVERY_FAILURES_PER_MINUTE)) {
      throw new DomainError('too_many_attempts', IDENTITY_MESSAGES.tooManyPinRecoveries, 429);
    }
  }

  async pinRecoveryFailed(ip: string, phoneKey: string): Promise<void> {
    const now = this.clock.now();
    await this.limiter.record(`pin:ip:${sourceKey(ip)}`, now);
    await this.limiter.record(`pin:phone:${phoneKey}`, now);
  }

  /** Phone sign-in: refused while the phone or the source is in its backoff after wrong PINs. */
  async refuseIfPinLocked(ip: string, phoneKey: string): Promise<void> {
    const wait = Math.max(
      await this.waitOf(`pinsignin:phone:${phoneKey}`, PIN_BACKOFF_PER_PHONE),
      await this.waitOf(`pinsignin:src:${sourceKey(ip)}`, PIN_BACKOFF_PER_SOURCE),
    );
    if (wait > 0) {
      const message = IDENTITY_MESSAGES.tooManyPins(waitText(wait));
      throw new DomainError('too_many_attempts', message, 429, { password: message });
    }
  }

  /** A captcha (when on) after 3 wrong PINs within a day for the phone or the source. */
  async pinNeedsCaptcha(ip: string, phoneKey: string | null): Promise<boolean> {
    if (!this.captcha.enabled) return false;
    const now = this.clock.now();
    const counts = await Promise.all([
      this.limiter.count(`pinsignin:src:${sourceKey(ip)}`, DAY, now),
      phoneKey === null
        ? Promise.resolve(0)
        : this.limiter.count(`pinsignin:phone:${phoneKey}`, DAY, now),
    ]);
    return counts.some((count) => count >= PIN_CAPTCHA_AFTER_FAILURES);
  }

  async pinFailed(ip: string, phoneKey: string): Promise<void> {
    const now = this.clock.now();
    await this.limiter.record(`pinsignin:phone:${phoneKey}`, now);
    await this.limiter.record(`pinsignin:src:${sourceKey(ip)}`, now);
  }

  async pinSucceeded(phoneKey: string): Promise<void> {
    await this.limiter.reset(`pinsignin:phone:${phoneKey}`);
  }

  /**
   * Counts a verification code about to be sent (SMS costs money and each code is a new set of
   * guesses): per phone number and per person, with exponential backoff.
   */
  async countCodeSend(userId: string, phoneKey: string): Promise<void> {
    const wait = Math.max(
      await this.waitOf(`codesend:phone:${phoneKey}`, CODE_SEND_BACKOFF_PER_PHONE),
      await this.waitOf(`codesend:user:${userId}`, CODE_SEND_BACKOFF_PER_USER),
    );
    if (wait > 0) {
      throw new DomainError(
        'too_many_codes',
        IDENTITY_MESSAGES.tooManyCodeSends(waitText(wait)),
        429,
      );
    }
    const now = this.clock.now();
    await this.limiter.record(`codesend:phone:${phoneKey}`, now);
    await this.limiter.record(`codesend:user:${userId}`, now);
  }

  /** Wrong codes count per phone number across codes and resends, and per person. */
  async refuseIfCodeChecksLocked(userId: string, phoneKey: string): Promise<void> {
    const wait = Math.max(
      await this.waitOf(`codecheck:phone:${phoneKey}`, PHONE_CODE_BACKOFF),
      await this.waitOf(`codecheck:user:${userId}`, PHONE_CODE_BACKOFF),
    );
    if (wait > 0) {
      const message = IDENTITY_MESSAGES.tooManyPhoneCodes(waitText(wait));
      throw new DomainError('too_many_attempts', message, 429, { code: message });
    }
  }

  async codeCheckFailed(userId: string, phoneKey: string): Promise<void> {
    const now = this.clock.now();
    await this.limiter.record(`codecheck:phone:${phoneKey}`, now);
    await this.limiter.record(`codecheck:user:${userId}`, now);
  }

  /** Sign-up answers tell whether a Member Name or email is taken, so refusals are limited per source. */
  async refuseIfSignUpsBlocked(ip: string): Promise<void> {
    const count = await this.limiter.count(
      `signup:src:${sourceKey(ip)}`,
      15 * MINUTE,
      this.clock.now(),
    );
    if (count >= TAKEN_SIGN_UPS_PER_15_MINUTES) {
      throw new DomainError('too_many_attempts', IDENTITY_MESSAGES.tooManySignUps, 429);
    }
  }

  async signUpRefused(ip: string): Promise<void> {
    await this.limiter.record(`signup:src:${sourceKey(ip)}`, this.clock.now());
  }

  private async waitOf(key: string, backoff: Backoff): Promise<number> {
    const now = this.clock.now();
    const [failures, latest] = await Promise.all([
      this.limiter.count(key, DAY, now),
      this.limiter.latest(key, now),
    ]);
    return backoffWaitMs(failures, latest, now, backoff);
  }
}
