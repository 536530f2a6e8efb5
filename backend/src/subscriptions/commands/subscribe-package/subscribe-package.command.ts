import { Command } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Buy a package: a monthly package subscription with a snapshot of its perks. */
export class SubscribePackageCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly packageId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
