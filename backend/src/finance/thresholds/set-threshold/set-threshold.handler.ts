import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type Jurisdiction,
  parseMoneyText,
  type SetThresholdBody,
  THRESHOLDS_STREAM,
} from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import { thresholdsDecider } from '../thresholds.decider.js';

export class SetThresholdCommand extends Command<CommandOutcome> {
  constructor(
    readonly taxYear: number,
    readonly jurisdiction: Jurisdiction,
    readonly body: SetThresholdBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}

@CommandHandler(SetThresholdCommand)
export class SetThresholdHandler implements ICommandHandler<SetThresholdCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ taxYear, jurisdiction, body, context }: SetThresholdCommand) {
    return this.commands.handle(
      THRESHOLDS_STREAM,
      thresholdsDecider,
      {
        type: 'SetThreshold',
        rule: {
          taxYear,
          jurisdiction,
          minGrossCents: parseMoneyText(body.min_gross) ?? 0,
          grossComparison: body.gross_comparison,
          minTransactions: body.min_transactions,
          transactionsComparison: body.transactions_comparison,
          note: body.note,
        },
      },
      { ...context, now: this.clock.now() },
    );
  }
}
