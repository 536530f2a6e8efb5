import { Command } from '@nestjs/cqrs';
import type { SendChatMessageBody } from '@flirtwire/contracts';
import type { CommandOutcome } from '../shared/commands/command-processor.js';
import type { RequestContext } from '../shared/http/request-context.js';

export class SendChatMessageCommand extends Command<CommandOutcome> {
  constructor(
    readonly userId: string,
    readonly ref: string,
    readonly body: SendChatMessageBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class MarkChatReadCommand extends Command<CommandOutcome> {
  constructor(
    readonly userId: string,
    readonly ref: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
