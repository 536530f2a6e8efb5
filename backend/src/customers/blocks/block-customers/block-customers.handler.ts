import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BulkActionResult, relationshipStreamId } from '@flirtwire/contracts';
import { relationshipDecider } from '../../../relationships/relationship.decider.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { inParallel, plural } from '../../customers-support.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { BlockCustomersCommand } from './block-customers.command.js';

/**
 * Each customer's block is its own decision of the relationship decider (the one owner of the
 * pair's stream), so blocks run side by side (eight at a time). Already blocked (or not blocked) customers are skipped.
 */
@CommandHandler(BlockCustomersCommand)
export class BlockCustomersHandler implements ICommandHandler<BlockCustomersCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly reader: CustomerReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    creatorId,
    block,
    selection,
    context,
  }: BlockCustomersCommand): Promise<BulkActionResult> {
    const view = await this.reader.view(creatorId);
    const { rows, unknown } = await this.reader.select(view, selection, 'ids');
    const now = this.clock.now();
    const outcomes = await inParallel(rows, 8, (row) =>
      this.commands.handle(
        relationshipStreamId(creatorId, row.customerId),
        relationshipDecider,
        {
          type: block ? 'Block' : 'Unblock',
          creatorId,
          customerId: row.customerId,
          by: 'creator',
        },
        { ...context, now },
      ),
    );
    const changed = outcomes.filter((outcome) => outcome.events.length > 0 && !outcome.replayed);
    return {
      applied: changed.length,
      skipped: unknown + rows.length - changed.length,
      position: Math.max(0, ...outcomes.map((outcome) => outcome.position)),
      message: `${plural(changed.length, 'customer')} ${block ? 'blocked' : 'unblocked'}.`,
    };
  }
}
