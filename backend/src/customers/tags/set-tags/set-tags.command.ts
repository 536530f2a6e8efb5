import { Command } from '@nestjs/cqrs';
import type { BulkActionResult, RemoveTagsBody, SetTagsBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Creates tags and adds them to customers (by id, or every match of a filter). */
export class SetTagsCommand extends Command<BulkActionResult> {
  constructor(
    readonly creatorId: string,
    readonly body: SetTagsBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** Takes tags off customers; the tags stay. */
export class RemoveTagsCommand extends Command<BulkActionResult> {
  constructor(
    readonly creatorId: string,
    readonly body: RemoveTagsBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
