import { Query } from '@nestjs/cqrs';
import type { FiguresResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** The figures projections declare for provenance. */
export class ListFiguresQuery extends Query<FiguresResponse> {
  constructor(readonly auditor: Auditor) {
    super();
  }
}
