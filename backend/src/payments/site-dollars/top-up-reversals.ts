import { Inject, Injectable } from '@nestjs/common';
import { REVERSAL_MESSAGES as M, siteDollarsStreamId } from '@flirtwire/contracts';
import { SITE_DOLLAR_MOVEMENTS, type SiteDollarMovementDoc } from '@flirtwire/projections';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import { ReadModels } from '../../read-side/read-models.js';
import {
  type CommandContext,
  CommandProcessor,
  type CommandOutcome,
} from '../../shared/commands/command-processor.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { DomainError } from '../../shared/errors.js';
import { type ReverseTopUp, siteDollarsDecider, topUpOf } from './site-dollars.decider.js';

/** A site-dollar top-up found by its id or its processor charge id. */
export interface FoundTopUp {
  readonly topUpId: string;
  readonly customerId: string;
}

/**
 * Refunds and chargebacks of a site-dollar top-up (docs/adr/0108). A top-up has no Flirt, so it
 * is reversed on the customer's site-dollars stream (`SiteDollarsTopUpReversed`, lowering the
 * balance) rather than as a `PaymentRefunded` that earnings would count against a Flirt.
 */
@Injectable()
export class TopUpReversals {
  constructor(
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** The top-up the refund desk or a chargeback names, or null when the id is not a top-up. */
  async find(id: string): Promise<FoundTopUp | null> {
    const movement = await this.readModels
      .collection<SiteDollarMovementDoc>(SITE_DOLLAR_MOVEMENTS)
      .findOne({ kind: 'top_up', $or: [{ _id: id }, { gatewayReference: id }] });
    return movement ? { topUpId: movement._id, customerId: movement.customerId } : null;
  }

  /**
   * Refund to the card: decided first (never more than the top-up, nor than is still on the
   * balance), then the processor refunds under the reversal id, then the reversal is recorded.
   * A repeated request (same Idempotency-Key) derives the same id: refunded once, recorded once.
   */
  async refund(
    topUp: FoundTopUp,
    amountCents: number | null,
    reason: string,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    const streamId = siteDollarsStreamId(topUp.customerId);
    const state = await this.commands.state(siteDollarsDecider, streamId);
    const reversals = state.recorded.length;
    const reversalId =
      context.idempotencyKey === undefined
        ? idFromKey('refund', topUp.topUpId, String(reversals))
        : idFromKey('refund', topUp.topUpId, context.actor.id, context.idempotencyKey);
    const command: ReverseTopUp = {
      type: 'ReverseTopUp',
      reversalId,
      customerId: topUp.customerId,
      topUpId: topUp.topUpId,
      kind: 'refund',
      amountCents,
      reason,
      at: context.now.toISOString(),
    };
    const [decided] = siteDollarsDecider.decide(command, state);
    const found = topUpOf(state, topUp.topUpId);
    if (decided?.type === 'SiteDollarsTopUpReversed' && found) {
      const refunded = await this.gateway.refund({
        chargeId: found.gatewayReference,
        amountCents: decided.data.amountCents,
        idempotencyKey: reversalId,
      });
      if (refunded.status !== 'refunded') {
        throw new DomainError('refund_refused', M.processorRefused, 422);
      }
      return this.commands.handle(
        streamId,
        siteDollarsDecider,
        { ...command, amountCents: decided.data.amountCents },
        context,
      );
    }
    return this.commands.handle(streamId, siteDollarsDecider, command, context);
  }

  /** The processor's chargeback of a top-up: keyed by its dispute id, so a repeat records nothing. */
  chargeback(
    topUp: FoundTopUp,
    disputeId: string,
    amountCents: number,
    reason: string,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.commands.handle(
      siteDollarsStreamId(topUp.customerId),
      siteDollarsDecider,
      {
        type: 'ReverseTopUp',
        reversalId: idFromKey('chargeback', disputeId),
        customerId: topUp.customerId,
        topUpId: topUp.topUpId,
        kind: 'chargeback',
        amountCents,
        reason,
        at: context.now.toISOString(),
      },
      context,
    );
  }
}
