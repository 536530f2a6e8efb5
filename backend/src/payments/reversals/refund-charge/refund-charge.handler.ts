import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseMoneyText, REVERSAL_MESSAGES as M, chargeStreamId } from '@flirtwire/contracts';
import {
  type CommandContext,
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { DomainError, ValidationError } from '../../../shared/errors.js';
import { chargeDecider } from '../charge.decider.js';
import { ChargeLookup } from '../charge-lookup.js';
import { checkNotOwnCharge } from '../own-charge.js';
import { CustomerPayments, type RefundOutcome } from '../../customer-payments.js';
import { TopUpReversals } from '../../site-dollars/top-up-reversals.js';
import { RefundChargeCommand } from './refund-charge.command.js';

/**
 * A refund is one request: its id is the request's Idempotency-Key (the same key refunds once),
 * or a fresh id without one (each request is its own refund). It is held on `charge-<chargeId>`
 * first (`RefundRequested`, decided against every other refund under the stream's expected
 * revision), so racing refunds never take more than is still paid; only then is whatever paid
 * asked (the processor, or the balance, keyed by the refund id), and what it refunded is
 * recorded (`PaymentRefunded`), or the hold released (`RefundFailed`). A crash in between
 * leaves the refund held; the same request again (same key) resumes it, and the processor,
 * idempotent by refund id, answers the first result.
 */
@CommandHandler(RefundChargeCommand)
export class RefundChargeHandler implements ICommandHandler<RefundChargeCommand> {
  constructor(
    private readonly lookup: ChargeLookup,
    private readonly commands: CommandProcessor,
    private readonly payments: CustomerPayments,
    private readonly topUps: TopUpReversals,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
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
    const streamId = chargeStreamId(charge.chargeId);
    const refundId =
      context.idempotencyKey === undefined
        ? this.ids.next()
        : idFromKey('refund', charge.chargeId, context.actor.id, context.idempotencyKey);
    // The key rides on the request only: a replayed key returns here without holding again.
    await this.commands.handle(
      streamId,
      chargeDecider,
      { type: 'RequestRefund', refundId, charge, amountCents, reason: body.reason },
      { ...context, now },
    );
    const step: CommandContext = {
      correlationId: context.correlationId,
      causationId: context.causationId,
      actor: context.actor,
      now,
    };
    const refund = (await this.commands.state(chargeDecider, streamId)).refunds[refundId];
    if (!refund) throw new DomainError('fully_reversed', M.nothingLeft, 409);
    if (refund.status === 'failed') {
      throw new DomainError('refund_refused', M.processorRefused, 422);
    }
    // The refund the processor made (or had made), recorded on the charge.
    const record = (refundedCents: number, processorRefundId: string) =>
      this.commands.handle(
        streamId,
        chargeDecider,
        { type: 'RecordRefund', refundId, charge, amountCents: refundedCents, processorRefundId },
        step,
      );
    if (refund.status === 'requested') {
      let outcome: RefundOutcome;
      try {
        outcome = await this.payments.refund({
          customerId: charge.customerId,
          purchaseId: charge.chargeId,
          gatewayReference: charge.gatewayReference,
          amountCents: refund.amountCents,
          refundId,
          reason: refund.reason,
          context: step,
        });
      } catch (error) {
        // A rule said no (the balance return refused): nothing moved, so the hold goes. Any
        // other failure leaves it unknown and held, for the same request to resume.
        if (error instanceof DomainError)
          await this.fail(charge.chargeId, refundId, error.code, step);
        throw error;
      }
      if (outcome.status === 'failed') {
        await this.fail(charge.chargeId, refundId, outcome.reason, step);
        throw new DomainError('refund_refused', M.processorRefused, 422);
      }
      return record(outcome.amountCents, outcome.reference);
    }
    // Refunded already (a repeat of a finished request): nothing more happens.
    return record(refund.amountCents, refundId);
  }

  private async fail(
    chargeId: string,
    refundId: string,
    reason: string,
    context: CommandContext,
  ): Promise<void> {
    await this.commands.handle(
      chargeStreamId(chargeId),
      chargeDecider,
      { type: 'FailRefund', refundId, chargeId, reason: reason.slice(0, 500) || 'refused' },
      context,
    );
  }
}
