import { CONTENT_MESSAGES as M, storefrontStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { AdvisorDirectory } from '../../advisors/advisor-directory.js';
import { storefrontDecider } from '../storefront.decider.js';
import { SetMemberSinceVisibilityCommand } from './set-member-since-visibility.command.js';

/** Spec 001 §2.4 Hide/Show Member Since Date: the Flirt named by login, changed by themself. */
@CommandHandler(SetMemberSinceVisibilityCommand)
export class SetMemberSinceVisibilityHandler implements ICommandHandler<SetMemberSinceVisibilityCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly advisors: AdvisorDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    actorId,
    login,
    visible,
    context,
  }: SetMemberSinceVisibilityCommand): Promise<CommandOutcome> {
    const advisor = await this.advisors.byLogin(actorId, login);
    if (!advisor) throw new NotFoundError(M.advisorNotFound, 'advisor_not_found');
    return this.commands.handle(
      storefrontStreamId(advisor.id),
      storefrontDecider,
      { type: 'SetMemberSinceVisibility', creatorId: advisor.id, actorId, visible },
      { ...context, now: this.clock.now() },
    );
  }
}
