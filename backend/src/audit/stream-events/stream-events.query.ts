import { Query } from '@nestjs/cqrs';
import type { StreamEventsParams, StreamEventsResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** One stream's events from a revision on. */
export class StreamEventsQuery extends Query<StreamEventsResponse> {
  constructor(
    readonly auditor: Auditor,
    readonly streamId: string,
    readonly params: StreamEventsParams,
  ) {
    super();
  }
}
