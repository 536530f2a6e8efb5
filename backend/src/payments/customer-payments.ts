import { Inject, Injectable } from '@nestjs/common';
import { type PaidFrom, siteDollarsStreamId } from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../infrastructure/payments/payment-gateway.port.js';
import { type CommandContext, CommandProcessor } from '../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../shared/domain/clock.js';
import { idFromKey } from '../shared/domain/ids.js';
import { DomainError, ValidationError } from '../shared/errors.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import { failureMessage } from '../subscriptions/subscription.decider.js';
import { balanceCovers, siteDollarsDecider, spendOf } from './site-dollars/site-dollars.decider.js';

/** One purchase a customer pays for (a tip, a chat volley, a goody bag, a paid mail, a call). */
export interface PaymentRequest {
  readonly customerId: string;
  readonly amountCents: number;
  /**
   * The purchase's own id (tip id, sale id, volley stream id): the same key never pays twice,
   * whether the processor or the balance paid the first time.
   */
  readonly idempotencyKey: string;
  /** The statement descriptor the card processor shows (`FW*SERVICES`, `FW*GOODIES`). */
  readonly description: string;
  /** The feature's own "card on file" message, answered (400, field `card`) when nothing can pay. */
  readonly cardRequiredMessage: string;
  /**
   * Key the card charge by purchase AND card, so a retry after picking another card charges
   * that card (goody bags), instead of replaying the first card's decline.
   */
  readonly keyPerCard?: boolean;
  /** What the customer's balance movements call the purchase ("Tribute to Ann"). */
  readonly label?: string;
  /** The request's correlation and actor, for the spend event; the customer acting, if omitted. */
  readonly context?: CommandContext;
}

/** Who paid: the processor's charge id for a card, the spend id for site dollars. */
export interface Payment {
  readonly source: PaidFrom;
  readonly reference: string;
}

/** Giving back (part of) a purchase: to the balance if the balance paid it, else to the card. */
export interface RefundRequest {
  readonly customerId: string;
  /** The purchase's id, as given to `pay` (the tip id for a tip). */
  readonly purchaseId: string;
  /** The processor's charge id, for a card-paid purchase. */
  readonly gatewayReference: string | null;
  readonly amountCents: number;
  /** The refund's own id: the same id never refunds twice. */
  readonly refundId: string;
  readonly reason: string;
  readonly context: CommandContext;
}

/** What a refund did: refunded (by whom, under which id, how much) or refused by the processor. */
export type RefundOutcome =
  | {
      readonly status: 'refunded';
      readonly source: PaidFrom;
      /** The processor's refund id, or the balance return's id. */
      readonly reference: string;
      /** Exactly what was given back. */
      readonly amountCents: number;
    }
  | { readonly status: 'failed'; readonly reason: string };

/**
 * The one way a customer pays for something outside a subscription (docs/adr/0108). Call sites
 * gather their facts and check their rules, then call `pay` and record the sale; a refused
 * payment throws the usual errors (400 `card` when nothing can pay, 422 `card_declined`) and
 * the caller records nothing.
 *
 * The rule: a site-dollar balance that covers the whole price pays (a `SiteDollarsSpent` on the
 * customer's stream, decided against the balance with the expected revision, so concurrent
 * spends never overdraw); otherwise the default card pays all of it. Subscriptions are not paid
 * here: the ToS charges them to the default card, so `Billing` keeps its own card charge.
 *
 * @example
 * const paid = await payments.pay({ customerId, amountCents: 500, idempotencyKey: tipId,
 *   description: 'FW*SERVICES', cardRequiredMessage: TIP_MESSAGES.cardRequired });
 * // paid.source === 'site_dollars' (paid.reference: the spend id) or 'card' (the charge id)
 */
@Injectable()
export class CustomerPayments {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly commands: CommandProcessor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pay(request: PaymentRequest): Promise<Payment> {
    return (await this.fromBalance(request)) ?? this.chargeCard(request);
  }

  /** The default card only: for buying site dollars themselves (a balance cannot top itself up). */
  async chargeCard(request: PaymentRequest): Promise<Payment> {
    const cardId = await this.facts.defaultCardId(request.customerId);
    const token = cardId ? await this.facts.cardToken(request.customerId, cardId) : null;
    if (!cardId || !token) {
      throw new ValidationError({ card: request.cardRequiredMessage }, request.cardRequiredMessage);
    }
    const result = await this.gateway.charge({
      token,
      amountCents: request.amountCents,
      idempotencyKey: request.keyPerCard
        ? `${request.idempotencyKey}:${cardId}`
        : request.idempotencyKey,
      description: request.description,
    });
    if (result.status !== 'approved') {
      const reason = result.status === 'declined' ? 'declined' : result.status;
      throw new DomainError('card_declined', failureMessage(reason), 422);
    }
    return { source: 'card', reference: result.chargeId };
  }

  /**
   * Refunds to whatever paid: a `SiteDollarsReturned` for the balance, the processor for a card,
   * both keyed by the refund id (a repeat refunds once and answers the same). Answers what was
   * refunded, or that the processor refused (nothing moved); a thrown error leaves it unknown.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const streamId = siteDollarsStreamId(request.customerId);
    const state = await this.commands.state(siteDollarsDecider, streamId);
    if (spendOf(state, request.purchaseId)) {
      await this.commands.handle(
        streamId,
        siteDollarsDecider,
        {
          type: 'ReturnSiteDollars',
          returnId: request.refundId,
          customerId: request.customerId,
          purchaseId: request.purchaseId,
          amountCents: request.amountCents,
          reason: request.reason,
          at: request.context.now.toISOString(),
        },
        withoutKey(request.context),
      );
      return {
        status: 'refunded',
        source: 'site_dollars',
        reference: request.refundId,
        amountCents: request.amountCents,
      };
    }
    if (request.gatewayReference === null) {
      return { status: 'failed', reason: 'no_processor_charge' };
    }
    const refunded = await this.gateway.refund({
      chargeId: request.gatewayReference,
      amountCents: request.amountCents,
      idempotencyKey: request.refundId,
    });
    if (refunded.status !== 'refunded') return { status: 'failed', reason: refunded.reason };
    return {
      status: 'refunded',
      source: 'card',
      reference: refunded.refundId,
      amountCents: refunded.amountCents,
    };
  }

  /** The balance's payment, or null when it does not cover the whole price (the card pays). */
  private async fromBalance(request: PaymentRequest): Promise<Payment | null> {
    const streamId = siteDollarsStreamId(request.customerId);
    const state = await this.commands.state(siteDollarsDecider, streamId);
    const earlier = spendOf(state, request.idempotencyKey);
    if (earlier) return { source: 'site_dollars', reference: earlier.spendId };
    if (!balanceCovers(state, request.amountCents)) return null;
    const now = request.context?.now ?? this.clock.now();
    const spendId = idFromKey('site-dollars-spend', request.customerId, request.idempotencyKey);
    const context: CommandContext = request.context
      ? withoutKey(request.context)
      : {
          correlationId: spendId,
          causationId: spendId,
          actor: { id: request.customerId, role: 'customer' },
          now,
        };
    try {
      await this.commands.handle(
        streamId,
        siteDollarsDecider,
        {
          type: 'SpendSiteDollars',
          spendId,
          customerId: request.customerId,
          purchaseId: request.idempotencyKey,
          amountCents: request.amountCents,
          description: (request.label ?? request.description).slice(0, 200),
          at: now.toISOString(),
        },
        context,
      );
    } catch (error) {
      // Another purchase spent the balance between the look and the append: the card pays.
      if (error instanceof DomainError && error.code === 'insufficient_site_dollars') return null;
      throw error;
    }
    const after = spendOf(
      await this.commands.state(siteDollarsDecider, streamId),
      request.idempotencyKey,
    );
    return after ? { source: 'site_dollars', reference: after.spendId } : null;
  }
}

/**
 * The purchase id makes a spend or a return idempotent; the request's Idempotency-Key must not
 * ride along, or a request paying several purchases (a mail to three Flirts) would replay its
 * first spend for the others.
 */
function withoutKey(context: CommandContext): CommandContext {
  return {
    correlationId: context.correlationId,
    causationId: context.causationId,
    actor: context.actor,
    now: context.now,
  };
}
