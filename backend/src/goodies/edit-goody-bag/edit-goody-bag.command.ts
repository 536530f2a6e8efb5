import type { UpdateGoodyBagBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../shared/http/request-context.js';
import { GoodyOwnerCommand } from '../goody-commands.js';

/** Change any part of a goody bag's content. */
export class EditGoodyBagCommand extends GoodyOwnerCommand {
  constructor(
    creatorId: string,
    goodyBagId: string,
    readonly body: UpdateGoodyBagBody,
    context: RequestContext,
  ) {
    super(creatorId, goodyBagId, context);
  }
}
