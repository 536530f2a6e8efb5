import { Command } from '@nestjs/cqrs';
import type { ShoutProvider } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export type ConnectionChange =
  | { readonly kind: 'link'; readonly provider: ShoutProvider; readonly username: string }
  | { readonly kind: 'unlink'; readonly connectionId: string };

export class ChangeConnectionCommand extends Command<CommandOutcome> {
  constructor(
    readonly creatorId: string,
    readonly change: ConnectionChange,
    readonly context: RequestContext,
  ) {
    super();
  }
}
