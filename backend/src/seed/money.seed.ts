import {
  CreatePackageBody,
  centsToDecimal,
  dollarsToCents,
  formatCents,
  SendTipBody,
  SetOfferingBody,
  chargeStreamId,
} from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../infrastructure/payments/payment-gateway.port.js';
import { chargeDecider } from '../payments/reversals/charge.decider.js';
import { SendTipCommand } from '../payments/tips/send-tip/send-tip.command.js';
import { ID_GENERATOR } from '../shared/domain/clock.js';
import type { IdGenerator } from '../shared/domain/ids.js';
import { SCHEDULED_POSTS_JOB } from '../content/posts/publisher/post-publisher.job.js';
import { Scheduler } from '../platform/scheduling/scheduler.js';
import { BILLING_JOB } from '../subscriptions/billing/renewal.job.js';
import { CreatePackageCommand } from '../subscriptions/commands/create-package/create-package.command.js';
import { ResubscribeCommand } from '../subscriptions/commands/resubscribe/resubscribe.command.js';
import { SetOfferingCommand } from '../subscriptions/commands/set-offering/set-offering.command.js';
import { SubscribeCommand } from '../subscriptions/commands/subscribe/subscribe.command.js';
import { UnsubscribeCommand } from '../subscriptions/commands/unsubscribe/unsubscribe.command.js';
import { SUBSCRIPTION_REACTIONS } from '../subscriptions/reactions/subscription-reactions.reactor.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

/** Money: subscription prices, subscriptions with churn and return, tips, refunds, renewals. */

const TIP_MESSAGES = ['', '', '', 'For you!', 'Loved the last post', 'Thank you', 'Keep going'];

export async function seedOffering(world: SeedWorld, flirt: SeedFlirt): Promise<void> {
  await world.run(
    new SetOfferingCommand(
      flirt.userId,
      SetOfferingBody.parse({ rate: formatCents(flirt.rateCents).replace(/[$,]/g, '') }),
      world.context({ id: flirt.userId, role: 'advisor' }),
    ),
  );
}

/**
 * The Flirt's packages on sale (spec 000 §5), through the real handler: a feed package at the
 * subscription price, and for every other Flirt a package with free call minutes too.
 */
export async function seedPackages(world: SeedWorld, flirt: SeedFlirt): Promise<void> {
  const context = () => world.context({ id: flirt.userId, role: 'advisor' });
  await world.run(
    new CreatePackageCommand(
      flirt.userId,
      CreatePackageBody.parse({
        rate: centsToDecimal(flirt.rateCents),
        status: 'public_package',
        feedAccess: true,
      }),
      context(),
    ),
  );
  if (flirt.index % 2 === 0) {
    await world.run(
      new CreatePackageCommand(
        flirt.userId,
        CreatePackageBody.parse({
          rate: centsToDecimal(flirt.rateCents + 1000),
          status: 'public_package',
          feedAccess: true,
          freeMinutes: true,
          callsPerSessionAmount: 3,
          callsPerPeriodAmount: 4,
        }),
        context(),
      ),
    );
  }
}

export async function seedSubscribe(
  world: SeedWorld,
  customer: SeedCustomer,
  flirt: SeedFlirt,
  at: Date,
): Promise<void> {
  const context = world.context({ id: customer.userId, role: 'customer' });
  const result =
    customer.subscriptionId === null
      ? await world.run(new SubscribeCommand(customer.userId, flirt.userId, undefined, context), at)
      : await world.run(
          new ResubscribeCommand(customer.userId, customer.subscriptionId, context),
          at,
        );
  if (result?.charged) {
    customer.subscriptionId = result.subscription.id;
    customer.subscribed = true;
    addSpend(flirt, customer, flirt.rateCents);
  }
}

export async function seedUnsubscribe(
  world: SeedWorld,
  customer: SeedCustomer,
  at: Date,
): Promise<void> {
  if (!customer.subscribed || customer.subscriptionId === null) return;
  await world.run(
    new UnsubscribeCommand(
      customer.userId,
      customer.subscriptionId,
      world.context({ id: customer.userId, role: 'customer' }),
    ),
    at,
  );
  customer.subscribed = false;
}

/** Tip amounts follow the customer's appetite: whales tip big, most tip a few dollars. */
function tipCents(world: SeedWorld, customer: SeedCustomer): number {
  const base = world.random.pick([1, 2, 3, 5, 5, 10, 10, 20, 25, 50]);
  const dollars = Math.min(500, Math.round(base * Math.sqrt(customer.weight)));
  return dollarsToCents(Math.max(1, dollars)) + (world.random.chance(0.2) ? 99 : 0);
}

export interface SeededTip {
  readonly tipId: string;
  readonly customer: SeedCustomer;
  readonly flirt: SeedFlirt;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly gatewayReference: string | null;
}

export async function seedTip(
  world: SeedWorld,
  customer: SeedCustomer,
  flirt: SeedFlirt,
  at: Date,
): Promise<SeededTip | null> {
  const amountCents = tipCents(world, customer);
  const outcome = await world.run(
    new SendTipCommand(
      customer.userId,
      SendTipBody.parse({
        amount_text: centsToDecimal(amountCents),
        advisor_id: flirt.userId,
        bonus_message: world.random.pick(TIP_MESSAGES),
      }),
      world.context({ id: customer.userId, role: 'customer' }),
    ),
    at,
  );
  const event = outcome?.events.find((e) => e.type === 'TipSent');
  if (!event) return null;
  const data = event.data as { tipId: string; gatewayReference?: string };
  addSpend(flirt, customer, amountCents);
  return {
    tipId: data.tipId,
    customer,
    flirt,
    amountCents,
    paidAt: event.occurredAt,
    gatewayReference: data.gatewayReference ?? null,
  };
}

/**
 * A refund of a tip, as support staff issue it: held on the charge through the charge decider
 * (never more than was paid), refunded by the processor under the refund id, then recorded as
 * what the processor refunded (or released when it refused).
 */
export async function seedRefund(world: SeedWorld, tip: SeededTip, at: Date): Promise<void> {
  world.clock.moveTo(at);
  const amountCents = world.random.chance(0.7) ? tip.amountCents : Math.ceil(tip.amountCents / 2);
  // No request key: the hold, the processor's answer and the record are three commands on one stream.
  const context = {
    ...world.context({ id: 'support', role: 'admin' }, false),
    now: world.clock.now(),
  };
  const refundId = world.app.get<IdGenerator>(ID_GENERATOR).next();
  const charge = {
    chargeId: tip.tipId,
    source: 'tip' as const,
    customerId: tip.customer.userId,
    creatorId: tip.flirt.userId,
    amountCents: tip.amountCents,
    paidAt: tip.paidAt,
  };
  const streamId = chargeStreamId(tip.tipId);
  world.counts.commands++;
  await world.processor.handle(
    streamId,
    chargeDecider,
    {
      type: 'RequestRefund',
      refundId,
      charge,
      amountCents,
      reason: world.random.pick(['Customer request', 'Duplicate tip', 'Sent by mistake']),
    },
    context,
  );
  let processorRefundId = refundId;
  let refundedCents = amountCents;
  if (tip.gatewayReference) {
    const gateway = world.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const refunded = await gateway.refund({
      chargeId: tip.gatewayReference,
      amountCents,
      idempotencyKey: refundId,
    });
    if (refunded.status !== 'refunded') {
      await world.processor.handle(
        streamId,
        chargeDecider,
        { type: 'FailRefund', refundId, chargeId: tip.tipId, reason: refunded.reason },
        context,
      );
      return;
    }
    processorRefundId = refunded.refundId;
    refundedCents = refunded.amountCents;
  }
  await world.processor.handle(
    streamId,
    chargeDecider,
    { type: 'RecordRefund', refundId, charge, amountCents: refundedCents, processorRefundId },
    context,
  );
  addSpend(tip.flirt, tip.customer, -refundedCents);
}

/** The day's scheduled work at its end: renewals (charges, lapses, ends) and their reactions. */
export async function seedDailyJobs(world: SeedWorld, endOfDay: Date): Promise<void> {
  world.clock.moveTo(endOfDay);
  const scheduler = world.app.get(Scheduler);
  await scheduler.runJob(BILLING_JOB, endOfDay);
  await world.reacted([SUBSCRIPTION_REACTIONS.name]);
  await scheduler.runJob(SCHEDULED_POSTS_JOB, endOfDay);
}

function addSpend(flirt: SeedFlirt, customer: SeedCustomer, cents: number): void {
  flirt.spend.set(customer.index, (flirt.spend.get(customer.index) ?? 0) + cents);
}
