import { Command } from '@nestjs/cqrs';
import type { CreatePackageBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';
import type { PackageCommandResult } from '../../packages/package-input.js';

/** Add a package (spec 000 §2 /packages/new, §3 creation payload). */
export class CreatePackageCommand extends Command<PackageCommandResult> {
  constructor(
    readonly creatorId: string,
    readonly body: CreatePackageBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
