import { Query } from '@nestjs/cqrs';
import type { StreamVerificationView } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** Recomputes one stream's hash chain. */
export class VerifyStreamQuery extends Query<StreamVerificationView> {
  constructor(
    readonly auditor: Auditor,
    readonly streamId: string,
  ) {
    super();
  }
}
