import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  calendarDateOf,
  IDENTITY_MESSAGES,
  normalizeLogin,
  validateDateOfBirth,
  userStreamId,
} from '@flirtwire/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../shared/domain/ids.js';
import { DomainError, ValidationError } from '../../shared/errors.js';
import { actingAs, captchaFailed, newPin } from '../identity-support.js';
import { identifierTaken } from '../reservations/reservation.decider.js';
import { Reservations } from '../reservations/reservations.js';
import { AttemptLimits } from '../security/attempt-limits.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { userDecider } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';
import { type SignedUp, SignUpCommand } from './sign-up.command.js';

/**
 * Sign-up: reserve the login, then the email, then write the account. Should the account not
 * be written, both reservations are released at once (and, after a crash, become reclaimable
 * after RESERVATION_GRACE_MS), so a failed sign-up never blocks a login for good.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly reservations: Reservations,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly hasher: PasswordHasher,
    private readonly limits: AttemptLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ body, context, ip }: SignUpCommand): Promise<SignedUp> {
    const captchaAnswer = body.recaptcha_token ?? body.additionalParams?.['g-recaptcha-response'];
    const { captcha } = this.limits;
    if (captcha.enabled && !(await captcha.verify(captchaAnswer, ip))) {
      throw captchaFailed(IDENTITY_MESSAGES.captchaFailed, 'recaptcha_token');
    }
    // "Taken" answers tell which emails have accounts (the spec signs the person straight in,
    // so they cannot be made uniform): a source gets only a few of them (ADR 0022).
    await this.limits.refuseIfSignUpsBlocked(ip);
    const now = this.clock.now();
    const today = calendarDateOf(now);
    const dobProblem = validateDateOfBirth(body.dateOfBirth, today, this.config.productName);
    if (dobProblem) throw new ValidationError({ dateOfBirth: dobProblem });

    const userId = context.idempotencyKey
      ? idFromKey('user', context.idempotencyKey)
      : this.ids.next();
    const loginKey = normalizeLogin(body.login);
    const emailKey = this.directory.keyOf('email', body.email);
    // Refuse a taken login or email before writing anything: a refused sign-up appends nothing
    // (short of a race with another sign-up, where the reservations below decide).
    for (const [kind, key] of [
      ['login', loginKey],
      ['email', emailKey],
    ] as const) {
      const owner = await this.directory.ownerOf(kind, key);
      if (owner && owner !== userId && (await this.directory.claims(kind, key, owner))) {
        await this.limits.signUpRefused(ip);
        throw identifierTaken(kind);
      }
    }
    await this.reserveOrCount('login', loginKey, userId, context, ip);
    try {
      await this.reserveOrCount('email', emailKey, userId, context, ip);
    } catch (error) {
      await this.reservations.release('login', loginKey, userId, context);
      throw error;
    }
    try {
      const passwordHash = await this.hasher.hash(body.password);
      await this.commands.handle(
        userStreamId(userId),
        userDecider,
        {
          type: 'SignUp',
          userId,
          login: body.login,
          sealedEmail: await this.vault.encrypt(userId, body.email.trim()),
          emailIndex: emailKey,
          dateOfBirth: body.dateOfBirth,
          sealedDateOfBirth: await this.vault.encrypt(userId, body.dateOfBirth),
          sealedPasswordHash: await this.vault.encrypt(userId, passwordHash),
          sealedPin: await this.vault.encrypt(userId, newPin()),
          offersOptIn: body.enable_platphorm_offers,
          flirtSignup: body.flirt_signup,
          today,
          productName: this.config.productName,
        },
        actingAs(context, { id: userId, role: 'customer' }, now),
      );
    } catch (error) {
      await this.reservations.release('email', emailKey, userId, context);
      await this.reservations.release('login', loginKey, userId, context);
      throw error;
    }
    return { userId, login: body.login, flirtSignup: body.flirt_signup };
  }

  /** A reservation lost to a race is a "taken" answer too. */
  private async reserveOrCount(
    kind: 'login' | 'email',
    key: string,
    userId: string,
    context: SignUpCommand['context'],
    ip: string,
  ): Promise<void> {
    try {
      await this.reservations.reserve(kind, key, userId, context);
    } catch (error) {
      if (error instanceof DomainError && error.code === `${kind}_taken`) {
        await this.limits.signUpRefused(ip);
      }
      throw error;
    }
  }
}
