import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  GOODY_MESSAGES as M,
  type GoodyBagCommandResult,
  goodyBagStreamId,
} from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../shared/domain/ids.js';
import { composeContent, goodyBagDecider } from '../goody-bag.decider.js';
import { ownerResult } from '../goody-commands.js';
import { GoodyFacts } from '../goody-facts.js';
import { draftOf } from '../goody-input.js';
import { CreateGoodyBagCommand } from './create-goody-bag.command.js';

/** With an Idempotency-Key the bag id is derived from it, so a retried create makes one bag. */
@CommandHandler(CreateGoodyBagCommand)
export class CreateGoodyBagHandler implements ICommandHandler<CreateGoodyBagCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: GoodyFacts,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    creatorId,
    body,
    context,
  }: CreateGoodyBagCommand): Promise<GoodyBagCommandResult> {
    const goodyBagId = context.idempotencyKey
      ? idFromKey('goody-bag', creatorId, context.idempotencyKey)
      : this.ids.next();
    const content = composeContent(
      draftOf(body),
      creatorId,
      await this.facts.media(
        body.cover_media_id === null ? body.media_ids : [...body.media_ids, body.cover_media_id],
      ),
    );
    const outcome = await this.commands.handle(
      goodyBagStreamId(goodyBagId),
      goodyBagDecider,
      { type: 'CreateGoodyBag', goodyBagId, creatorId, content, publish: body.publish },
      { ...context, now: this.clock.now() },
    );
    return ownerResult(outcome, goodyBagId, body.publish ? M.published : M.created);
  }
}
