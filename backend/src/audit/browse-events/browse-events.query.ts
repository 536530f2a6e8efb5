import { Query } from '@nestjs/cqrs';
import type { BrowseEventsParams, BrowseEventsResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** A page of the global log, filtered, for an auditor. */
export class BrowseEventsQuery extends Query<BrowseEventsResponse> {
  constructor(
    readonly auditor: Auditor,
    readonly params: BrowseEventsParams,
  ) {
    super();
  }
}
