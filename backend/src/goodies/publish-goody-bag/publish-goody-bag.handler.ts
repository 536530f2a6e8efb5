import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  GOODY_MESSAGES as M,
  type GoodyBagCommandResult,
  goodyBagStreamId,
} from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { goodyBagDecider } from '../goody-bag.decider.js';
import { ownerResult } from '../goody-commands.js';
import { DeleteGoodyBagCommand, PublishGoodyBagCommand } from './publish-goody-bag.command.js';

@CommandHandler(PublishGoodyBagCommand)
export class PublishGoodyBagHandler implements ICommandHandler<PublishGoodyBagCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    creatorId,
    goodyBagId,
    publish,
    context,
  }: PublishGoodyBagCommand): Promise<GoodyBagCommandResult> {
    const outcome = await this.commands.handle(
      goodyBagStreamId(goodyBagId),
      goodyBagDecider,
      { type: publish ? 'PublishGoodyBag' : 'UnpublishGoodyBag', creatorId },
      { ...context, now: this.clock.now() },
    );
    return ownerResult(outcome, goodyBagId, publish ? M.published : M.unpublished);
  }
}

@CommandHandler(DeleteGoodyBagCommand)
export class DeleteGoodyBagHandler implements ICommandHandler<DeleteGoodyBagCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    creatorId,
    goodyBagId,
    context,
  }: DeleteGoodyBagCommand): Promise<GoodyBagCommandResult> {
    const outcome = await this.commands.handle(
      goodyBagStreamId(goodyBagId),
      goodyBagDecider,
      { type: 'DeleteGoodyBag', creatorId },
      { ...context, now: this.clock.now() },
    );
    return ownerResult(outcome, goodyBagId, M.removed);
  }
}
