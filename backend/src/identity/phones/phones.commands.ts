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
