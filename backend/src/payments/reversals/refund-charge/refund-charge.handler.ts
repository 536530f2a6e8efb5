import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseMoneyText, REVERSAL_MESSAGES as M, chargeStreamId } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { DomainError, ValidationError } from '../../../shared/errors.js';
import { type ChargeCommand, chargeDecider } from '../charge.decider.js';
import { ChargeLookup } from '../charge-lookup.js';
import { checkNotOwnCharge } from '../own-charge.js';
import { CustomerPayments } from '../../customer-payments.js';
import { TopUpReversals } from '../../site-dollars/top-up-reversals.js';
import { RefundChargeCommand } from './refund-charge.command.js';

/**
 * A refund goes back to whatever paid (the processor for a card, the balance for site dollars,
 * through the payment seam) first, under a refund id derived from the request's
 * Idempotency-Key (or from the number of refunds so far), so a repeated request refunds once;
 * then PaymentRefunded is appended to `charge-<chargeId>`. The rules (never more than still
 * paid) are checked before the processor is asked, and again on append.
 */
@CommandHandler(RefundChargeCommand)
export class RefundChargeHandler implements ICommandHandler<RefundChargeCommand> {
  constructor(
    private readonly lookup: ChargeLookup,
    private readonly commands: CommandProcessor,
    private readonly payments: CustomerPayments,
    private readonly topUps: TopUpReversals,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ chargeId, body, context }: RefundChargeCommand): Promise<CommandOutcome> {
    const now = this.clock.now();
    let amountCents: number | null = null;
    if (body.amount_text !== undefined) {
      amountCents = parseMoneyText(body.amount_text.trim());
      if (amountCents === null) {
        throw new ValidationError({ amount_text: M.amountFormat }, M.amountFormat);
      }
    }
    // A site-dollar top-up has no Flirt: it is refunded on the customer's balance stream.
    const topUp = await this.topUps.find(chargeId);
    if (topUp) {
      checkNotOwnCharge(context.actor.id, topUp);
      return this.topUps.refund(topUp, amountCents, body.reason, { ...context, now });
    }
    const charge = await this.lookup.find(chargeId);
    checkNotOwnCharge(context.actor.id, charge);
    const state = await this.lookup.reversals(charge.chargeId);
    const refundId =
      context.idempotencyKey === undefined
        ? idFromKey('refund', charge.chargeId, String(state.refunds))
        : idFromKey('refund', charge.chargeId, context.actor.id, context.idempotencyKey);
    const command: ChargeCommand = {
      type: 'Refund',
      refundId,
      charge,
      amountCents,
      reason: body.reason,
    };
    const [decided] = chargeDecider.decide(command, state);
    if (!decided) throw new DomainError('fully_reversed', M.nothingLeft, 409);
    // Back to whatever paid: the balance for a purchase paid in site dollars, else the card.
    await this.payments.refund({
      customerId: charge.customerId,
      purchaseId: charge.chargeId,
      gatewayReference: charge.gatewayReference,
      amountCents: decided.data.amountCents,
      refundId,
      reason: body.reason,
      context: { ...context, now },
    });
    return this.commands.handle(
      chargeStreamId(charge.chargeId),
      chargeDecider,
      { ...command, amountCents: decided.data.amountCents },
      { ...context, now },
    );
  }
}
