import { Query } from '@nestjs/cqrs';
import type { AuditProjectionsResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** The registered projections: what a replay can verify and provenance can trace. */
export class ListProjectionsQuery extends Query<AuditProjectionsResponse> {
  constructor(readonly auditor: Auditor) {
    super();
  }
}
