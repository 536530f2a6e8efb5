import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  PACKAGE_DEFAULT_RATE_CENTS,
  PACKAGE_MESSAGES,
  packageStreamId,
} from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { MoneyFacts } from '../../money-facts.js';
import { PackageCatalog } from '../../packages/package-catalog.js';
import { packageDecider, publicLimitApplies } from '../../packages/package.decider.js';
import {
  type PackageCommandResult,
  packageLimits,
  perksOf,
  rateCentsOf,
} from '../../packages/package-input.js';
import { managedPackageView } from '../../views/subscription-views.js';
import { CreatePackageCommand } from './create-package.command.js';

@CommandHandler(CreatePackageCommand)
export class CreatePackageHandler implements ICommandHandler<CreatePackageCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: MoneyFacts,
    private readonly catalog: PackageCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  execute({ creatorId, body, context }: CreatePackageCommand): Promise<PackageCommandResult> {
    const packageId = context.idempotencyKey
      ? idFromKey('package', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    return this.catalog.forCreator(creatorId, async () => {
      const now = this.clock.now();
      const outcome = await this.commands.handle(
        packageStreamId(packageId),
        packageDecider,
        {
          type: 'CreatePackage',
          packageId,
          creatorId,
          rateCents: rateCentsOf(body.rate, PACKAGE_DEFAULT_RATE_CENTS),
          status: body.status,
          perks: perksOf(body),
          ...packageLimits(this.facts),
          otherPublicCount: publicLimitApplies(null, body.status)
            ? await this.catalog.publicCount(creatorId, packageId)
            : 0,
        },
        { ...context, now },
      );
      const state = await this.facts.package(packageId);
      return {
        streamId: outcome.streamId,
        revision: outcome.revision,
        position: outcome.position,
        package: state.perks
          ? managedPackageView({
              _id: packageId,
              creatorId,
              rateCents: state.rateCents,
              status: state.status,
              perks: state.perks,
              createdAt: outcome.events[0]?.occurredAt ?? now.toISOString(),
              deletedAt: null,
              deletionDate: null,
              activeSubscribers: 0,
              pendingExpiration: 0,
              expired: 0,
              revision: outcome.revision,
            })
          : null,
        message: PACKAGE_MESSAGES.created,
      };
    });
  }
}
