import { Command } from '@nestjs/cqrs';
import type { BulkActionResult, ChatMessagesBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Spec 002 §7 chat_messages: one message (at most 1000 characters) to many customers. */
export class SendChatMessageCommand extends Command<BulkActionResult> {
  constructor(
    readonly creatorId: string,
    readonly body: ChatMessagesBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
