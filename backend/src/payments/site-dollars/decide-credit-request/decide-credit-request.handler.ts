import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid, SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import {
  SITE_DOLLAR_CREDIT_REQUESTS,
  type SiteDollarCreditRequestDoc,
} from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { siteDollarsDecider } from '../site-dollars.decider.js';
import { DecideCreditRequestCommand } from './decide-credit-request.command.js';

/**
 * Finds whose balance a credit request is on (the requests read model), then lets the customer's
 * site-dollar decider decide: only a pending request, never by its requester or its recipient.
 */
@CommandHandler(DecideCreditRequestCommand)
export class DecideCreditRequestHandler implements ICommandHandler<DecideCreditRequestCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    requestId,
    decision,
    context,
  }: DecideCreditRequestCommand): Promise<CommandOutcome> {
    const request = isUuid(requestId)
      ? await this.readModels
          .collection<SiteDollarCreditRequestDoc>(SITE_DOLLAR_CREDIT_REQUESTS)
          .findOne({ _id: requestId })
      : null;
    if (!request)
      throw new NotFoundError(SITE_DOLLARS_MESSAGES.requestNotFound, 'request_not_found');
    const now = this.clock.now();
    const at = now.toISOString();
    const customerId = request.customerId;
    return this.commands.handle(
      siteDollarsStreamId(customerId),
      siteDollarsDecider,
      decision.type === 'approve'
        ? {
            type: 'ApproveCreditRequest',
            requestId,
            customerId,
            approvedBy: context.actor.id,
            note: decision.note,
            at,
          }
        : {
            type: 'RejectCreditRequest',
            requestId,
            customerId,
            rejectedBy: context.actor.id,
            reason: decision.reason,
            at,
          },
      { ...context, now },
    );
  }
}
