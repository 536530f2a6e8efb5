import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  PACKAGE_MESSAGES,
  SUBSCRIPTION_MESSAGES as M,
  type SubscribeResult,
} from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError, NotFoundError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../money-facts.js';
import { subscriptionIdFor } from '../../subscription.decider.js';
import { SubscriptionFlows } from '../../subscription-flows.js';
import { SubscribePackageCommand } from './subscribe-package.command.js';

@CommandHandler(SubscribePackageCommand)
export class SubscribePackageHandler implements ICommandHandler<SubscribePackageCommand> {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly flows: SubscriptionFlows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    customerId,
    packageId,
    context,
  }: SubscribePackageCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    const pkg = await this.facts.package(packageId);
    if (!pkg.exists || !pkg.perks) throw new NotFoundError(M.somethingWrong, 'package_not_found');
    if (pkg.creatorId === customerId) {
      throw new DomainError('cannot_purchase_own_package', M.ownPackage, 422);
    }
    if (pkg.status === 'deleted_package') {
      throw new DomainError('package_unavailable', M.packageUnavailable, 410);
    }
    if (pkg.status === 'pending_onboarding') {
      throw new DomainError('package_not_ready', PACKAGE_MESSAGES.notReady, 409);
    }
    if (!(await this.facts.flirt(pkg.creatorId))) {
      throw new NotFoundError(M.somethingWrong, 'advisor_not_found');
    }
    const subscriptionId = subscriptionIdFor.package(customerId, packageId);
    return this.flows.run(
      subscriptionId,
      {
        type: 'Subscribe',
        subscriptionId,
        customerId,
        creatorId: pkg.creatorId,
        plan: { kind: 'package', packageId, perks: pkg.perks },
        rateCents: pkg.rateCents,
        cardId: await this.facts.defaultCardId(customerId),
        blocked: await this.facts.blocked(pkg.creatorId, customerId),
        now: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
