import { Inject, Injectable } from '@nestjs/common';
import { type PaidFrom, siteDollarsStreamId } from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../infrastructure/payments/payment-gateway.port.js';
import {
  type CommandContext,
  CommandProcessor,
  withoutKey,
} from '../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../shared/domain/clock.js';
import { PurchasePayments, type PurchaseOrder } from '../money/purchase-payments.js';
import { siteDollarsDecider, spendOf } from './site-dollars/site-dollars.decider.js';

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
    private readonly commands: CommandProcessor,
    private readonly purchases: PurchasePayments,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Pays a purchase through the money context's one write path (`PurchasePayments`): decided on
   * the purchase's own stream before anything is charged, so it is paid exactly once.
   */
  pay(request: PaymentRequest): Promise<Payment> {
    return this.purchases.pay(this.order(request, false));
  }

  /** The default card only: for buying site dollars themselves (a balance cannot top itself up). */
  chargeCard(request: PaymentRequest): Promise<Payment> {
    return this.purchases.pay(this.order(request, true));
  }

  private order(request: PaymentRequest, cardOnly: boolean): PurchaseOrder {
    const context: CommandContext = request.context ?? {
      correlationId: request.idempotencyKey,
      causationId: request.idempotencyKey,
      actor: { id: request.customerId, role: 'customer' },
      now: this.clock.now(),
    };
    return {
      customerId: request.customerId,
      amountCents: request.amountCents,
      purchaseId: request.idempotencyKey,
      description: request.description,
      cardRequiredMessage: request.cardRequiredMessage,
      cardOnly,
      context,
      ...(request.keyPerCard === undefined ? {} : { keyPerCard: request.keyPerCard }),
      ...(request.label === undefined ? {} : { label: request.label }),
    };
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
}
