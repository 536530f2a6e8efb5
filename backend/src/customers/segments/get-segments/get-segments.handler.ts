import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  LAPSE_STATUS_CHIPS,
  LAPSE_STATUSES,
  SEGMENT_RULES_TEXT,
  SYSTEM_TAG_RULES,
  SYSTEM_TAGS,
  VALUE_TIER_CHIPS,
  VALUE_TIERS,
} from '@flirtwire/contracts';
import { CustomersAsOfReplays } from '../../as-of/customers-as-of.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { GetSegmentsQuery } from './get-segments.query.js';

@QueryHandler(GetSegmentsQuery)
export class GetSegmentsHandler implements IQueryHandler<GetSegmentsQuery> {
  constructor(
    private readonly reader: CustomerReader,
    private readonly replays: CustomersAsOfReplays,
  ) {}

  async execute({ creatorId, asOf }: GetSegmentsQuery) {
    const source = asOf ? await this.replays.open(creatorId, asOf) : undefined;
    const { cutoffs, spenders365 } = await this.reader.cutoffs(creatorId, source);
    const least = {
      Highest: cutoffs?.Highest ?? null,
      High: cutoffs?.High ?? null,
      Medium: cutoffs?.Medium ?? null,
    };
    return {
      value_tiers: VALUE_TIERS.map((tier) => ({
        ...VALUE_TIER_CHIPS[tier],
        min_365d_cents:
          tier === 'Highest' || tier === 'High' || tier === 'Medium'
            ? least[tier]
            : tier === 'Low' && cutoffs
              ? 1
              : null,
      })),
      lapse_statuses: LAPSE_STATUSES.map((status) => LAPSE_STATUS_CHIPS[status]),
      system_tags: SYSTEM_TAGS.map((name) => ({ name, explanation: SYSTEM_TAG_RULES[name] })),
      spenders_365d: spenders365,
      rules: SEGMENT_RULES_TEXT,
    };
  }
}
