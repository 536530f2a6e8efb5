import { Command } from '@nestjs/cqrs';
import type { CreateGoodyBagBody, GoodyBagCommandResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../shared/http/request-context.js';

/** Compose a goody bag from the Flirt's own files. */
export class CreateGoodyBagCommand extends Command<GoodyBagCommandResult> {
  constructor(
    readonly creatorId: string,
    readonly body: CreateGoodyBagBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
