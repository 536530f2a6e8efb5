import { Query } from '@nestjs/cqrs';
import type { SegmentsResponse } from '@flirtwire/contracts';

/** The chips of My Customers and what each means, with the Flirt's current tier cut-offs. */
export class GetSegmentsQuery extends Query<SegmentsResponse> {
  constructor(
    readonly creatorId: string,
    /** As of the end of this day (YYYY-MM-DD); absent: now. */
    readonly asOf?: string,
  ) {
    super();
  }
}
