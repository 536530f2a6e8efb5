import { Query } from '@nestjs/cqrs';
import type { StreamStateParams, StreamStateResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** Time travel: a stream's state at a revision or a point in time. */
export class StreamStateQuery extends Query<StreamStateResponse> {
  constructor(
    readonly auditor: Auditor,
    readonly streamId: string,
    readonly params: StreamStateParams,
  ) {
    super();
  }
}
