import { Query } from '@nestjs/cqrs';
import type { AuditRunView } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** One run with its progress and, once finished, its report. */
export class GetRunQuery extends Query<AuditRunView> {
  constructor(
    readonly auditor: Auditor,
    readonly runId: string,
  ) {
    super();
  }
}
