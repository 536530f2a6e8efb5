import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CALL_MESSAGES as M,
  callStreamId,
  type ListingRow,
  READ_MODELS,
} from '@flirtwire/contracts';
import { UserDirectory } from '../identity/user/user-directory.js';
import {
  TELEPHONY_PROVIDER,
  type TelephonyProvider,
} from '../infrastructure/telephony/telephony.port.js';
import { checkedListingId } from '../marketplace/listings/listing-id.param.js';
import { ReadModels } from '../read-side/read-models.js';
import { CommandProcessor, type CommandOutcome } from '../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../shared/domain/ids.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import { CallBilling } from './call-billing.js';
import { billsMinutes, callDecider, endBill, perkWanted } from './call.decider.js';
import { RecordCallProgressCommand, StartCallCommand } from './call.commands.js';

/**
 * Starts a call (docs/adr/0101): the listing takes calls (a phone listing, accepted, not
 * blocked, its Flirt available) and the customer can be rung and can pay (a verified phone, a
 * card). The call is recorded as ringing, then the provider is asked to ring both parties; a
 * provider that cannot records the call as failed. An Idempotency-Key names the same call.
 */
@CommandHandler(StartCallCommand)
export class StartCallHandler implements ICommandHandler<StartCallCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
    private readonly facts: MoneyFacts,
    private readonly billing: CallBilling,
    @Inject(TELEPHONY_PROVIDER) private readonly telephony: TelephonyProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    userId,
    listingId: rawId,
    context,
  }: StartCallCommand): Promise<CommandOutcome & { callId: string }> {
    const listingId = checkedListingId(rawId);
    const listing = await this.readModels
      .collection<ListingRow>(READ_MODELS.listings)
      .findOne({ _id: listingId });
    if (!listing || (!listing.public && listing.creatorId !== userId)) {
      throw new NotFoundError(M.notFound, 'listing_not_found');
    }
    if (listing.type === 3) throw new ValidationError({ listing: M.notAPhoneListing });
    if (listing.creatorId === userId) throw new ValidationError({ listing: M.ownListing });
    if (listing.blocked || (await this.facts.blocked(listing.creatorId, userId))) {
      throw new DomainError('blocked', M.blocked, 403, { listing: M.blocked });
    }
    if (!listing.available || !(await this.facts.flirt(listing.creatorId))) {
      throw new DomainError('unavailable', M.notAvailable, 409, { listing: M.notAvailable });
    }
    const customer = await this.directory.load(userId);
    if (!customer.phones.some((phone) => phone.verified)) {
      throw new ValidationError({ phone: M.phoneRequired });
    }
    if (!(await this.billing.canPay(userId))) throw new ValidationError({ card: M.cardRequired });

    const callId = context.idempotencyKey
      ? idFromKey('call', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const now = this.clock.now();
    const ctx = { ...context, now };
    const requested = await this.commands.handle(
      callStreamId(callId),
      callDecider,
      {
        type: 'RequestCall',
        callId,
        creatorId: listing.creatorId,
        customerId: userId,
        listingId,
        rateCents: listing.priceCents,
        at: now.toISOString(),
      },
      ctx,
    );
    if (requested.replayed || requested.events.length === 0) return { ...requested, callId };
    const placed = await this.telephony.placeCall({
      callId,
      customerId: userId,
      creatorId: listing.creatorId,
      listingId,
    });
    if (placed.status === 'ringing') return { ...requested, callId };
    const failed = await this.commands.handle(
      callStreamId(callId),
      callDecider,
      { type: 'FailCall', at: this.clock.now().toISOString(), reason: placed.reason },
      { ...ctx, idempotencyKey: undefined },
    );
    return { ...failed, callId };
  }
}

/**
 * What the provider reports: connected, ended, or failed, each at the instant the provider
 * observed it. The end is billed once from the provider's connect and disconnect instants
 * (the first-call offer's free minutes, then a perk's, the rest charged, keyed by the call id) and recorded with the
 * `CallCompleted` the service API records; a repeated end bills nothing.
 */
@CommandHandler(RecordCallProgressCommand)
export class RecordCallProgressHandler implements ICommandHandler<RecordCallProgressCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly billing: CallBilling,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ callId, progress, context }: RecordCallProgressCommand): Promise<CommandOutcome> {
    const streamId = callStreamId(callId);
    const ctx = { ...context, now: this.clock.now() };
    const at = progress.at;
    switch (progress.kind) {
      case 'connected':
        return this.commands.handle(streamId, callDecider, { type: 'ConnectCall', at }, ctx);
      case 'failed':
        return this.commands.handle(
          streamId,
          callDecider,
          { type: 'FailCall', at, reason: progress.reason },
          ctx,
        );
      case 'ended': {
        const state = await this.commands.state(callDecider, streamId);
        let firstCallMinutes = 0;
        let perkMinutes = 0;
        let declined = false;
        // Only a call still connected is billed: a repeated end report reaches the decider,
        // which records nothing, without touching the offer, the perk or the card.
        if (billsMinutes(state, at)) {
          firstCallMinutes = await this.billing.firstCallMinutes(state, ctx);
          if (perkWanted(state, at, firstCallMinutes)) {
            perkMinutes = await this.billing.perkMinutes(state, ctx);
          }
          const bill = endBill(state, at, firstCallMinutes + perkMinutes);
          if (bill.amountCents > 0) {
            declined = !(await this.billing.charge(
              state.customerId,
              callId,
              bill.amountCents,
              ctx,
            ));
          }
        }
        return this.commands.handle(
          streamId,
          callDecider,
          { type: 'EndCall', at, firstCallMinutes, perkMinutes, declined },
          ctx,
        );
      }
      default: {
        const never: never = progress;
        return never;
      }
    }
  }
}
