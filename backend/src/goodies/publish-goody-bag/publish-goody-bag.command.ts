import type { RequestContext } from '../../shared/http/request-context.js';
import { GoodyOwnerCommand } from '../goody-commands.js';

/** Put a goody bag on sale (`publish`) or take it off (`unpublish`). */
export class PublishGoodyBagCommand extends GoodyOwnerCommand {
  constructor(
    creatorId: string,
    goodyBagId: string,
    readonly publish: boolean,
    context: RequestContext,
  ) {
    super(creatorId, goodyBagId, context);
  }
}

/** Delete a goody bag: off sale for good; buyers keep what they bought. */
export class DeleteGoodyBagCommand extends GoodyOwnerCommand {}
