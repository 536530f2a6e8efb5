import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BulkActionResult, customerChatStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { batches, plural } from '../../customers-support.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { chatDecider } from '../chat.decider.js';
import { SendChatMessageCommand } from './send-chat-message.command.js';

/** Blocked customers (either way) are left out: a block stops contact (spec 002 §4). */
@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly reader: CustomerReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ creatorId, body, context }: SendChatMessageCommand): Promise<BulkActionResult> {
    const view = await this.reader.view(creatorId);
    const { rows, unknown } = await this.reader.select(view, body, 'ids');
    const recipients = rows
      .filter((row) => !row.blockedByCreator && !row.blockedByCustomer)
      .map((row) => row.customerId);
    const messageId = context.idempotencyKey
      ? idFromKey('chat-message', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const outcome = await this.commands.handle(
      customerChatStreamId(creatorId),
      chatDecider,
      {
        type: 'SendChatMessage',
        creatorId,
        messageId,
        message: body.message,
        batches: batches(recipients),
      },
      { ...context, now: this.clock.now() },
    );
    return {
      applied: recipients.length,
      skipped: unknown + rows.length - recipients.length,
      position: outcome.position,
      message: `Message sent to ${plural(recipients.length, 'customer')}.`,
    };
  }
}
