import { Inject, Injectable } from '@nestjs/common';
import { callStreamId } from '@flirtwire/contracts';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '@flirtwire/projections';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../infrastructure/payments/payment-gateway.port.js';
import { ReadModels } from '../read-side/read-models.js';
import type { CommandContext } from '../shared/commands/command-processor.js';
import { DomainError } from '../shared/errors.js';
import { Billing } from '../subscriptions/billing/billing.service.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';

/**
 * How a call is paid (docs/adr/0101): the free-minutes perk of a package with the Flirt first
 * (its minutes per call, within its calls per month, enforced by the subscription), then the
 * customer's default card. Everything is keyed by the call id, so a repeated end report uses
 * no second free call and the processor answers a repeated charge with its first result.
 */
@Injectable()
export class CallBilling {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly billing: Billing,
    private readonly readModels: ReadModels,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** The customer can pay for a call: a card on file. */
  async canPay(customerId: string): Promise<boolean> {
    return (await this.cardToken(customerId)) !== null;
  }

  /** Free minutes a package perk grants this call (using one of its free calls), else 0. */
  async perkMinutes(
    call: { callId: string; creatorId: string; customerId: string },
    context: CommandContext,
  ): Promise<number> {
    const packages = await this.readModels
      .collection<SubscriptionDoc>(SUBSCRIPTIONS)
      .find({ customerId: call.customerId, creatorId: call.creatorId, kind: 'package' })
      .toArray();
    for (const subscription of packages) {
      const perks = subscription.perks;
      if (!perks?.freeMinutes) continue;
      try {
        await this.billing.decide(
          subscription._id,
          {
            type: 'UsePerk',
            perk: 'call',
            quantity: 1,
            usageId: call.callId,
            volleysEnabled: false,
          },
          context,
        );
        return perks.callsPerSessionAmount;
      } catch (error) {
        // No free call left this month (or the package lapsed): the card pays every minute.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return 0;
  }

  /**
   * The one place a call is charged: the default card, keyed by the call's charge id (one
   * charge per call, never twice). Resolves whether the processor approved it.
   */
  async charge(customerId: string, callId: string, amountCents: number): Promise<boolean> {
    const token = await this.cardToken(customerId);
    if (!token) return false;
    const result = await this.gateway.charge({
      token,
      amountCents,
      idempotencyKey: callStreamId(callId),
      description: 'FW*SERVICES',
    });
    return result.status === 'approved';
  }

  private async cardToken(customerId: string): Promise<string | null> {
    const cardId = await this.facts.defaultCardId(customerId);
    return cardId ? this.facts.cardToken(customerId, cardId) : null;
  }
}
