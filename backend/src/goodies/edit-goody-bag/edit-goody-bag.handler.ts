import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  GOODY_MESSAGES as M,
  type GoodyBagCommandResult,
  goodyBagStreamId,
} from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import { composeContent, goodyBagDecider } from '../goody-bag.decider.js';
import { ownerResult } from '../goody-commands.js';
import { GoodyFacts } from '../goody-facts.js';
import { editedDraft } from '../goody-input.js';
import { EditGoodyBagCommand } from './edit-goody-bag.command.js';

@CommandHandler(EditGoodyBagCommand)
export class EditGoodyBagHandler implements ICommandHandler<EditGoodyBagCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: GoodyFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    creatorId,
    goodyBagId,
    body,
    context,
  }: EditGoodyBagCommand): Promise<GoodyBagCommandResult> {
    const bag = await this.facts.bag(goodyBagId);
    if (!bag.content || bag.deleted || bag.creatorId !== creatorId) {
      throw new NotFoundError(M.notFound, 'goody_bag_not_found');
    }
    const draft = editedDraft(body, bag.content);
    const picked =
      draft.coverMediaId === null ? draft.mediaIds : [...draft.mediaIds, draft.coverMediaId];
    const content = composeContent(draft, creatorId, await this.facts.media(picked));
    const outcome = await this.commands.handle(
      goodyBagStreamId(goodyBagId),
      goodyBagDecider,
      { type: 'EditGoodyBag', creatorId, content },
      { ...context, now: this.clock.now() },
    );
    return ownerResult(outcome, goodyBagId, M.saved);
  }
}
