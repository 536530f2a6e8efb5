import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';
import type { MakeDefaultCard, RemoveCard } from '../user/user.decider.js';

/** Put a processor token on file (the card number never reaches us). */
export class AddCardCommand extends Command<CommandOutcome> {
  constructor(
    readonly userId: string,
    readonly token: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** Make a card the default, or remove one. */
export class ChangeCardCommand extends Command<CommandOutcome> {
  constructor(
    readonly change: MakeDefaultCard | RemoveCard,
    readonly context: RequestContext,
  ) {
    super();
  }
}
