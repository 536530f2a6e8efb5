import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';

export class AddPhoneCommand extends Command<CommandOutcome & { phoneId: string }> {
  constructor(
    readonly userId: string,
    /** E.164, already validated as a US or Canadian number. */
    readonly e164: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/**
 * Sends a verification code to one of the person's phones, within the send limits (ADR 0022).
 * `developmentCode` is the code itself, only where codes may be shown (not production).
 */
export class SendPhoneCodeCommand extends Command<{ developmentCode: string | null }> {
  constructor(
    readonly userId: string,
    readonly phoneId: string,
  ) {
    super();
  }
}

/** Checks the code; a verified number becomes this account's (unique across accounts). */
export class ConfirmPhoneCommand extends Command<CommandOutcome> {
  constructor(
    readonly userId: string,
    readonly phoneId: string,
    readonly code: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class RemovePhoneCommand extends Command<CommandOutcome> {
  constructor(
    readonly userId: string,
    readonly phoneId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
