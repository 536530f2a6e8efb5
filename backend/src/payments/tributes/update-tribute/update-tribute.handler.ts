import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid, SUBSCRIPTION_MESSAGES as M, type SubscribeResult } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { SubscriptionFlows } from '../../../subscriptions/subscription-flows.js';
import { tributeCents } from '../tribute-rules.js';
import { UpdateTributeCommand } from './update-tribute.command.js';

@CommandHandler(UpdateTributeCommand)
export class UpdateTributeHandler implements ICommandHandler<UpdateTributeCommand> {
  constructor(
    private readonly flows: SubscriptionFlows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    customerId,
    tributeId,
    body,
    context,
  }: UpdateTributeCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    if (!isUuid(tributeId)) throw new NotFoundError(M.notSubscribed, 'not_subscribed');
    const rateCents = body.rate === undefined ? null : tributeCents(body.rate);
    await this.flows.owned(tributeId, customerId);
    return this.flows.run(
      tributeId,
      { type: 'UpdateTribute', rateCents, message: body.message ?? null },
      { ...context, now },
    );
  }
}
