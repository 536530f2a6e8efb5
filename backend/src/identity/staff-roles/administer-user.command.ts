import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';
import type {
  DecideIdVerification,
  Deactivate,
  GrantRole,
  Reactivate,
  RevokeRole,
} from '../user/user.decider.js';

/** What an admin does to someone's account: roles, (de)activation, ID decisions. */
export type AdminAction = GrantRole | RevokeRole | Deactivate | Reactivate | DecideIdVerification;

export class AdministerUserCommand extends Command<CommandOutcome> {
  constructor(
    readonly action: AdminAction,
    readonly context: RequestContext,
  ) {
    super();
  }
}
