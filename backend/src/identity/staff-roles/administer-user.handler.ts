import { userStreamId } from '@flirtwire/contracts';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandOutcome, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { SessionService } from '../sessions/session.service.js';
import { userDecider } from '../user/user.decider.js';
import { AdministerUserCommand } from './administer-user.command.js';

@CommandHandler(AdministerUserCommand)
export class AdministerUserHandler implements ICommandHandler<AdministerUserCommand> {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly commands: CommandProcessor,
    private readonly sessions: SessionService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ action, context }: AdministerUserCommand): Promise<CommandOutcome> {
    const outcome = await this.commands.handle(userStreamId(action.userId), userDecider, action, {
      ...context,
      now: this.clock.now(),
    });
    if (outcome.events.some((event) => event.type === 'UserDeactivated')) {
      await this.sessions.endAllFor(action.userId);
    }
    this.logger.log(
      {
        userId: action.userId,
        action: action.type,
        by: context.actor.id,
        events: outcome.events.length,
      },
      'account administered',
    );
    return outcome;
  }
}
