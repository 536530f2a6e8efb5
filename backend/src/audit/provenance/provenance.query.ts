import { Query } from '@nestjs/cqrs';
import type { ProvenanceParams, ProvenanceResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** The events behind one figure of a read model, and the figure recomputed from them. */
export class ProvenanceQuery extends Query<ProvenanceResponse> {
  constructor(
    readonly auditor: Auditor,
    readonly params: ProvenanceParams,
  ) {
    super();
  }
}
