import { Query } from '@nestjs/cqrs';
import type { StreamCategoriesResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** The stream categories time travel knows, with their deciders. */
export class ListStreamCategoriesQuery extends Query<StreamCategoriesResponse> {
  constructor(readonly auditor: Auditor) {
    super();
  }
}
