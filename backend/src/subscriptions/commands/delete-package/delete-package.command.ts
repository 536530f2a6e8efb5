import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { PackageCommandResult } from '../../packages/package-input.js';

/** Delete a package for good; its subscribers run to the end of their billing cycle. */
export class DeletePackageCommand extends Command<PackageCommandResult> {
  constructor(
    readonly packageId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
