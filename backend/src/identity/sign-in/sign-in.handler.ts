import { timingSafeEqual } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  IDENTITY_MESSAGES,
  normalizeLogin,
  parseUsCaPhone,
  type SignInBody,
} from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { DomainError, ValidationError } from '../../shared/errors.js';
import { captchaFailed, requestedRedirect } from '../identity-support.js';
import { AttemptLimits } from '../security/attempt-limits.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { UserDirectory } from '../user/user-directory.js';
import { currentStep, type UserState } from '../user/user.state.js';
import { FLIRT_SETUP_PATH } from '../sign-up/sign-up.http.js';
import { type SignedIn, SignInCommand } from './sign-in.command.js';

/** After a forgot-PIN sign-in the person lands where their PIN is shown. */
const PIN_RECOVERED_PATH = '/account';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  private readonly logger = new Logger('SignIn');

  constructor(
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly hasher: PasswordHasher,
    private readonly limits: AttemptLimits,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  execute({ body, ip }: SignInCommand): Promise<SignedIn> {
    switch (body.type) {
      case 'web':
        return this.web(body, ip);
      case 'phone':
        return this.phone(body, ip);
      case 'forgot_pin':
        return this.forgotPin(body, ip);
    }
  }

  /** The limit key of what was typed: a lowercased login, or an email's blind index. */
  loginKey(login: string): string {
    return login.includes('@')
      ? `email:${this.directory.keyOf('email', login)}`
      : `login:${normalizeLogin(login)}`;
  }

  private async web(body: Extract<SignInBody, { type: 'web' }>, ip: string): Promise<SignedIn> {
    const key = this.loginKey(body.login);
    await this.limits.refuseIfSignInBlocked(ip, key);
    await this.requireCaptchaIfAsked(ip, key, body.additionalParams?.['g-recaptcha-response']);
    const user = await this.directory.findByLoginOrEmail(body.login);
    const passwordHash = user
      ? await this.vault.decrypt(user.userId, user.sealedPasswordHash)
      : null;
    const ok = await this.hasher.verify(passwordHash, body.password);
    if (!user || !ok) {
      await this.limits.signInFailed(ip, key);
      this.logger.log({ userId: user?.userId ?? null, type: 'web' }, 'sign-in refused');
      throw new DomainError('sign_in_failed', IDENTITY_MESSAGES.signInFailed, 401);
    }
    return this.succeed(user, key, requestedRedirect(body.additionalParams));
  }

  /**
   * A PIN is only 4 digits, so wrong ones lock the phone and the source out with exponential
   * backoff, and a captcha is asked for after a few (ADR 0022).
   */
  private async phone(body: Extract<SignInBody, { type: 'phone' }>, ip: string): Promise<SignedIn> {
    const e164 = parseUsCaPhone(body.digits);
    if (!e164) throw new ValidationError({ digits: IDENTITY_MESSAGES.phoneInvalid });
    const phoneKey = this.directory.keyOf('phone', e164);
    await this.limits.refuseIfPinLocked(ip, phoneKey);
    if (await this.limits.pinNeedsCaptcha(ip, phoneKey)) {
      await this.checkCaptcha(ip, body.additionalParams?.['g-recaptcha-response']);
    }
    const user = await this.directory.findBy('phone', e164);
    const pin = user?.sealedPin ? await this.vault.decrypt(user.userId, user.sealedPin) : null;
    if (!user || pin === null || !sameText(pin, body.password)) {
      await this.limits.pinFailed(ip, phoneKey);
      this.logger.log({ userId: user?.userId ?? null, type: 'phone' }, 'sign-in refused');
      throw new DomainError('sign_in_failed', IDENTITY_MESSAGES.phoneSignInFailed, 401);
    }
    await this.limits.pinSucceeded(phoneKey);
    return this.succeed(user, `phone:${phoneKey}`, requestedRedirect(body.additionalParams));
  }

  private async forgotPin(
    body: Extract<SignInBody, { type: 'forgot_pin' }>,
    ip: string,
  ): Promise<SignedIn> {
    if (
      this.limits.captcha.enabled &&
      !(await this.limits.captcha.verify(body.additionalParams?.['g-recaptcha-response'], ip))
    ) {
      throw captchaFailed(IDENTITY_MESSAGES.forgotPinCaptchaFailed, 'g-recaptcha-response');
    }
    const e164 = parseUsCaPhone(body.digits);
    if (!e164) throw new ValidationError({ digits: IDENTITY_MESSAGES.phoneInvalid });
    const phoneKey = this.directory.keyOf('phone', e164);
    await this.limits.refuseIfPinRecoveryBlocked(ip, phoneKey);
    const user = await this.directory.findBy('phone', e164);
    let matched = false;
    for (const card of user?.cards ?? []) {
      const ok = await this.gateway.verifyCardholder(card.token, {
        trailingDigits: body.cc_last_6,
        billingZip: body.billing_zip,
      });
      if (ok) matched = true;
    }
    if (!user || !matched) {
      await this.limits.pinRecoveryFailed(ip, phoneKey);
      this.logger.log({ userId: user?.userId ?? null, type: 'forgot_pin' }, 'PIN recovery refused');
      throw new DomainError('pin_recovery_failed', IDENTITY_MESSAGES.forgotPinFailed, 422);
    }
    return this.succeed(user, `phone:${phoneKey}`, PIN_RECOVERED_PATH);
  }

  private async requireCaptchaIfAsked(
    ip: string,
    key: string,
    answer: string | undefined,
  ): Promise<void> {
    if (!(await this.limits.signInNeedsCaptcha(ip, key))) return;
    await this.checkCaptcha(ip, answer);
  }

  private async checkCaptcha(ip: string, answer: string | undefined): Promise<void> {
    if (!(await this.limits.captcha.verify(answer, ip))) {
      throw captchaFailed(IDENTITY_MESSAGES.captchaFailed, 'g-recaptcha-response');
    }
  }

  private async succeed(user: UserState, key: string, requested: string | null): Promise<SignedIn> {
    if (!user.active) {
      throw new DomainError('account_inactive', IDENTITY_MESSAGES.accountInactive, 403);
    }
    await this.limits.signInSucceeded(key);
    const redirectTo =
      requested === PIN_RECOVERED_PATH
        ? requested
        : currentStep(user) !== null && currentStep(user) !== 'completed'
          ? FLIRT_SETUP_PATH
          : (requested ?? '/');
    return { userId: user.userId, login: user.login, redirectTo };
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
