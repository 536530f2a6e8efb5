import { Query } from '@nestjs/cqrs';
import type { ListRunsParams, ListRunsResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** Audit runs, newest first, without their reports. */
export class ListRunsQuery extends Query<ListRunsResponse> {
  constructor(
    readonly auditor: Auditor,
    readonly params: ListRunsParams,
  ) {
    super();
  }
}
