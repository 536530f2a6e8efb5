import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export class UpdateSavedSearchCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly searchId: string,
    readonly doNotAutoSuggest: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class DeleteSavedSearchCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly searchId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
