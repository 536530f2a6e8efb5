import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Spec 002 §7 PATCH {login}: the Flirt's note on one of their customers. */
export class SetNoteCommand extends Command<CommandResult & { note: string | null }> {
  constructor(
    readonly creatorId: string,
    readonly login: string,
    readonly seekerId: string | undefined,
    readonly note: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
