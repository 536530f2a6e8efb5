import { Command } from '@nestjs/cqrs';
import type { SendMailBody, SendMailResponse, OpenMailResponse } from '@flirtwire/contracts';
import type { CommandOutcome } from '../shared/commands/command-processor.js';
import type { RequestContext } from '../shared/http/request-context.js';

export class SendMailCommand extends Command<SendMailResponse> {
  constructor(
    readonly senderId: string,
    readonly body: SendMailBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class OpenMailCommand extends Command<OpenMailResponse> {
  constructor(
    readonly readerId: string,
    readonly mailId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class SetMailPriceCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly priceCents: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class StartMailDraftCommand extends Command<{ draftId: string }> {
  constructor(
    readonly creatorId: string,
    readonly logins: readonly string[],
    readonly returnTo: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
