import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ThresholdRule, THRESHOLDS_STREAM } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import { thresholdsDecider } from '../thresholds.decider.js';

/** One year's threshold for one jurisdiction; its amount already in cents (parsed at the HTTP edge). */
export class SetThresholdCommand extends Command<CommandOutcome> {
  constructor(
    readonly rule: ThresholdRule,
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

  execute({ rule, context }: SetThresholdCommand) {
    return this.commands.handle(
      THRESHOLDS_STREAM,
      thresholdsDecider,
      { type: 'SetThreshold', rule },
      { ...context, now: this.clock.now() },
    );
  }
}
