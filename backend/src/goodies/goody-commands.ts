import { Command } from '@nestjs/cqrs';
import type { GoodyBagCommandResult } from '@flirtwire/contracts';
import type { CommandOutcome } from '../shared/commands/command-processor.js';
import type { RequestContext } from '../shared/http/request-context.js';

/** A Flirt's change to one of their goody bags; answers where it landed and a message. */
export abstract class GoodyOwnerCommand extends Command<GoodyBagCommandResult> {
  constructor(
    readonly creatorId: string,
    readonly goodyBagId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export function ownerResult(
  outcome: CommandOutcome,
  goodyBagId: string,
  message: string,
): GoodyBagCommandResult {
  return {
    streamId: outcome.streamId,
    revision: outcome.revision,
    position: outcome.position,
    goody_bag_id: goodyBagId,
    message,
  };
}
