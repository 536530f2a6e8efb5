import { subscriptionStreamId } from '@flirtwire/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ChargeFailure } from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type ChargeResult,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import {
  type CommandContext,
  type CommandOutcome,
  CommandProcessor,
  type FoldedState,
  withoutKey,
} from '../../shared/commands/command-processor.js';
import { MoneyFacts } from '../money-facts.js';
import {
  type Ending,
  type SubscriptionCommand,
  subscriptionDecider,
  type SubscriptionState,
} from '../subscription.decider.js';

export type LoadedSubscription = FoldedState<SubscriptionState>;

/** What the card statement shows (ToS: a generic services label). */
const DESCRIPTOR = 'FW*SERVICES';

/** When a subscription next needs the platform (renewal, expiry, retry), or null. */
function dueAt(state: SubscriptionState): string | null {
  switch (state.status) {
    case 'active':
    case 'needs_approval':
      return state.paid?.periodEnd ?? null;
    case 'pending_cancel':
      return state.endsAt;
    case 'charge_failed':
      return state.retryAt;
    case 'none':
    case 'incomplete':
    case 'charging':
    case 'cancelled':
    case 'expired':
      return null;
    default: {
      const unexpected: never = state.status;
      return unexpected;
    }
  }
}

function failureOf(result: Exclude<ChargeResult, { status: 'approved' }>): ChargeFailure {
  switch (result.status) {
    case 'declined':
      return 'declined';
    case 'insufficient_funds':
      return 'insufficient_funds';
    case 'processor_error':
      return 'processor_error';
    default: {
      const unexpected: never = result;
      return unexpected;
    }
  }
}

/**
 * The billing cycle's moving parts (docs/adr/0050). Every charge is two-phase: the decider
 * appends SubscriptionChargeStarted with a deterministic `chargeId`; `settle` sends it to the
 * processor with that id as the idempotency key and records the answer. Whatever crashes in
 * between, the next `settle` re-sends the same key and the processor answers with its first
 * result, so a period is charged at most once.
 */
@Injectable()
export class Billing {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly commands: CommandProcessor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly facts: MoneyFacts,
  ) {}

  /** The subscription as its stream stands now (folded by the command processor). */
  load(subscriptionId: string): Promise<LoadedSubscription> {
    return this.commands.stateWithRevision(
      subscriptionDecider,
      subscriptionStreamId(subscriptionId),
    );
  }

  /** Decides a command on the subscription's stream (read, decide, append, retry). */
  decide(
    subscriptionId: string,
    command: SubscriptionCommand,
    context: CommandContext,
  ): Promise<CommandOutcome> {
    return this.commands.handle(
      subscriptionStreamId(subscriptionId),
      subscriptionDecider,
      command,
      context,
    );
  }

  /**
   * Completes a charge in flight: sends it (again) to the processor under its charge id and
   * records the result. Does nothing when no charge is in flight. When the processor cannot be
   * reached the charge stays in flight for the next attempt (the billing job retries it).
   */
  async settle(subscriptionId: string, context: CommandContext): Promise<void> {
    const { state } = await this.load(subscriptionId);
    const charge = state.charge;
    if (state.status !== 'charging' || !charge) return;
    // A removed card has no token: the processor still answers a key it has seen with its
    // first result, and declines an unknown card otherwise.
    const token = (await this.facts.cardToken(state.customerId, charge.cardId)) ?? '';
    let result: ChargeResult;
    try {
      result = await this.gateway.charge({
        token,
        amountCents: charge.amountCents,
        idempotencyKey: charge.chargeId,
        description: DESCRIPTOR,
      });
    } catch (error) {
      this.logger.warn(
        { err: error, subscriptionId, chargeId: charge.chargeId },
        'charge not settled',
      );
      return;
    }
    await this.decide(
      subscriptionId,
      {
        type: 'RecordChargeResult',
        chargeId: charge.chargeId,
        result:
          result.status === 'approved'
            ? { status: 'approved', gatewayReference: result.chargeId }
            : { status: 'failed', reason: failureOf(result) },
        now: context.now.toISOString(),
      },
      // Never under the request's Idempotency-Key: the subscribe command that started this
      // charge holds that key on the stream, so the result would be taken for its replay and
      // dropped (charged at the processor, no SubscriptionCharged).
      withoutKey(context),
    );
  }

  /** Why the platform would end this subscription instead of renewing it, if it would. */
  async ending(state: SubscriptionState): Promise<Ending | null> {
    if (await this.facts.blocked(state.creatorId, state.customerId)) return 'blocked';
    const creator = await this.facts.account(state.creatorId);
    if (!creator.exists || !creator.active) return 'creator_inactive';
    const plan = state.plan;
    if (plan?.kind === 'package') {
      const pkg = await this.facts.package(plan.packageId);
      if (!pkg.exists || pkg.status === 'deleted_package') return 'package_deleted';
    }
    return null;
  }

  /**
   * One step of the billing job for one subscription as of `context.now`: finishes a charge
   * left in flight, or renews, retries, expires or ends it when that is due. Running it again
   * for the same moment does nothing.
   */
  async renew(subscriptionId: string, context: CommandContext): Promise<number> {
    const { state } = await this.load(subscriptionId);
    if (state.status === 'charging') {
      await this.settle(subscriptionId, context);
      return 1;
    }
    const due = dueAt(state);
    const now = context.now.toISOString();
    if (due === null || due > now) return 0;
    const outcome = await this.decide(
      subscriptionId,
      {
        type: 'Renew',
        cardId: await this.facts.defaultCardId(state.customerId),
        ending: state.status === 'pending_cancel' ? null : await this.ending(state),
        now,
      },
      context,
    );
    if (outcome.events.some((event) => event.type === 'SubscriptionChargeStarted')) {
      await this.settle(subscriptionId, context);
    }
    return outcome.events.length > 0 ? 1 : 0;
  }
}
