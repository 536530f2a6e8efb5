import { Query } from '@nestjs/cqrs';
import type { ListStreamsParams, ListStreamsResponse } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** Stream ids by prefix, in id order, paged. */
export class ListStreamsQuery extends Query<ListStreamsResponse> {
  constructor(
    readonly auditor: Auditor,
    readonly params: ListStreamsParams,
  ) {
    super();
  }
}
