import { Query } from '@nestjs/cqrs';
import type { AdvisorView } from '@flirtwire/contracts';

export class GetAdvisorQuery extends Query<AdvisorView> {
  constructor(
    readonly viewerId: string | null,
    readonly login: string,
  ) {
    super();
  }
}
