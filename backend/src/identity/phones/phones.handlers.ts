import { userStreamId } from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import type { OwnerResolver } from '../../shared/auth/ownership.guard.js';
import type { Principal } from '../../shared/auth/principal.js';
import { type CommandOutcome, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../shared/domain/ids.js';
import { DomainError, NotFoundError } from '../../shared/errors.js';
import { PHONE_VERIFIER, type PhoneVerifier } from '../ports/phone-verifier.js';
import { Reservations } from '../reservations/reservations.js';
import { AttemptLimits } from '../security/attempt-limits.js';
import { USER_MESSAGES, userDecider } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';
import {
  AddPhoneCommand,
  ConfirmPhoneCommand,
  RemovePhoneCommand,
  SendPhoneCodeCommand,
} from './phones.commands.js';

export const WRONG_CODE = 'The code you entered is incorrect or has expired. Please try again.';

@CommandHandler(AddPhoneCommand)
export class AddPhoneHandler implements ICommandHandler<AddPhoneCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    userId,
    e164,
    context,
  }: AddPhoneCommand): Promise<CommandOutcome & { phoneId: string }> {
    const phoneId = context.idempotencyKey
      ? idFromKey('phone', userId, context.idempotencyKey)
      : this.ids.next();
    const outcome = await this.commands.handle(
      userStreamId(userId),
      userDecider,
      {
        type: 'AddPhone',
        userId,
        phoneId,
        sealedPhone: await this.vault.encrypt(userId, e164),
        phoneIndex: this.directory.keyOf('phone', e164),
      },
      { ...context, now: this.clock.now() },
    );
    return { ...outcome, phoneId };
  }
}

@CommandHandler(SendPhoneCodeCommand)
export class SendPhoneCodeHandler implements ICommandHandler<SendPhoneCodeCommand> {
  constructor(
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    private readonly limits: AttemptLimits,
    @Inject(PHONE_VERIFIER) private readonly verifier: PhoneVerifier,
  ) {}

  async execute({
    userId,
    phoneId,
  }: SendPhoneCodeCommand): Promise<{ developmentCode: string | null }> {
    const user = await this.directory.load(userId);
    const phone = user.phones.find((p) => p.phoneId === phoneId);
    const number = phone ? await this.vault.decrypt(user.userId, phone.sealedPhone) : null;
    if (!phone || !number) throw new NotFoundError(USER_MESSAGES.phoneNotFound, 'phone_not_found');
    // Counted per number (not per phone id), so removing and re-adding it starts nothing afresh.
    await this.limits.countCodeSend(userId, phone.phoneIndex);
    return this.verifier.send(phone.phoneId, number);
  }
}

@CommandHandler(ConfirmPhoneCommand)
export class ConfirmPhoneHandler implements ICommandHandler<ConfirmPhoneCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    private readonly reservations: Reservations,
    private readonly limits: AttemptLimits,
    @Inject(PHONE_VERIFIER) private readonly verifier: PhoneVerifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, phoneId, code, context }: ConfirmPhoneCommand): Promise<CommandOutcome> {
    const user = await this.directory.load(userId);
    const phone = user.phones.find((p) => p.phoneId === phoneId);
    if (!phone) throw new NotFoundError(USER_MESSAGES.phoneNotFound, 'phone_not_found');
    // A new code does not mean new guesses: wrong codes count per number across resends.
    await this.limits.refuseIfCodeChecksLocked(userId, phone.phoneIndex);
    if (!(await this.verifier.check(phoneId, code))) {
      await this.limits.codeCheckFailed(userId, phone.phoneIndex);
      throw new DomainError('wrong_code', WRONG_CODE, 422, { code: WRONG_CODE });
    }
    await this.reservations.reserve('phone', phone.phoneIndex, userId, context);
    try {
      return await this.commands.handle(
        userStreamId(userId),
        userDecider,
        { type: 'VerifyPhone', userId, phoneId },
        { ...context, now: this.clock.now() },
      );
    } catch (error) {
      await this.reservations.release('phone', phone.phoneIndex, userId, context);
      throw error;
    }
  }
}

@CommandHandler(RemovePhoneCommand)
export class RemovePhoneHandler implements ICommandHandler<RemovePhoneCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    private readonly reservations: Reservations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, phoneId, context }: RemovePhoneCommand): Promise<CommandOutcome> {
    const user = await this.directory.load(userId);
    const phone = user.phones.find((p) => p.phoneId === phoneId);
    const outcome = await this.commands.handle(
      userStreamId(userId),
      userDecider,
      { type: 'RemovePhone', userId, phoneId },
      { ...context, now: this.clock.now() },
    );
    if (phone?.verified)
      await this.reservations.release('phone', phone.phoneIndex, userId, context);
    return outcome;
  }
}

/** Phones are owned by the account they were added to. */
@Injectable()
export class PhoneOwner implements OwnerResolver {
  constructor(private readonly directory: UserDirectory) {}

  async ownerOf(phoneId: string, principal: Principal): Promise<string | null> {
    const user = await this.directory.load(principal.userId);
    return user.phones.some((phone) => phone.phoneId === phoneId) ? principal.userId : null;
  }
}
