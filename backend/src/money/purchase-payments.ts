import { Inject, Injectable } from '@nestjs/common';
import {
  type PaidFrom,
  type PurchaseFailure,
  purchaseStreamId,
  siteDollarsStreamId,
} from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../infrastructure/payments/payment-gateway.port.js';
import {
  type CommandContext,
  CommandProcessor,
  withoutKey,
} from '../shared/commands/command-processor.js';
import { KeyedLock } from '../shared/commands/keyed-lock.js';
import { idFromKey } from '../shared/domain/ids.js';
import { DomainError, ValidationError } from '../shared/errors.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import { failureMessage } from '../subscriptions/subscription.decider.js';
import {
  balanceCovers,
  siteDollarsDecider,
  spendOf,
} from '../payments/site-dollars/site-dollars.decider.js';
import { type Attempt, currentAttempt, purchaseDecider } from './purchase.decider.js';

/** What a purchase costs and how to describe it; its id makes it single. */
export interface PurchaseOrder {
  readonly customerId: string;
  readonly amountCents: number;
  /**
   * The purchase's own id (tip id, sale id, volley stream id, call stream id): derived from
   * what makes the purchase single, so a race or a retry names the same purchase and pays it once.
   */
  readonly purchaseId: string;
  /** The statement descriptor the card processor shows (`FW*SERVICES`, `FW*GOODIES`). */
  readonly description: string;
  /** The feature's own "card on file" message, answered (400, field `card`) when nothing can pay. */
  readonly cardRequiredMessage: string;
  /**
   * Key the processor charge by purchase AND card, so a retry after picking another card charges
   * that card (goody bags) instead of replaying the first card's decline.
   */
  readonly keyPerCard?: boolean;
  /** The card only (a site-dollar top-up cannot be paid from the balance it tops up). */
  readonly cardOnly?: boolean;
  /** What the balance movements call the purchase ("Tribute to Ann"). */
  readonly label?: string;
  readonly context: CommandContext;
}

export interface PurchasePayment {
  readonly source: PaidFrom;
  /** The processor's charge id (card) or the spend id (site dollars). */
  readonly reference: string;
}

/**
 * The one write path of a customer's payment (docs/adr/0117). On the purchase's own stream the
 * payment is decided first (`PurchasePaymentStarted`: the balance when it covers the whole price,
 * else the default card; the card, the amount and the processor's idempotency key), then made,
 * then its outcome recorded. Whoever arrives second (a racing request in this or another
 * process, a retry, the same request after a crash) finds the recorded attempt and finishes
 * THAT one: the processor answers the same key with the same charge, the balance spend is
 * idempotent by purchase id, so a purchase is charged once whatever happens, and a purchase
 * once sent to the card never moves to the balance (the gap ADR 0108 named).
 *
 * @example
 * const paid = await purchases.pay({ customerId, amountCents: 99, purchaseId: volleyId,
 *   description: 'FW*SERVICES', cardRequiredMessage: CHAT_MESSAGES.cardRequired, context });
 */
@Injectable()
export class PurchasePayments {
  /** Racers in this process queue per purchase; across processes the stream decides. */
  private readonly lock = new KeyedLock();

  constructor(
    private readonly facts: MoneyFacts,
    private readonly commands: CommandProcessor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  pay(order: PurchaseOrder): Promise<PurchasePayment> {
    return this.lock.run(order.purchaseId, () => this.settle(order));
  }

  private async settle(order: PurchaseOrder): Promise<PurchasePayment> {
    const streamId = purchaseStreamId(order.purchaseId);
    const context = withoutKey(order.context);
    let state = await this.commands.state(purchaseDecider, streamId);
    if (state.status === 'none' || state.status === 'failed') {
      // A balance spend recorded before purchases had their own stream answers for itself.
      const legacy = await this.legacySpend(order);
      if (legacy) return legacy;
      const choice = await this.choose(order);
      await this.commands.handle(
        streamId,
        purchaseDecider,
        {
          type: 'StartPayment',
          purchaseId: order.purchaseId,
          customerId: order.customerId,
          amountCents: order.amountCents,
          source: choice.source,
          cardId: choice.cardId,
          chargeKey: choice.chargeKey,
          description: order.label ?? order.description,
          at: context.now.toISOString(),
        },
        context,
      );
      state = await this.commands.state(purchaseDecider, streamId);
    }
    const attempt = currentAttempt(state);
    if (!attempt) throw new Error(`purchase ${order.purchaseId} has no payment under way`);
    if (state.status === 'paid' && attempt.reference !== null) {
      return { source: attempt.source, reference: attempt.reference };
    }
    if (state.status === 'failed') throw refusal(attempt.reason, order);
    return this.finish(order, attempt);
  }

  /** Makes the recorded attempt (or asks again with its own key) and records the outcome. */
  private async finish(order: PurchaseOrder, attempt: Attempt): Promise<PurchasePayment> {
    const streamId = purchaseStreamId(order.purchaseId);
    const context = withoutKey(order.context);
    const made =
      attempt.source === 'site_dollars'
        ? await this.spend(order, attempt)
        : await this.charge(order, attempt);
    await this.commands.handle(
      streamId,
      purchaseDecider,
      {
        type: 'RecordPaymentOutcome',
        attempt: attempt.attempt,
        outcome: made.paid
          ? { paid: true, reference: made.reference }
          : { paid: false, reason: made.reason },
        at: context.now.toISOString(),
      },
      context,
    );
    const state = await this.commands.state(purchaseDecider, streamId);
    if (state.status === 'paid') return { source: state.source, reference: state.reference ?? '' };
    if (!made.paid && made.reason === 'insufficient_site_dollars') {
      // The balance went elsewhere between the choice and the spend: a new attempt, by card.
      return this.settle({ ...order, cardOnly: true });
    }
    throw refusal(state.status === 'failed' ? state.reason : null, order);
  }

  private async choose(
    order: PurchaseOrder,
  ): Promise<{ source: PaidFrom; cardId: string | null; chargeKey: string }> {
    if (!order.cardOnly) {
      const balance = await this.commands.state(
        siteDollarsDecider,
        siteDollarsStreamId(order.customerId),
      );
      if (balanceCovers(balance, order.amountCents)) {
        return { source: 'site_dollars', cardId: null, chargeKey: order.purchaseId };
      }
    }
    const cardId = await this.facts.defaultCardId(order.customerId);
    const token = cardId ? await this.facts.cardToken(order.customerId, cardId) : null;
    if (!cardId || !token) {
      throw new ValidationError({ card: order.cardRequiredMessage }, order.cardRequiredMessage);
    }
    return {
      source: 'card',
      cardId,
      chargeKey: order.keyPerCard ? `${order.purchaseId}:${cardId}` : order.purchaseId,
    };
  }

  private async charge(order: PurchaseOrder, attempt: Attempt): Promise<Outcome> {
    const token = attempt.cardId
      ? await this.facts.cardToken(order.customerId, attempt.cardId)
      : null;
    if (!token) return { paid: false, reason: 'no_card' };
    const result = await this.gateway.charge({
      token,
      amountCents: attempt.amountCents,
      idempotencyKey: attempt.chargeKey,
      description: order.description,
    });
    switch (result.status) {
      case 'approved':
        return { paid: true, reference: result.chargeId };
      case 'declined':
        return { paid: false, reason: 'declined' };
      case 'insufficient_funds':
        return { paid: false, reason: 'insufficient_funds' };
      case 'processor_error':
        return { paid: false, reason: 'processor_error' };
      default: {
        const never: never = result;
        return never;
      }
    }
  }

  private async spend(order: PurchaseOrder, attempt: Attempt): Promise<Outcome> {
    const streamId = siteDollarsStreamId(order.customerId);
    const spendId = idFromKey('site-dollars-spend', order.customerId, order.purchaseId);
    try {
      await this.commands.handle(
        streamId,
        siteDollarsDecider,
        {
          type: 'SpendSiteDollars',
          spendId,
          customerId: order.customerId,
          purchaseId: order.purchaseId,
          amountCents: attempt.amountCents,
          description: (order.label ?? order.description).slice(0, 200),
          at: order.context.now.toISOString(),
        },
        withoutKey(order.context),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'insufficient_site_dollars') {
        return { paid: false, reason: 'insufficient_site_dollars' };
      }
      throw error;
    }
    const spent = spendOf(
      await this.commands.state(siteDollarsDecider, streamId),
      order.purchaseId,
    );
    return spent
      ? { paid: true, reference: spent.spendId }
      : { paid: false, reason: 'insufficient_site_dollars' };
  }

  private async legacySpend(order: PurchaseOrder): Promise<PurchasePayment | null> {
    if (order.cardOnly) return null;
    const balance = await this.commands.state(
      siteDollarsDecider,
      siteDollarsStreamId(order.customerId),
    );
    const earlier = spendOf(balance, order.purchaseId);
    return earlier ? { source: 'site_dollars', reference: earlier.spendId } : null;
  }
}

type Outcome =
  | { readonly paid: true; readonly reference: string }
  | { readonly paid: false; readonly reason: PurchaseFailure };

/** The answer for a purchase that could not be paid: 400 `card` with no card, else 422. */
function refusal(reason: PurchaseFailure | null, order: PurchaseOrder): Error {
  switch (reason) {
    case 'no_card':
      return new ValidationError({ card: order.cardRequiredMessage }, order.cardRequiredMessage);
    case 'declined':
    case 'insufficient_funds':
    case 'processor_error':
      return new DomainError('card_declined', failureMessage(reason), 422);
    case 'insufficient_site_dollars':
    case null:
      return new DomainError('card_declined', failureMessage(null), 422);
    default: {
      const never: never = reason;
      return never;
    }
  }
}
