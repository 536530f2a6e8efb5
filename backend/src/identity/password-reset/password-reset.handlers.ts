import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  IDENTITY_MESSAGES,
  normalizeEmail,
  type PasswordResetRequestResult,
  userStreamId,
} from '@flirtwire/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import type { IdGenerator } from '../../shared/domain/ids.js';
import { DomainError } from '../../shared/errors.js';
import { actingAs, captchaFailed } from '../identity-support.js';
import { MAILER, type Mailer } from '../ports/mailer.js';
import { PayerIdVerification } from '../ports/payer-id-verification.js';
import { AttemptLimits } from '../security/attempt-limits.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { SessionService } from '../sessions/session.service.js';
import { userDecider } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';
import {
  CompletePasswordResetCommand,
  RequestPasswordResetCommand,
  VerifyAccountCommand,
} from './password-reset.commands.js';
import { hashResetToken, newResetToken, RESET_LINK_TTL_MS, ResetLinkIds } from './reset-links.js';

/** The one answer for unknown, inactive and link-mailed accounts (spec 002 §7 redirect target). */
const EMAIL_SENT: PasswordResetRequestResult = {
  redirectTo: 'reset_password_complete',
  id: null,
  message: null,
};

const resetLinkExpired = () =>
  new DomainError('reset_link_expired', IDENTITY_MESSAGES.resetExpired, 410);

async function mailResetLink(
  mailer: Mailer,
  vault: PersonalDataVault,
  config: AppConfig,
  userId: string,
  sealedEmail: string,
  linkId: string,
  token: string,
): Promise<void> {
  const to = await vault.decrypt(userId, sealedEmail);
  if (!to) return;
  const link = `${config.publicUrl}/new_password?id=${encodeURIComponent(linkId)}&token=${token}`;
  await mailer.send({
    to,
    subject: `Reset your ${config.productName} password`,
    text: `Someone asked to reset the password of your ${config.productName} account. To choose a new one, open ${link} within an hour. If it was not you, ignore this email.`,
    kind: 'password_reset',
    userId,
  });
}

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly limits: AttemptLimits,
    private readonly payerIds: PayerIdVerification,
    private readonly linkIds: ResetLinkIds,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    body,
    context,
    ip,
  }: RequestPasswordResetCommand): Promise<PasswordResetRequestResult> {
    const answer = body['g-recaptcha-response'] ?? body.recaptcha_token;
    if (this.limits.captcha.enabled && !(await this.limits.captcha.verify(answer, ip))) {
      throw captchaFailed(IDENTITY_MESSAGES.captchaFailed, 'g-recaptcha-response');
    }
    const email = normalizeEmail(body.email);
    await this.limits.countResetRequest(ip, this.directory.keyOf('email', email));
    const user = await this.directory.findBy('email', email);
    // Unknown and inactive addresses get the same answer as known ones, so nobody learns who
    // has an account; only the mailbox's owner hears that theirs is inactive (ADR 0022).
    if (!user) return EMAIL_SENT;
    if (!user.active) {
      await this.mailInactiveNotice(user.userId, user.sealedEmail);
      return EMAIL_SENT;
    }
    const verification =
      user.cards.length > 0
        ? 'card'
        : (await this.payerIds.hasPayerId(user.userId))
          ? 'payer_id'
          : 'none';
    const now = this.clock.now();
    const resetId = this.ids.next();
    const link = verification === 'none' ? newResetToken() : null;
    await this.commands.handle(
      userStreamId(user.userId),
      userDecider,
      {
        type: 'RequestPasswordReset',
        userId: user.userId,
        resetId,
        verification,
        tokenHash: link?.tokenHash ?? null,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
      },
      actingAs(context, { id: user.userId, role: 'visitor' }, now),
    );
    this.logger.log({ userId: user.userId, verification }, 'password reset requested');
    const linkId = this.linkIds.seal(user.userId, resetId);
    if (link) {
      await mailResetLink(
        this.mailer,
        this.vault,
        this.config,
        user.userId,
        user.sealedEmail,
        linkId,
        link.token,
      );
    } else if (verification !== 'none') {
      await this.mailVerifyLink(user.userId, user.sealedEmail, linkId, verification);
    }
    // The same answer whatever the account holds: which check it asks for (a card, a payer id)
    // is told only to the mailbox, so the answer reveals nothing about the account (issue 31).
    return EMAIL_SENT;
  }

  /** The link to the verification step (spec 002 §4: request, then verification, then the new password). */
  private async mailVerifyLink(
    userId: string,
    sealedEmail: string,
    linkId: string,
    verification: 'card' | 'payer_id',
  ): Promise<void> {
    const to = await this.vault.decrypt(userId, sealedEmail);
    if (!to) return;
    const product = this.config.productName;
    const link = `${this.config.publicUrl}/verify_account?type=${verification}&id=${encodeURIComponent(linkId)}`;
    const check =
      verification === 'card'
        ? 'the last 8 digits of your credit card'
        : 'the last 5 digits of your Social Security or Employer ID number';
    await this.mailer.send({
      to,
      subject: `Reset your ${product} password`,
      text: `Someone asked to reset the password of your ${product} account. To confirm it is you, open ${link} within an hour and enter ${check}; we then mail you the link to choose a new password. If it was not you, ignore this email.`,
      kind: 'password_reset',
      userId,
    });
  }

  private async mailInactiveNotice(userId: string, sealedEmail: string): Promise<void> {
    const to = await this.vault.decrypt(userId, sealedEmail);
    if (!to) return;
    await this.mailer.send({
      to,
      subject: `Your ${this.config.productName} password`,
      text: `Someone asked to reset the password of your ${this.config.productName} account. ${IDENTITY_MESSAGES.accountInactive}`,
      kind: 'password_reset',
      userId,
    });
  }
}

@CommandHandler(VerifyAccountCommand)
export class VerifyAccountHandler implements ICommandHandler<VerifyAccountCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly limits: AttemptLimits,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly payerIds: PayerIdVerification,
    private readonly linkIds: ResetLinkIds,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    body,
    context,
  }: VerifyAccountCommand): Promise<{ redirectTo: 'reset_password_complete' }> {
    const ids = this.linkIds.open(body.id);
    if (!ids) throw resetLinkExpired();
    const user = await this.directory.load(ids.userId);
    const reset = user.resets.find((r) => r.resetId === ids.resetId);
    const now = this.clock.now();
    if (!user.exists || !reset || reset.used || Date.parse(reset.expiresAt) <= now.getTime()) {
      throw resetLinkExpired();
    }
    if (reset.verification !== body.type) {
      throw new DomainError('verification_mismatch', IDENTITY_MESSAGES.verifyMismatch, 422);
    }
    await this.limits.refuseIfVerificationBlocked(ids.resetId);
    let matched = false;
    if (body.type === 'card') {
      for (const card of user.cards) {
        if (await this.gateway.verifyCardholder(card.token, { trailingDigits: body.data }))
          matched = true;
      }
    } else {
      matched = await this.payerIds.matchesLastDigits(user.userId, body.data);
    }
    if (!matched) {
      // Counted outside the event log: a refused answer appends nothing.
      await this.limits.verificationFailed(ids.resetId);
      throw new DomainError('verification_mismatch', IDENTITY_MESSAGES.verifyMismatch, 422);
    }
    const link = newResetToken();
    const outcome = await this.commands.handle(
      userStreamId(user.userId),
      userDecider,
      {
        type: 'VerifyPasswordReset',
        userId: user.userId,
        resetId: ids.resetId,
        tokenHash: link.tokenHash,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
        now,
      },
      actingAs(
        { ...context, idempotencyKey: undefined },
        { id: user.userId, role: 'visitor' },
        now,
      ),
    );
    if (outcome.events.some((event) => event.type === 'PasswordResetVerified')) {
      await mailResetLink(
        this.mailer,
        this.vault,
        this.config,
        user.userId,
        user.sealedEmail,
        body.id,
        link.token,
      );
    }
    return { redirectTo: 'reset_password_complete' };
  }
}

@CommandHandler(CompletePasswordResetCommand)
export class CompletePasswordResetHandler implements ICommandHandler<CompletePasswordResetCommand> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly hasher: PasswordHasher,
    private readonly limits: AttemptLimits,
    private readonly sessions: SessionService,
    private readonly linkIds: ResetLinkIds,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ body, context, ip }: CompletePasswordResetCommand): Promise<{ userId: string }> {
    const answer = body.captcha ?? body['g-recaptcha-response'];
    if (this.limits.captcha.enabled && !(await this.limits.captcha.verify(answer, ip))) {
      throw captchaFailed(IDENTITY_MESSAGES.captchaFailed, 'captcha');
    }
    const ids = this.linkIds.open(body.id);
    if (!ids) throw resetLinkExpired();
    const user = await this.directory.load(ids.userId);
    if (!user.exists) throw resetLinkExpired();
    const now = this.clock.now();
    await this.commands.handle(
      userStreamId(user.userId),
      userDecider,
      {
        type: 'CompletePasswordReset',
        userId: user.userId,
        resetId: ids.resetId,
        tokenHash: hashResetToken(body.token),
        sealedPasswordHash: await this.vault.encrypt(
          user.userId,
          await this.hasher.hash(body.user.password),
        ),
        now,
      },
      actingAs(
        { ...context, idempotencyKey: undefined },
        { id: user.userId, role: 'visitor' },
        now,
      ),
    );
    const ended = await this.sessions.endAllFor(user.userId);
    this.logger.log({ userId: user.userId, sessionsEnded: ended }, 'password reset completed');
    return { userId: user.userId };
  }
}
