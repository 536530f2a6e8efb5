import { Injectable } from '@nestjs/common';
import {
  CALL_MESSAGES,
  callStreamId,
  FIRST_CALL_FREE_MINUTES,
  firstCallStreamId,
  siteDollarsStreamId,
} from '@flirtwire/contracts';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '@flirtwire/projections';
import { CustomerPayments } from '../payments/customer-payments.js';
import { siteDollarsDecider } from '../payments/site-dollars/site-dollars.decider.js';
import { ReadModels } from '../read-side/read-models.js';
import {
  type CommandContext,
  CommandProcessor,
  withoutKey,
} from '../shared/commands/command-processor.js';
import { DomainError } from '../shared/errors.js';
import { Billing } from '../subscriptions/billing/billing.service.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import { firstCallDecider, firstCallMinutesOf } from './first-call.decider.js';

/**
 * How a call is paid (docs/adr/0101, 0118): the customer's first-call offer first (once per
 * customer), then the free-minutes perk of a package with the Flirt first
 * (its minutes per call, within its calls per month, enforced by the subscription), then the
 * payment seam (the site-dollar balance when it covers the whole amount, else the default card).
 * Everything is keyed by the call id, so a repeated end report uses no second free call and a
 * repeated payment answers with the first one.
 */
@Injectable()
export class CallBilling {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly billing: Billing,
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly payments: CustomerPayments,
  ) {}

  /** The customer can pay for a call: a card on file or site dollars on the balance. */
  async canPay(customerId: string): Promise<boolean> {
    const cardId = await this.facts.defaultCardId(customerId);
    if (cardId && (await this.facts.cardToken(customerId, cardId))) return true;
    const balance = await this.commands.state(siteDollarsDecider, siteDollarsStreamId(customerId));
    return balance.balanceCents > 0;
  }

  /**
   * Free minutes of the customer's first-call offer for this call: the offer goes to the first
   * call that claims it on `firstcall-<customerId>` (an expected-revision append, so of racing
   * calls exactly one), and this call has them when it is that call. Claiming again for the same
   * call (a repeated end report) answers the same.
   */
  async firstCallMinutes(
    call: { callId: string; customerId: string },
    context: CommandContext,
  ): Promise<number> {
    const streamId = firstCallStreamId(call.customerId);
    await this.commands.handle(
      streamId,
      firstCallDecider,
      {
        type: 'ClaimFirstCallMinutes',
        customerId: call.customerId,
        callId: call.callId,
        minutes: FIRST_CALL_FREE_MINUTES,
        at: context.now.toISOString(),
      },
      // The decider is idempotent by call id; the end report's key belongs to the call's stream.
      withoutKey(context),
    );
    return firstCallMinutesOf(await this.commands.state(firstCallDecider, streamId), call.callId);
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
   * The one place a call is paid, through the payment seam with the call's charge id as the
   * purchase key (one payment per call, never twice). Resolves whether it was paid.
   */
  async charge(
    customerId: string,
    callId: string,
    amountCents: number,
    context: CommandContext,
  ): Promise<boolean> {
    try {
      await this.payments.pay({
        customerId,
        amountCents,
        idempotencyKey: callStreamId(callId),
        description: 'FW*SERVICES',
        cardRequiredMessage: CALL_MESSAGES.cardRequired,
        label: 'Phone call',
        context,
      });
      return true;
    } catch (error) {
      // Declined, or nothing left to pay with: the call ends unpaid and earns nothing.
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
