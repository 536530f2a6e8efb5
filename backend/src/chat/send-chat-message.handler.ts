import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  activityStreamId,
  centsToDecimal,
  CHAT_MESSAGES,
  chatListingIdOf,
  conversationStreamId,
  isUuid,
  listingStreamId,
  parseMoneyText,
  platformFee,
  type SendChatMessageBody,
  TIP_MESSAGE_MAX,
  READ_MODELS,
} from '@flirtwire/contracts';
import { type FileItemRow, SUBSCRIPTIONS, type SubscriptionDoc } from '@flirtwire/projections';
import { SendTipCommand } from '../payments/tips/send-tip/send-tip.command.js';
import {
  type ReportActivity,
  type ReportedEvent,
  reportOnceDecider,
  type ReportState,
} from '../customers/activity/report-once.decider.js';
import type { Decider } from '../shared/domain/decider.js';
import { CustomerPayments } from '../payments/customer-payments.js';
import { ReadModels } from '../read-side/read-models.js';
import {
  CommandProcessor,
  type CommandOutcome,
  onStream,
  type StreamCommand,
} from '../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../shared/domain/ids.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { Billing } from '../subscriptions/billing/billing.service.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import { listingDecider } from '../marketplace/listings/listing.decider.js';
import { type ChatPair, ChatParties } from './chat-parties.js';
import {
  type ChatContent,
  checkChatContent,
  conversationDecider,
  nextVolleyKey,
  opensVolley,
  type VolleyPayment,
  volleyPriceCents,
} from './conversation.decider.js';
import { MarkChatReadCommand, SendChatMessageCommand } from './send-chat-message.command.js';

/**
 * A chat message (docs/adr/0109). A customer's message that opens a volley is paid first: by
 * the free-volley perk of a package with the Flirt, else through the payment seam (the balance
 * when it covers the price, else the default card, docs/adr/0108) at the Flirt's chat price
 * (their chat listing's per-volley price, $0.99 by default), with the volley id as the
 * processor's idempotency key (one charge per volley, never
 * twice). The volley is recorded as the same `ChatVolleyBilled` the service API records (so My
 * Customers, earnings and the 1099-K ledger count it), then the message; every message is also
 * a `MessageExchanged` (contact counts). A retry with the same Idempotency-Key derives the same
 * ids, so the processor answers with its first result and nothing is recorded twice.
 */
/**
 * The volley's sale: recorded once, by whichever racing message opened the turn; the others
 * (same volley, their own instant) add nothing instead of conflicting with it.
 */
const volleySaleDecider: Decider<ReportState, ReportActivity, ReportedEvent> = {
  ...reportOnceDecider,
  name: 'chat-volley-sale',
  decide: (command, state) => (state.reported ? [] : reportOnceDecider.decide(command, state)),
};

@CommandHandler(SendChatMessageCommand)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessageCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly parties: ChatParties,
    private readonly facts: MoneyFacts,
    private readonly billing: Billing,
    private readonly readModels: ReadModels,
    private readonly bus: CommandBus,
    private readonly payments: CustomerPayments,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ userId, ref, body, context }: SendChatMessageCommand): Promise<CommandOutcome> {
    const pair = await this.parties.pair(userId, ref);
    if (!(await this.facts.flirt(pair.creatorId))) {
      throw new NotFoundError(CHAT_MESSAGES.unavailable, 'flirt_unavailable');
    }
    const blocked = await this.facts.blocked(pair.creatorId, pair.customerId);
    if (blocked) throw new DomainError('blocked', CHAT_MESSAGES.blocked, 403);
    const streamId = conversationStreamId(pair.creatorId, pair.customerId);
    const state = await this.commands.state(conversationDecider, streamId);
    const messageId = context.idempotencyKey
      ? idFromKey('chat-message', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const now = this.clock.now();
    const at = now.toISOString();
    const ctx = { ...context, now };
    const fresh = !state.messageIds.includes(messageId);
    let content = await this.content(pair, body);
    // Every rule of the message's class before anything is charged (a retry was checked already).
    const giftCents = fresh ? checkChatContent(pair.side, content, state) : 0;
    if (fresh && content.kind === 'gift') {
      content = {
        ...content,
        tipId: await this.payGift(pair, messageId, giftCents, body, context),
      };
    }
    let payment: VolleyPayment | null = null;
    let billed: StreamCommand | null = null;
    if (opensVolley(state, pair.side, content.kind) && fresh) {
      // One volley per turn: every message racing to open this turn names the same volley.
      const volleyId = idFromKey(...nextVolleyKey(streamId, state));
      payment = await this.payVolley(pair, volleyId, ctx);
      billed = onStream(activityStreamId('chat-volley', volleyId), volleySaleDecider, {
        type: 'ReportActivity',
        event: {
          type: 'ChatVolleyBilled',
          data: {
            volleyId,
            chargeId: activityStreamId('chat-volley', volleyId),
            creatorId: pair.creatorId,
            customerId: pair.customerId,
            chatId: pair.chatId,
            at,
            amountCents: payment.amountCents,
            platformFeeCents: platformFee(payment.amountCents),
          },
        },
      });
    }
    const message = onStream(streamId, conversationDecider, {
      type: 'SendChatMessage',
      chatId: pair.chatId,
      messageId,
      creatorId: pair.creatorId,
      customerId: pair.customerId,
      from: pair.side,
      text: body.text,
      content,
      at,
      blocked,
      payment,
    });
    const exchanged = onStream(activityStreamId('message', messageId), reportOnceDecider, {
      type: 'ReportActivity',
      event: {
        type: 'MessageExchanged',
        data: {
          messageId,
          creatorId: pair.creatorId,
          customerId: pair.customerId,
          direction: pair.side === 'customer' ? 'to_advisor' : 'from_advisor',
          channel: 'chat',
          chatId: pair.chatId,
          at,
        },
      },
    });
    // The sale, the message and its contact record in one transaction: a crash keeps all or none.
    const outcomes = await this.commands.handleAll(
      billed ? [billed, message, exchanged] : [message, exchanged],
      ctx,
    );
    const outcome = outcomes[billed ? 1 : 0];
    if (!outcome) throw new Error('the message was not decided');
    return outcome;
  }

  /** What the message carries, with the facts its rules need (the photo's owner and kind). */
  private async content(pair: ChatPair, body: SendChatMessageBody): Promise<ChatContent> {
    const amount = body.amount_text === undefined ? null : parseMoneyText(body.amount_text);
    switch (body.kind) {
      case 'text':
        return { kind: 'text' };
      case 'photo': {
        const mediaId = body.media_id ?? '';
        const senderId = pair.side === 'flirt' ? pair.creatorId : pair.customerId;
        const item = isUuid(mediaId)
          ? await this.readModels
              .collection<FileItemRow>(READ_MODELS.fmItems)
              .findOne({ _id: mediaId })
          : null;
        const ownImage =
          item !== null &&
          item.ownerId === senderId &&
          item.state === 'live' &&
          item.itemType === 'image';
        return { kind: 'photo', mediaId, ownImage };
      }
      case 'gift':
        return {
          kind: 'gift',
          amountCents: amount,
          requestId: body.request_id ?? null,
          tipId: null,
        };
      case 'gift_request':
        if (amount === null) {
          throw new ValidationError({ amount_text: CHAT_MESSAGES.amountRequired });
        }
        return { kind: 'gift_request', amountCents: amount };
      default: {
        const never: never = body.kind;
        return never;
      }
    }
  }

  /**
   * A gift is a tip sent in the chat: the tip path charges the card and records `TipSent`
   * (from chat), so earnings, My Customers and the 1099-K ledger count it like any tip. Its
   * idempotency key comes from the message, so a retry neither charges nor records twice.
   */
  private async payGift(
    pair: ChatPair,
    messageId: string,
    amountCents: number,
    body: SendChatMessageBody,
    context: SendChatMessageCommand['context'],
  ): Promise<string> {
    const outcome = await this.bus.execute(
      new SendTipCommand(
        pair.customerId,
        {
          amount_text: centsToDecimal(amountCents),
          advisor_id: pair.creatorId,
          bonus_message: body.text.slice(0, TIP_MESSAGE_MAX),
          from_nf_chat: true,
        },
        {
          ...context,
          // A gift paying a request is one purchase per request (racing payers share one tip
          // and one charge; the conversation then refuses all but the first as already paid);
          // any other gift is one purchase per message.
          idempotencyKey:
            body.request_id === undefined
              ? `chat-gift-${messageId}`
              : `chat-gift-request-${body.request_id}`,
        },
      ),
    );
    const tip = outcome.events.find((event) => event.type === 'TipSent');
    const tipId = (tip?.data as { tipId?: unknown } | undefined)?.tipId;
    if (typeof tipId !== 'string') throw new Error('The gift was charged but no tip was recorded');
    return tipId;
  }

  /** The package perk first, then the balance or the card; throws (recording nothing) when none pays. */
  private async payVolley(
    pair: ChatPair,
    volleyId: string,
    context: Parameters<CommandProcessor['handle']>[3],
  ): Promise<VolleyPayment> {
    const packages = await this.readModels
      .collection<SubscriptionDoc>(SUBSCRIPTIONS)
      .find({ customerId: pair.customerId, creatorId: pair.creatorId, kind: 'package' })
      .toArray();
    for (const subscription of packages) {
      if (!subscription.perks?.freeVolleys) continue;
      try {
        await this.billing.decide(
          subscription._id,
          {
            type: 'UsePerk',
            perk: 'volley',
            quantity: 1,
            usageId: volleyId,
            volleysEnabled: this.facts.flag('free_chat_volleys'),
          },
          context,
        );
        return { volleyId, amountCents: 0, paidBy: 'perk' };
      } catch (error) {
        // No volleys left (or the package lapsed): the card pays.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const amountCents = volleyPriceCents(
      await this.commands.state(listingDecider, listingStreamId(chatListingIdOf(pair.creatorId))),
    );
    const paid = await this.payments.pay({
      customerId: pair.customerId,
      amountCents,
      idempotencyKey: activityStreamId('chat-volley', volleyId),
      description: 'FW*SERVICES',
      label: 'Chat',
      cardRequiredMessage: CHAT_MESSAGES.cardRequired,
      context,
    });
    return { volleyId, amountCents, paidBy: paid.source };
  }
}

/** Marks the other side's messages read by the asker. */
@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler implements ICommandHandler<MarkChatReadCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly parties: ChatParties,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, ref, context }: MarkChatReadCommand): Promise<CommandOutcome> {
    const pair = await this.parties.pair(userId, ref);
    const now = this.clock.now();
    return this.commands.handle(
      conversationStreamId(pair.creatorId, pair.customerId),
      conversationDecider,
      {
        type: 'MarkChatRead',
        chatId: pair.chatId,
        creatorId: pair.creatorId,
        customerId: pair.customerId,
        reader: pair.side,
        at: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
