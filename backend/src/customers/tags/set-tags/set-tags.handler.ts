import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BulkActionResult, customerTagsStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { batches, plural } from '../../customers-support.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { tagsDecider } from '../tags.decider.js';
import { RemoveTagsCommand, SetTagsCommand } from './set-tags.command.js';

/**
 * Tags customers by id or by filter (select-all): the customers are read from the Flirt's own
 * rows, then one event per batch of 1,000 is appended to the Flirt's tag stream in one append.
 */
@CommandHandler(SetTagsCommand)
export class SetTagsHandler implements ICommandHandler<SetTagsCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly reader: CustomerReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, body, context }: SetTagsCommand): Promise<BulkActionResult> {
    const view = await this.reader.view(creatorId);
    const { rows, unknown } = await this.reader.select(
      view,
      { ids: body.seekerIds, filters: body.filters },
      'seekerIds',
      { allowEmpty: true },
    );
    const createOnly = !body.filters && (body.seekerIds ?? []).length === 0;
    const ids = rows.map((row) => row.customerId);
    const outcome = await this.commands.handle(
      customerTagsStreamId(creatorId),
      tagsDecider,
      { type: 'SetTags', creatorId, names: body.tags, batches: batches(ids), createOnly },
      { ...context, now: this.clock.now() },
    );
    return {
      applied: ids.length,
      skipped: unknown,
      position: outcome.position,
      message: createOnly
        ? `${body.tags.length === 1 ? 'Tag' : 'Tags'} created.`
        : `Tags added to ${plural(ids.length, 'customer')}.`,
    };
  }
}

@CommandHandler(RemoveTagsCommand)
export class RemoveTagsHandler implements ICommandHandler<RemoveTagsCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly reader: CustomerReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, body, context }: RemoveTagsCommand): Promise<BulkActionResult> {
    const view = await this.reader.view(creatorId);
    const { rows, unknown } = await this.reader.select(
      view,
      { ids: body.seekerIds, filters: body.filters },
      'seekerIds',
    );
    const ids = rows.map((row) => row.customerId);
    const outcome = await this.commands.handle(
      customerTagsStreamId(creatorId),
      tagsDecider,
      { type: 'RemoveTags', creatorId, names: body.tags, batches: batches(ids) },
      { ...context, now: this.clock.now() },
    );
    return {
      applied: ids.length,
      skipped: unknown,
      position: outcome.position,
      message: `Tags removed from ${plural(ids.length, 'customer')}.`,
    };
  }
}
