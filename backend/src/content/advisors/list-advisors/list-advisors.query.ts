import { Query } from '@nestjs/cqrs';
import type { AdvisorView } from '@flirtwire/contracts';

export class ListAdvisorsQuery extends Query<{ advisors: AdvisorView[] }> {
  constructor(
    readonly viewerId: string | null,
    readonly ids: readonly string[],
  ) {
    super();
  }
}
