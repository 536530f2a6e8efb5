import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CurrentUserFields } from '../../identity/current-user/current-user-fields.js';
import { feedOffer } from '../feed-offer.js';
import { MoneyFacts } from '../money-facts.js';

/**
 * Adds `offerings` to GET /client_api/user (spec 000 §3): the Flirt's offerings on sale now,
 * by the same rule that lets a customer subscribe to them (feedOffer: the price is set and the
 * plain subscription is not replaced by packages).
 */
@Injectable()
export class OfferingFields implements OnModuleInit {
  constructor(
    private readonly fields: CurrentUserFields,
    private readonly facts: MoneyFacts,
  ) {}

  onModuleInit(): void {
    this.fields.register('subscription-offerings', async (userId) => {
      const offer = await feedOffer(this.facts, userId);
      return {
        offerings:
          offer?.plan.kind === 'feed' ? [{ id: offer.plan.offeringId, rate: offer.rateCents }] : [],
      };
    });
  }
}
