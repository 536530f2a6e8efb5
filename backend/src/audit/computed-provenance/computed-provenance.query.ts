import { Query } from '@nestjs/cqrs';
import type { ComputedProvenanceParams, ComputedProvenanceResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** The events behind a figure computed at query time, and the figure recomputed from them. */
export class ComputedProvenanceQuery extends Query<ComputedProvenanceResponse> {
  constructor(
    readonly auditor: Auditor,
    readonly params: ComputedProvenanceParams,
  ) {
    super();
  }
}
