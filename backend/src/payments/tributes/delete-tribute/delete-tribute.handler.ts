import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid, SUBSCRIPTION_MESSAGES as M, type SubscribeResult } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { SubscriptionFlows } from '../../../subscriptions/subscription-flows.js';
import { DeleteTributeCommand } from './delete-tribute.command.js';

@CommandHandler(DeleteTributeCommand)
export class DeleteTributeHandler implements ICommandHandler<DeleteTributeCommand> {
  constructor(
    private readonly flows: SubscriptionFlows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    customerId,
    tributeId,
    context,
  }: DeleteTributeCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    if (!isUuid(tributeId)) throw new NotFoundError(M.notSubscribed, 'not_subscribed');
    const state = await this.flows.owned(tributeId, customerId);
    if (state.plan?.kind !== 'tribute') throw new NotFoundError(M.notATribute, 'not_a_tribute');
    return this.flows.run(
      tributeId,
      { type: 'Unsubscribe', now: now.toISOString() },
      { ...context, now },
    );
  }
}
