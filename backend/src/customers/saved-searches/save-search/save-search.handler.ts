import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { savedSearchesStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { savedSearchesDecider, savedSearchName } from '../saved-searches.decider.js';
import { SaveSearchCommand } from './save-search.command.js';

@CommandHandler(SaveSearchCommand)
export class SaveSearchHandler implements ICommandHandler<SaveSearchCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ creatorId, name, filters, sort, context }: SaveSearchCommand) {
    const searchId = context.idempotencyKey
      ? idFromKey('saved-search', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const outcome = await this.commands.handle(
      savedSearchesStreamId(creatorId),
      savedSearchesDecider,
      { type: 'SaveSearch', creatorId, searchId, name, filters, sort },
      { ...context, now: this.clock.now() },
    );
    const created = outcome.events.find((event) => event.type === 'SavedSearchCreated');
    const data = created?.data as { searchId: string; name: string } | undefined;
    return {
      id: data?.searchId ?? searchId,
      name: data?.name ?? savedSearchName(name),
      position: outcome.position,
    };
  }
}
