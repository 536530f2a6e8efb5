import { chargeStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SERVICE_ACTOR } from '../../../customers/service-api/service-token.guard.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { chargeDecider } from '../charge.decider.js';
import { ChargeLookup } from '../charge-lookup.js';
import { TopUpReversals } from '../../site-dollars/top-up-reversals.js';
import { ReportChargebackCommand } from './report-chargeback.command.js';

/**
 * A chargeback is keyed by the processor's dispute id, so a repeated report records nothing. A
 * chargeback of a site-dollar top-up lowers the customer's balance instead (docs/adr/0108).
 */
@CommandHandler(ReportChargebackCommand)
export class ReportChargebackHandler implements ICommandHandler<ReportChargebackCommand> {
  constructor(
    private readonly lookup: ChargeLookup,
    private readonly commands: CommandProcessor,
    private readonly topUps: TopUpReversals,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ body, context }: ReportChargebackCommand): Promise<CommandOutcome> {
    const now = this.clock.now();
    const topUp = await this.topUps.find(body.charge_id);
    if (topUp) {
      return this.topUps.chargeback(topUp, body.dispute_id, body.amount_cents, body.reason, {
        ...context,
        actor: SERVICE_ACTOR,
        now,
      });
    }
    const charge = await this.lookup.find(body.charge_id, true);
    return this.commands.handle(
      chargeStreamId(charge.chargeId),
      chargeDecider,
      {
        type: 'ReceiveChargeback',
        chargebackId: idFromKey('chargeback', body.dispute_id),
        charge,
        amountCents: body.amount_cents,
        feeCents: body.fee_cents,
        reason: body.reason,
      },
      { ...context, actor: SERVICE_ACTOR, now },
    );
  }
}
