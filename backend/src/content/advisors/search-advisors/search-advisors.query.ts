import { Query } from '@nestjs/cqrs';
import type { AdvisorView } from '@flirtwire/contracts';

export class SearchAdvisorsQuery extends Query<{ advisors: AdvisorView[] }> {
  constructor(
    readonly viewerId: string | null,
    /** The start of a login, any case; empty: every Flirt. */
    readonly text: string,
    readonly gender: 0 | 1 | 2 | null,
    readonly limit: number,
  ) {
    super();
  }
}
