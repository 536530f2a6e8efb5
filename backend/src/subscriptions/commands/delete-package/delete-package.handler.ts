import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PACKAGE_MESSAGES, packageStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { packageDecider } from '../../packages/package.decider.js';
import type { PackageCommandResult } from '../../packages/package-input.js';
import { DeletePackageCommand } from './delete-package.command.js';

@CommandHandler(DeletePackageCommand)
export class DeletePackageHandler implements ICommandHandler<DeletePackageCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ packageId, context }: DeletePackageCommand): Promise<PackageCommandResult> {
    const outcome = await this.commands.handle(
      packageStreamId(packageId),
      packageDecider,
      { type: 'DeletePackage' },
      { ...context, now: this.clock.now() },
    );
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      package: null,
      message: PACKAGE_MESSAGES.removed,
    };
  }
}
