import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PACKAGE_MESSAGES, packageStreamId } from '@flirtwire/contracts';
import { PACKAGES, type PackageDoc } from '@flirtwire/projections';
import { ProjectionHost } from '../../../read-side/projection-host.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../../../read-side/read-your-writes/read-your-writes.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
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
import { UpdatePackageCommand } from './update-package.command.js';

@CommandHandler(UpdatePackageCommand)
export class UpdatePackageHandler implements ICommandHandler<UpdatePackageCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: MoneyFacts,
    private readonly catalog: PackageCatalog,
    private readonly readModels: ReadModels,
    private readonly host: ProjectionHost,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({
    creatorId,
    packageId,
    body,
    context,
  }: UpdatePackageCommand): Promise<PackageCommandResult> {
    return this.catalog.forCreator(creatorId, async () => {
      const state = await this.facts.package(packageId);
      if (!state.exists || !state.perks) {
        throw new NotFoundError(PACKAGE_MESSAGES.notFound, 'package_not_found');
      }
      const { rate, status, ...perkFields } = body;
      const perks = perksOf({ ...state.perks, ...stripUndefined(perkFields) });
      const outcome = await this.commands.handle(
        packageStreamId(packageId),
        packageDecider,
        {
          type: 'UpdatePackage',
          rateCents: rateCentsOf(rate, state.rateCents),
          perks,
          ...(status === undefined ? {} : { status }),
          ...packageLimits(this.facts),
          otherPublicCount: publicLimitApplies(state.status, status)
            ? await this.catalog.publicCount(creatorId, packageId)
            : 0,
        },
        { ...context, now: this.clock.now() },
      );
      // Read-your-writes for the package the answer shows, as a query with `?after=` would.
      await this.host.waitFor([PACKAGES], outcome.position, READ_YOUR_WRITES_TIMEOUT_MS);
      const doc = await this.readModels
        .collection<PackageDoc>(PACKAGES)
        .findOne({ _id: packageId });
      const changedVisibility = outcome.events.some((e) => e.type === 'PackageVisibilityChanged');
      return {
        streamId: outcome.streamId,
        revision: outcome.revision,
        position: outcome.position,
        package: doc ? managedPackageView(doc) : null,
        message: changedVisibility
          ? status === 'public_package'
            ? PACKAGE_MESSAGES.nowPublic
            : PACKAGE_MESSAGES.nowPrivate
          : PACKAGE_MESSAGES.saved,
      };
    });
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
