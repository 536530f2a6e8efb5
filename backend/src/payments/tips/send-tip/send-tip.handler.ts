import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { ValidationError } from '../../../shared/errors.js';
import { tipDecider, tipStreamId } from '../tip.decider.js';
import { SendTipCommand } from './send-tip.command.js';

@CommandHandler(SendTipCommand)
export class SendTipHandler implements ICommandHandler<SendTipCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  execute({ customerId, body, context }: SendTipCommand): Promise<CommandOutcome> {
    const creatorId = body.advisor_id ?? body.listing_id;
    if (!creatorId || !isUuid(creatorId)) {
      throw new ValidationError({ advisor_id: 'Please choose the Flirt to tip.' });
    }
    const tipId = context.idempotencyKey
      ? idFromKey('tip', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    return this.commands.handle(
      tipStreamId(customerId, creatorId),
      tipDecider,
      {
        type: 'SendTip',
        tipId,
        customerId,
        creatorId,
        amountText: body.amount_text,
        message: body.bonus_message,
        listingId: body.listing_id ?? null,
        fromChat: body.from_nf_chat,
      },
      { ...context, now: this.clock.now() },
    );
  }
}
