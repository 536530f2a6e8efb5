import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';
import type {
  CancelFlirtSetup,
  CompleteSetupStep,
  SetGender,
  StartFlirtSetup,
} from '../user/user.decider.js';

/** A wizard move: start, complete a step, cancel, or save the gender setting. */
export class FlirtSetupCommand extends Command<CommandOutcome> {
  constructor(
    readonly action: StartFlirtSetup | CompleteSetupStep | CancelFlirtSetup | SetGender,
    readonly context: RequestContext,
  ) {
    super();
  }
}

export class StartIdVerificationCommand extends Command<
  CommandOutcome & { verificationUrl: string | null }
> {
  constructor(
    readonly userId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
