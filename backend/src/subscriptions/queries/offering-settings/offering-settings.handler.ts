import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type OfferingSettings,
  PRICE_MAX_WITHOUT_PACKAGES_CENTS,
  PRICE_MIN_CENTS,
} from '@flirtwire/contracts';
import { MoneyFacts } from '../../money-facts.js';
import { OfferingSettingsQuery } from './offering-settings.query.js';

@QueryHandler(OfferingSettingsQuery)
export class OfferingSettingsHandler implements IQueryHandler<OfferingSettingsQuery> {
  constructor(private readonly facts: MoneyFacts) {}

  async execute({ creatorId }: OfferingSettingsQuery): Promise<OfferingSettings> {
    const offering = await this.facts.offering(creatorId);
    return {
      offering:
        offering.offeringId !== null && offering.rateCents !== null
          ? { id: offering.offeringId, rate: offering.rateCents }
          : null,
      min_rate: PRICE_MIN_CENTS,
      max_rate: PRICE_MAX_WITHOUT_PACKAGES_CENTS,
      available: !this.facts.flag('recurring_package_tributes'),
    };
  }
}
