import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  activityStreamId,
  GOODY_MESSAGES as M,
  type GoodyBagPurchaseResult,
  goodySaleIdOf,
  type PaidFrom,
} from '@flirtwire/contracts';
import { CustomerPayments } from '../../payments/customer-payments.js';
import { CommandProcessor, type CommandOutcome } from '../../shared/commands/command-processor.js';
import { KeyedLock } from '../../shared/commands/keyed-lock.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import { GoodyFacts } from '../goody-facts.js';
import {
  type BuyGoodyBag,
  checkPurchase,
  goodyPurchaseDecider,
} from '../goody-purchase.decider.js';
import { PurchaseGoodyBagCommand } from './purchase-goody-bag.command.js';

/**
 * A purchase, the way tips are paid (docs/adr/0112, 0108): every rule is checked (a bag for
 * sale, not your own, no block), the payment seam pays it (the balance when it covers the
 * price, else the default card with the sale id and card as the processor's idempotency key),
 * then the sale is recorded as `GoodiesSold`. One
 * sale per buyer and bag: buying again answers with the first purchase and charges nothing. A
 * declined card records nothing; after picking another card the retry charges that card (a
 * new key), while a retry after a crash between the charge and the record re-sends the same
 * key, so the processor answers with its first result and the sale is recorded once.
 */
@CommandHandler(PurchaseGoodyBagCommand)
export class PurchaseGoodyBagHandler implements ICommandHandler<PurchaseGoodyBagCommand> {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: GoodyFacts,
    private readonly payments: CustomerPayments,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({
    customerId,
    goodyBagId,
    context,
  }: PurchaseGoodyBagCommand): Promise<GoodyBagPurchaseResult> {
    const saleId = goodySaleIdOf(goodyBagId, customerId);
    // One purchase of one bag by one buyer at a time in this process: never two charges.
    return this.lock.run(saleId, async () => {
      const bag = await this.facts.bag(goodyBagId);
      if (!bag.exists) throw new NotFoundError(M.notFound, 'goody_bag_not_found');
      const streamId = activityStreamId('goody-sale', saleId);
      const record = (command: BuyGoodyBag) =>
        this.commands.handle(streamId, goodyPurchaseDecider, command, {
          ...context,
          now: this.clock.now(),
        });
      const now = this.clock.now();
      const command: BuyGoodyBag = {
        type: 'BuyGoodyBag',
        saleId,
        customerId,
        bag,
        blocked: false,
        at: now.toISOString(),
      };
      if ((await this.facts.sale(saleId)).sold) {
        return result(await record(command), goodyBagId, saleId, true, null);
      }
      const blocked = await this.facts.money.blocked(bag.creatorId, customerId);
      const amountCents = checkPurchase({ ...command, blocked });
      const paid = await this.payments.pay({
        customerId,
        amountCents,
        idempotencyKey: saleId,
        keyPerCard: true,
        description: 'FW*GOODIES',
        label: `Goody bag: ${bag.content?.title ?? goodyBagId}`,
        cardRequiredMessage: M.cardRequired,
        context: { ...context, now },
      });
      return result(await record({ ...command, blocked }), goodyBagId, saleId, false, paid.source);
    });
  }
}

function result(
  outcome: CommandOutcome,
  goodyBagId: string,
  saleId: string,
  alreadyPurchased: boolean,
  paidFrom: PaidFrom | null,
): GoodyBagPurchaseResult {
  return {
    streamId: outcome.streamId,
    revision: outcome.revision,
    position: outcome.position,
    goody_bag_id: goodyBagId,
    sale_id: saleId,
    already_purchased: alreadyPurchased || outcome.events.length === 0,
    message: M.purchased,
    paid_from: paidFrom,
  };
}
