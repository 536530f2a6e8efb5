import {
  type AnyEventEnvelope,
  CHANNEL_OF_SOURCE,
  type EarningsChannel,
  READ_MODELS,
} from '@flirtwire/contracts';
import { type DocumentOp, documentOp, type ProjectionContext } from '../projection.js';
import {
  type Contact,
  customerRowIdOf,
  type CustomerDoc,
  newRow,
  type PersonDoc,
  settled,
  transactionLink,
  withContact,
  withPayment,
  withReversal,
} from './customer-row.js';
import { CUSTOMER_ROWS, rowOp } from './customer-row-writes.js';
import { calendarDay } from './customer-day-roll.js';
import { Tally } from './customer-stats.js';
import { type SUBSCRIPTION_EVENT_TYPES, withSubscriptionEvent } from './customer-subscriptions.js';

export const CUSTOMER_PEOPLE = READ_MODELS.customerPeople;

type EventOf<T extends AnyEventEnvelope['type']> = Extract<AnyEventEnvelope, { type: T }>;

/** The events of one Flirt and customer pair that change that pair's row. */
export type PairEvent = EventOf<
  | 'TipSent'
  | 'PaymentRefunded'
  | 'ChargebackReceived'
  | (typeof SUBSCRIPTION_EVENT_TYPES)[number]
  | 'Followed'
  | 'Unfollowed'
  | 'CustomerBlocked'
  | 'CustomerUnblocked'
  | 'CallCompleted'
  | 'ChatVolleyBilled'
  | 'PaidMailSold'
  | 'GoodiesSold'
  | 'MessageExchanged'
  | 'OfferRedeemed'
  | 'AffiliateReferralRecorded'
  | 'CustomerNoteSet'
>;

/** Events that may not create a row on their own (nothing to show without one). */
const NEEDS_ROW = new Set<string>([
  'CustomerNoteSet',
  'Unfollowed',
  'CustomerUnblocked',
  'PerkUsed',
]);

// ---- one pair's row ----

export async function pairEvent(
  event: PairEvent,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, customerId } = event.data;
  if (creatorId === customerId) return [];
  const rows = context.collection<CustomerDoc>(CUSTOMER_ROWS);
  const old = await rows.findOne({ _id: customerRowIdOf(creatorId, customerId) });
  if (old && old.position >= event.position) return [];
  if (!old && NEEDS_ROW.has(event.type)) return [];
  const base =
    old ??
    newRow(
      creatorId,
      customerId,
      await context.collection<PersonDoc>(CUSTOMER_PEOPLE).findOne({ _id: customerId }),
      event.occurredAt,
    );
  const applied = applyPairEvent(base, event);
  if (applied === base && old) return [];
  const today = await calendarDay(context, event.occurredAt);
  // `applied` is a new object here: a stored row comes back only unchanged (returned above).
  const next = settled(old, applied, today, event.position, applied.days !== base.days || !old);
  const tally = new Tally();
  tally.add(old, next, true);
  return [rowOp(old, next), ...tally.ops()];
}
/** The pair event's change to a row (pure). */
export function applyPairEvent(row: CustomerDoc, event: PairEvent): CustomerDoc {
  const at = event.occurredAt;
  const pay = (channel: EarningsChannel, cents: number, paidAt: string, contact: Contact | null) =>
    contact
      ? withContact(withPayment(row, channel, cents, paidAt), contact)
      : withPayment(row, channel, cents, paidAt);
  switch (event.type) {
    case 'TipSent':
      return pay('Tributes', event.data.amountCents, at, {
        at,
        type: 'Tribute',
        id: event.data.tipId,
        url: transactionLink(event.data.tipId),
      });
    case 'SubscriptionCharged': {
      const charged = withSubscriptionEvent(
        withPayment(row, 'Recurring', event.data.amountCents, at),
        event,
      );
      return charged;
    }
    case 'Subscribed':
      return withContact(withSubscriptionEvent(row, event), {
        at,
        type: 'Subscription',
        id: event.data.subscriptionId,
        url: null,
      });
    case 'SubscriptionChargeStarted':
    case 'SubscriptionChargeFailed':
    case 'SubscriptionRenewed':
    case 'SubscriptionCancellationRequested':
    case 'SubscriptionResumed':
    case 'SubscriptionCancelled':
    case 'SubscriptionExpired':
    case 'SubscriptionPriceChangeRequested':
    case 'SubscriptionPriceChangeApproved':
    case 'SubscriptionUpdated':
    case 'PerkUsed':
      return withSubscriptionEvent(row, event);
    case 'PaymentRefunded':
    case 'ChargebackReceived':
      return withReversal(
        row,
        CHANNEL_OF_SOURCE[event.data.source],
        event.data.amountCents,
        event.data.originalPaidAt,
      );
    case 'Followed':
      return withContact(
        { ...row, following: true },
        { at, type: 'Follow', id: event.data.customerId, url: null },
      );
    case 'Unfollowed':
      return { ...row, following: false };
    case 'CustomerBlocked':
      // A block by either side ends the follow (the relationship decider's rule): the row must
      // not keep calling a blocked customer a Free Follower.
      return event.data.by === 'creator'
        ? { ...row, blockedByCreator: true, following: false }
        : { ...row, blockedByCustomer: true, following: false };
    case 'CustomerUnblocked':
      // Unblocking does not bring the follow back: the customer follows again themselves.
      return event.data.by === 'creator'
        ? { ...row, blockedByCreator: false }
        : { ...row, blockedByCustomer: false };
    case 'CallCompleted':
      return pay('Calls', event.data.amountCents, event.data.at, {
        at: event.data.at,
        type: 'Call',
        id: event.data.callId,
        url: transactionLink(event.data.chargeId),
      });
    case 'ChatVolleyBilled': {
      const withChat = { ...row, chatSlug: event.data.chatId };
      return {
        ...(event.data.amountCents > 0
          ? withContact(
              withPayment(withChat, 'Chat', event.data.amountCents, event.data.at),
              chatContact(event.data.volleyId, event.data.chatId, event.data.at),
            )
          : withContact(
              withChat,
              chatContact(event.data.volleyId, event.data.chatId, event.data.at),
            )),
      };
    }
    case 'PaidMailSold':
      return pay('Paid Mail', event.data.amountCents, event.data.at, {
        at: event.data.at,
        type: 'Mail',
        id: event.data.mailId,
        url: transactionLink(event.data.chargeId),
      });
    case 'GoodiesSold':
      return pay('Goodies', event.data.amountCents, event.data.at, {
        at: event.data.at,
        type: 'Goodies',
        id: event.data.saleId,
        url: transactionLink(event.data.chargeId),
      });
    case 'MessageExchanged': {
      const { direction, channel, chatId, messageId } = event.data;
      const counted =
        direction === 'to_advisor'
          ? { ...row, msgsToAdvisor: row.msgsToAdvisor + 1 }
          : { ...row, msgsFromAdvisor: row.msgsFromAdvisor + 1 };
      const withSlug = chatId ? { ...counted, chatSlug: chatId } : counted;
      return withContact(
        withSlug,
        channel === 'chat' && chatId
          ? chatContact(messageId, chatId, event.data.at)
          : {
              at: event.data.at,
              type: channel === 'chat' ? 'Chat' : 'Mail',
              id: messageId,
              url: channel === 'mail' ? `/messages/${encodeURIComponent(messageId)}` : null,
            },
      );
    }
    case 'OfferRedeemed':
      return pay(event.data.channel, event.data.amountCents, event.data.at, {
        at: event.data.at,
        type: 'Offer',
        id: event.data.offerId,
        url: transactionLink(event.data.chargeId),
      });
    case 'AffiliateReferralRecorded':
      return {
        ...row,
        affiliate: true,
        customerSince: row.customerSince < event.data.at ? row.customerSince : event.data.at,
      };
    case 'CustomerNoteSet':
      return { ...row, sealedNote: event.data.sealedNote };
    default: {
      const never: never = event;
      return never;
    }
  }
}

function chatContact(id: string, chatId: string, at: string): Contact {
  return { at, type: 'Chat', id, url: `/chat/${encodeURIComponent(chatId)}` };
}

// ---- many rows at once ----

/** A message the Flirt sent to many customers at once: each row counts it as a contact. */
export function chatMessageSent(
  event: EventOf<'ChatMessageSentToCustomers'>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, customerIds, messageId } = event.data;
  return eachRow(
    event,
    context,
    { _id: { $in: customerIds.map((id) => customerRowIdOf(creatorId, id)) } },
    (row) => ({
      ...withContact(row, {
        at: event.occurredAt,
        type: 'Chat',
        id: messageId,
        url: row.chatSlug ? `/chat/${encodeURIComponent(row.chatSlug)}` : null,
      }),
      msgsFromAdvisor: row.msgsFromAdvisor + 1,
    }),
  );
}

async function eachRow(
  event: Pick<AnyEventEnvelope, 'occurredAt' | 'position'>,
  context: ProjectionContext,
  filter: Record<string, unknown>,
  /** A new row object when it changes anything (never `row` changed in place), else `row`. */
  change: (row: CustomerDoc) => CustomerDoc,
): Promise<DocumentOp[]> {
  const rows = await context.collection<CustomerDoc>(CUSTOMER_ROWS).find(filter).toArray();
  const today = await calendarDay(context, event.occurredAt);
  const ops: DocumentOp[] = [];
  const tally = new Tally();
  for (const row of rows) {
    if (row.position >= event.position) continue;
    const changed = change(row);
    if (changed === row) continue;
    // Money is untouched here: the windows need rolling only when their day has come.
    const next = settled(row, changed, today, event.position, false);
    ops.push(rowOp(row, next));
    tally.add(row, next, true);
  }
  ops.push(...tally.ops());
  return ops;
}

// ---- the people the rows name ----

/** A customer's account changed: their person document and every row that names them. */
export function personEvent(
  event: EventOf<'UserSignedUp' | 'UserDeactivated' | 'UserReactivated' | 'FlirtSetupCompleted'>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  switch (event.type) {
    case 'UserSignedUp':
      return person(event, context, (p) => ({
        _id: event.data.userId,
        login: event.data.login,
        joinedAt: event.occurredAt,
        isFlirt: p?.isFlirt ?? false,
        active: p?.active ?? true,
      }));
    case 'UserDeactivated':
    case 'UserReactivated':
      return person(event, context, (p) =>
        p ? { ...p, active: event.type === 'UserReactivated' } : null,
      );
    case 'FlirtSetupCompleted':
      return person(event, context, (p) => (p ? { ...p, isFlirt: true } : null));
    default: {
      const never: never = event;
      return never;
    }
  }
}

async function person(
  event: EventOf<'UserSignedUp' | 'UserDeactivated' | 'UserReactivated' | 'FlirtSetupCompleted'>,
  context: ProjectionContext,
  change: (person: PersonDoc | null) => PersonDoc | null,
): Promise<DocumentOp[]> {
  const userId = event.data.userId;
  const people = context.collection<PersonDoc>(CUSTOMER_PEOPLE);
  const next = change(await people.findOne({ _id: userId }));
  if (!next) return [];
  const { _id, ...replacement } = next;
  const ops: DocumentOp[] = [
    documentOp<PersonDoc>(CUSTOMER_PEOPLE, {
      replaceOne: { filter: { _id }, replacement, upsert: true },
    }),
  ];
  ops.push(
    ...(await eachRow(event, context, { customerId: userId }, (row) => ({
      ...row,
      login: next.login,
      loginLower: next.login.toLowerCase(),
      joinedAt: next.joinedAt,
      isFlirt: next.isFlirt,
      active: next.active,
    }))),
  );
  return ops;
}
