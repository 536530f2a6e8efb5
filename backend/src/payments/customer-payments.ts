import { Inject, Injectable } from '@nestjs/common';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../infrastructure/payments/payment-gateway.port.js';
import { DomainError, ValidationError } from '../shared/errors.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import { failureMessage } from '../subscriptions/subscription.decider.js';

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
}

/** Who paid: the processor's charge id for a card, the spend id for site dollars. */
export interface Payment {
  readonly source: 'site_dollars' | 'card';
  readonly reference: string;
}

/**
 * The one way a customer pays for something outside a subscription (docs/adr/0108). Call sites
 * gather their facts and check their rules, then call `pay` and record the sale; a refused
 * payment throws the usual errors (400 `card` when nothing can pay, 422 `card_declined`) and
 * the caller records nothing. Subscriptions are not paid here: the ToS charges them to the
 * default card, so `Billing` keeps its own card charge.
 *
 * @example
 * const paid = await payments.pay({ customerId, amountCents: 500, idempotencyKey: tipId,
 *   description: 'FW*SERVICES', cardRequiredMessage: TIP_MESSAGES.cardRequired });
 * // paid.source === 'card', paid.reference === the processor's charge id
 */
@Injectable()
export class CustomerPayments {
  constructor(
    private readonly facts: MoneyFacts,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  pay(request: PaymentRequest): Promise<Payment> {
    return this.chargeCard(request);
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
}
