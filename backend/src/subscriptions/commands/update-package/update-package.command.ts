import { Command } from '@nestjs/cqrs';
import type { UpdatePackageBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { PackageCommandResult } from '../../packages/package-input.js';

/** Edit a package's price or perks, and/or make it public or private. */
export class UpdatePackageCommand extends Command<PackageCommandResult> {
  constructor(
    readonly creatorId: string,
    readonly packageId: string,
    readonly body: UpdatePackageBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
