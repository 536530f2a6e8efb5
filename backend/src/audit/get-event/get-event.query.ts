import { Query } from '@nestjs/cqrs';
import type { AuditEventView } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** One event's whole envelope, by its global position. */
export class GetEventQuery extends Query<AuditEventView> {
  constructor(
    readonly auditor: Auditor,
    readonly position: number,
  ) {
    super();
  }
}
