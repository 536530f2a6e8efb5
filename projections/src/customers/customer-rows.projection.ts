import {
  type AnyEventEnvelope,
  CHANNEL_OF_SOURCE,
  type EarningsChannel,
  READ_MODELS,
  tagKey,
  utcDay,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  type ProjectionContext,
} from '../projection.js';
import {
  type Contact,
  customerRowIdOf,
  type CustomerDoc,
  derive,
  newRow,
  type PersonDoc,
  needsRoll,
  rolled,
  rollTo,
  transactionLink,
  withContact,
  withPayment,
  withReversal,
} from './customer-row.js';
import { SUBSCRIPTION_EVENT_TYPES, withSubscriptionEvent } from './customer-subscriptions.js';

export const CUSTOMER_ROWS = READ_MODELS.customerRows;
export const CUSTOMER_TAGS = READ_MODELS.customerTags;
export const CUSTOMER_STATS = READ_MODELS.customerStats;
export const CUSTOMER_PEOPLE = 'customer_people';
export const CUSTOMER_OFFERS = READ_MODELS.customerOffers;
export const CUSTOMER_CALENDAR = 'customer_calendar';

/** User and system tags of one Flirt with their counts (the Manage Tags page). */
export type TagDoc = {
  _id: string;
  creatorId: string;
  type: 'user_tag' | 'system_tag';
  /** tagKey(name): tags compare without case. */
  key: string;
  name: string;
  count: number;
  /** User tags: renamed or deleted (kept so redelivery cannot revive it). */
  deleted?: boolean;
  /** User tags: position of the last created / renamed / deleted event. */
  position?: number;
};

export const tagDocId = (creatorId: string, type: TagDoc['type'], name: string) =>
  `${creatorId}:${type === 'user_tag' ? 'u' : 's'}:${tagKey(name)}`;

/** Per Flirt: how many customers, and how many spent anything in the last 365 days. */
export type StatsDoc = { _id: string; creatorId: string; rows: number; spenders365: number };

export type OfferDoc = {
  _id: string;
  creatorId: string;
  customerId: string;
  channel: EarningsChannel;
  amountCents: number;
  description: string;
  createdAt: string;
  expiresAt: string;
  redeemed: boolean;
  expired: boolean;
};

export const offerDocId = (creatorId: string, offerId: string) => `${creatorId}:${offerId}`;

type CalendarDoc = { _id: string; day: string };

const EVENT_TYPES = [
  'DayStarted',
  'UserSignedUp',
  'UserDeactivated',
  'UserReactivated',
  'FlirtSetupCompleted',
  'TipSent',
  'PaymentRefunded',
  'ChargebackReceived',
  ...SUBSCRIPTION_EVENT_TYPES,
  'Followed',
  'Unfollowed',
  'CustomerBlocked',
  'CustomerUnblocked',
  'CallCompleted',
  'ChatVolleyBilled',
  'PaidMailSold',
  'GoodiesSold',
  'MessageExchanged',
  'OfferMade',
  'OfferRedeemed',
  'OfferExpired',
  'AffiliateReferralRecorded',
  'CustomerTagCreated',
  'CustomerTagRenamed',
  'CustomerTagDeleted',
  'CustomerTagsApplied',
  'CustomerTagsRemoved',
  'CustomerNoteSet',
  'ChatMessageSentToCustomers',
] as const;

type Handled = Extract<AnyEventEnvelope, { type: (typeof EVENT_TYPES)[number] }>;
type PairEvent = Exclude<
  Extract<Handled, { data: { creatorId: string; customerId: string } }>,
  { type: 'OfferMade' | 'OfferExpired' }
>;

/** Events that may not create a row on their own (nothing to show without one). */
const NEEDS_ROW = new Set<string>([
  'CustomerNoteSet',
  'Unfollowed',
  'CustomerUnblocked',
  'PerkUsed',
]);

/**
 * My Customers: one row per Flirt and customer with every field of spec 002 §3 "Customer row",
 * the Flirt's tags with counts, spend statistics (the base of value tiers), the people the rows
 * name, and offers. A row is folded from the events of that pair by the pure functions in
 * customer-row.ts; DayStarted rolls the window sums of the rows whose `rollDay` has come, so
 * "last 90 days" stays right as days pass without other events.
 */
export const customerRowsProjection = defineProjection<Handled>({
  name: 'customer-rows',
  // 2: rows hold the days their lapse status changes (newUntil, activeThrough, lapsingThrough).
  // 3: a block ends the follow, so rows built before no longer call blocked customers Free
  // Followers.
  version: 3,
  eventTypes: EVENT_TYPES,
  collections: {
    [CUSTOMER_ROWS]: {
      indexes: [
        { key: { creatorId: 1, lastContactAt: -1, e365: -1 } },
        { key: { creatorId: 1, e365: -1, lastContactAt: -1 } },
        { key: { creatorId: 1, e90: -1, lastContactAt: -1 } },
        { key: { creatorId: 1, lt: -1, lastContactAt: -1 } },
        { key: { creatorId: 1, loginLower: 1 } },
        { key: { customerId: 1 } },
        { key: { rollDay: 1 } },
      ],
    },
    [CUSTOMER_TAGS]: { indexes: [{ key: { creatorId: 1, type: 1, key: 1 } }] },
    [CUSTOMER_STATS]: {},
    [CUSTOMER_PEOPLE]: {},
    [CUSTOMER_OFFERS]: { indexes: [{ key: { creatorId: 1, customerId: 1, createdAt: -1 } }] },
    [CUSTOMER_CALENDAR]: {},
  },
  handle: (event, context) => handle(event, context),
});

async function handle(event: Handled, context: ProjectionContext): Promise<readonly DocumentOp[]> {
  switch (event.type) {
    case 'DayStarted':
      return startDay(event, context);
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
    case 'CustomerTagCreated':
      return createTag(event, context);
    case 'CustomerTagRenamed':
      return renameTag(event, context);
    case 'CustomerTagDeleted':
      return deleteTag(event, context);
    case 'CustomerTagsApplied':
    case 'CustomerTagsRemoved': {
      const { creatorId, customerIds, tags } = event.data;
      const apply = event.type === 'CustomerTagsApplied';
      const named = new Set(tags.map(tagKey));
      return eachUserTags(
        event,
        context,
        { _id: { $in: customerIds.map((id) => customerRowIdOf(creatorId, id)) } },
        (userTags) => {
          const had = new Set(userTags.map(tagKey));
          return apply
            ? [...userTags, ...tags.filter((tag) => !had.has(tagKey(tag)))]
            : userTags.filter((tag) => !named.has(tagKey(tag)));
        },
        true,
      );
    }
    case 'ChatMessageSentToCustomers': {
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
    case 'OfferMade':
    case 'OfferExpired':
      return offerOps(event);
    case 'OfferRedeemed':
      return [...offerOps(event), ...(await pairEvent(event, context))];
    default:
      return pairEvent(event, context);
  }
}

// ---- one pair's row ----

async function pairEvent(event: PairEvent, context: ProjectionContext): Promise<DocumentOp[]> {
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
  const derived = derive(applied);
  const moneyMoved = applied.days !== base.days || !old;
  const next = {
    ...(moneyMoved || needsRoll(derived, today) ? rollTo(derived, today) : derived),
    position: event.position,
  };
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

// ---- writes and the figures kept beside the rows ----

/**
 * What row changes add up to beside the rows: each Flirt's customer and spender counts and the
 * counts of every tag that came or went, summed over an event's rows into one write each.
 */
type TallyRow = Pick<CustomerDoc, 'creatorId' | 'e365' | 'userTags' | 'systemTags'>;

class Tally {
  private readonly stats = new Map<string, { rows: number; spenders: number }>();
  private readonly tags = new Map<
    string,
    { creatorId: string; type: TagDoc['type']; name: string; by: number }
  >();

  add(old: TallyRow | null, next: TallyRow, countUserTags: boolean): void {
    const rows = old ? 0 : 1;
    const spenders = (next.e365 > 0 ? 1 : 0) - (old && old.e365 > 0 ? 1 : 0);
    if (rows !== 0 || spenders !== 0) {
      const stats = this.stats.get(next.creatorId) ?? { rows: 0, spenders: 0 };
      stats.rows += rows;
      stats.spenders += spenders;
      this.stats.set(next.creatorId, stats);
    }
    const diff = (type: TagDoc['type'], before: readonly string[], after: readonly string[]) => {
      if (before === after) return;
      const was = new Set(before);
      const is = new Set(after);
      for (const name of is) if (!was.has(name)) this.count(next.creatorId, type, name, 1);
      for (const name of was) if (!is.has(name)) this.count(next.creatorId, type, name, -1);
    };
    if (countUserTags) diff('user_tag', old?.userTags ?? [], next.userTags);
    diff('system_tag', old?.systemTags ?? [], next.systemTags);
  }

  private count(creatorId: string, type: TagDoc['type'], name: string, by: number): void {
    const id = tagDocId(creatorId, type, name);
    const entry = this.tags.get(id) ?? { creatorId, type, name, by: 0 };
    entry.by += by;
    this.tags.set(id, entry);
  }

  ops(): DocumentOp[] {
    const ops: DocumentOp[] = [];
    for (const [creatorId, { rows, spenders }] of this.stats) {
      if (rows === 0 && spenders === 0) continue;
      ops.push(
        documentOp<StatsDoc>(
          CUSTOMER_STATS,
          {
            updateOne: {
              filter: { _id: creatorId },
              update: { $inc: { rows, spenders365: spenders }, $setOnInsert: { creatorId } },
              upsert: true,
            },
          },
          { owner: ownedByCreator(creatorId) },
        ),
      );
    }
    for (const [id, { creatorId, type, name, by }] of this.tags) {
      if (by === 0) continue;
      ops.push(
        documentOp<TagDoc>(
          CUSTOMER_TAGS,
          {
            updateOne: {
              filter: { _id: id },
              update: {
                $inc: { count: by },
                $setOnInsert: { creatorId, type, key: tagKey(name), name },
              },
              upsert: true,
            },
          },
          { owner: ownedByCreator(creatorId) },
        ),
      );
    }
    return ops;
  }
}

/**
 * The write of a row: a new row whole, an existing one as a `$set` of the fields that changed
 * (the store rewrites only those paths; a whole-document replace costs a copy and a compare).
 */
function rowOp(old: CustomerDoc | null, next: CustomerDoc): DocumentOp {
  const { _id, ...replacement } = next;
  const owner = ownedByCreator(next.creatorId);
  if (!old) {
    return documentOp<CustomerDoc>(
      CUSTOMER_ROWS,
      { replaceOne: { filter: { _id }, replacement, upsert: true } },
      { owner },
    );
  }
  return setOp(_id, next.creatorId, changedFields(old, replacement));
}

function setOp(id: string, creatorId: string, $set: Partial<CustomerDoc>): DocumentOp {
  return documentOp<CustomerDoc>(
    CUSTOMER_ROWS,
    { updateOne: { filter: { _id: id }, update: { $set } } },
    { owner: ownedByCreator(creatorId) },
  );
}

/** The top-level fields of `next` whose values differ from `old`'s (compared by value). */
export function changedFields<T extends object>(old: T, next: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!sameJson(old[key], next[key])) changed[key] = next[key];
  }
  return changed;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && sameJson(left[key], right[key]));
}

async function eachRow(
  event: Handled,
  context: ProjectionContext,
  filter: Record<string, unknown>,
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
    const derived = derive(changed);
    const next = {
      ...(needsRoll(derived, today) ? rollTo(derived, today) : derived),
      position: event.position,
    };
    ops.push(rowOp(row, next));
    tally.add(row, next, true);
  }
  ops.push(...tally.ops());
  return ops;
}

/**
 * Changes the user tags of the rows `filter` selects, reading and writing nothing else: tags
 * touch no money, no system tag and no window (DayStarted rolls the windows), so a select-all
 * over 100,000 rows costs one small read and one `$set` of two fields per row.
 */
async function eachUserTags(
  event: Handled,
  context: ProjectionContext,
  filter: Record<string, unknown>,
  change: (userTags: string[]) => string[],
  countUserTags: boolean,
): Promise<DocumentOp[]> {
  const rows = await context
    .collection<Pick<CustomerDoc, '_id' | 'creatorId' | 'userTags' | 'position'>>(CUSTOMER_ROWS)
    .find(filter, { projection: { creatorId: 1, userTags: 1, position: 1 } })
    .toArray();
  const ops: DocumentOp[] = [];
  const tally = new Tally();
  const untouched: TallyRow['systemTags'] = [];
  for (const row of rows) {
    if (row.position >= event.position) continue;
    const userTags = change(row.userTags);
    if (userTags.length === row.userTags.length && userTags.every((t, i) => t === row.userTags[i]))
      continue;
    ops.push(setOp(row._id, row.creatorId, { userTags, position: event.position }));
    if (countUserTags) {
      tally.add(
        { creatorId: row.creatorId, e365: 0, userTags: row.userTags, systemTags: untouched },
        { creatorId: row.creatorId, e365: 0, userTags, systemTags: untouched },
        true,
      );
    }
  }
  ops.push(...tally.ops());
  return ops;
}

/**
 * A user tag's life (created, renamed, deleted) is guarded by the position of its last
 * lifecycle event; a renamed or deleted tag stays as a tombstone, so a redelivered "created"
 * cannot bring it back.
 */
async function userTag(
  context: ProjectionContext,
  creatorId: string,
  name: string,
): Promise<TagDoc | null> {
  return context
    .collection<TagDoc>(CUSTOMER_TAGS)
    .findOne({ _id: tagDocId(creatorId, 'user_tag', name) });
}

function putUserTag(
  creatorId: string,
  name: string,
  fields: { count: number; deleted: boolean; position: number },
): DocumentOp {
  return documentOp<TagDoc>(
    CUSTOMER_TAGS,
    {
      replaceOne: {
        filter: { _id: tagDocId(creatorId, 'user_tag', name) },
        replacement: { creatorId, type: 'user_tag', key: tagKey(name), name, ...fields },
        upsert: true,
      },
    },
    { owner: ownedByCreator(creatorId) },
  );
}

async function createTag(
  event: Extract<Handled, { type: 'CustomerTagCreated' }>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, name } = event.data;
  const tag = await userTag(context, creatorId, name);
  if (tag && ((tag.position ?? 0) >= event.position || !tag.deleted)) return [];
  return [putUserTag(creatorId, name, { count: 0, deleted: false, position: event.position })];
}

async function renameTag(
  event: Extract<Handled, { type: 'CustomerTagRenamed' }>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, name, newName } = event.data;
  const tag = await userTag(context, creatorId, name);
  if (!tag || tag.deleted || (tag.position ?? 0) >= event.position) return [];
  const ops: DocumentOp[] = await eachUserTags(
    event,
    context,
    { creatorId, userTags: name },
    (userTags) => userTags.map((t) => (t === name ? newName : t)),
    false,
  );
  if (tagKey(newName) !== tagKey(name)) {
    ops.push(putUserTag(creatorId, name, { count: 0, deleted: true, position: event.position }));
  }
  ops.push(
    putUserTag(creatorId, newName, { count: tag.count, deleted: false, position: event.position }),
  );
  return ops;
}

async function deleteTag(
  event: Extract<Handled, { type: 'CustomerTagDeleted' }>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const { creatorId, name } = event.data;
  const tag = await userTag(context, creatorId, name);
  if (!tag || tag.deleted || (tag.position ?? 0) >= event.position) return [];
  const ops = await eachUserTags(
    event,
    context,
    { creatorId, userTags: name },
    (userTags) => userTags.filter((t) => t !== name),
    false,
  );
  ops.push(putUserTag(creatorId, name, { count: 0, deleted: true, position: event.position }));
  return ops;
}

// ---- people, the calendar, offers ----

async function person(
  event: Extract<
    Handled,
    { type: 'UserSignedUp' | 'UserDeactivated' | 'UserReactivated' | 'FlirtSetupCompleted' }
  >,
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

/** Today for the rows: the calendar's latest day, or the event's own day if that is later. */
async function calendarDay(context: ProjectionContext, occurredAt: string): Promise<string> {
  const calendar = await context
    .collection<CalendarDoc>(CUSTOMER_CALENDAR)
    .findOne({ _id: 'calendar' });
  const day = utcDay(occurredAt);
  return calendar && calendar.day > day ? calendar.day : day;
}

async function startDay(
  event: Extract<Handled, { type: 'DayStarted' }>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const day = event.data.date;
  const ops: DocumentOp[] = [
    documentOp<CalendarDoc>(CUSTOMER_CALENDAR, {
      updateOne: { filter: { _id: 'calendar' }, update: { $max: { day } }, upsert: true },
    }),
  ];
  // Only the windows move: read the buckets, write the sums (no whole row either way).
  const due = await context
    .collection<Pick<CustomerDoc, '_id' | 'creatorId' | 'days' | 'asOf' | 'e365' | 'position'>>(
      CUSTOMER_ROWS,
    )
    .find(
      { rollDay: { $lte: day } },
      { projection: { creatorId: 1, days: 1, asOf: 1, e365: 1, position: 1 } },
    )
    .toArray();
  const tally = new Tally();
  // A roll changes no tag: the same arrays on both sides tell the tally so.
  const tags: Pick<TallyRow, 'userTags' | 'systemTags'> = { userTags: [], systemTags: [] };
  for (const row of due) {
    if (row.position >= event.position) continue;
    const sums = rolled(row, day);
    ops.push(setOp(row._id, row.creatorId, { ...sums, position: event.position }));
    tally.add(
      { creatorId: row.creatorId, e365: row.e365, ...tags },
      { creatorId: row.creatorId, e365: sums.e365, ...tags },
      false,
    );
  }
  ops.push(...tally.ops());
  return ops;
}

function offerOps(
  event: Extract<Handled, { type: 'OfferMade' | 'OfferRedeemed' | 'OfferExpired' }>,
): DocumentOp[] {
  const owner = ownedByCreator(event.data.creatorId);
  const filter = { _id: offerDocId(event.data.creatorId, event.data.offerId) };
  switch (event.type) {
    case 'OfferMade': {
      const { offerId, creatorId, customerId, channel, amountCents, description, at, expiresAt } =
        event.data;
      return [
        documentOp<OfferDoc>(
          CUSTOMER_OFFERS,
          {
            updateOne: {
              filter: { _id: offerDocId(creatorId, offerId) },
              update: {
                $setOnInsert: { redeemed: false, expired: false },
                $set: {
                  creatorId,
                  customerId,
                  channel,
                  amountCents,
                  description,
                  createdAt: at,
                  expiresAt,
                },
              },
              upsert: true,
            },
          },
          { owner },
        ),
      ];
    }
    case 'OfferRedeemed':
      return [
        documentOp<OfferDoc>(
          CUSTOMER_OFFERS,
          { updateOne: { filter, update: { $set: { redeemed: true } } } },
          { owner },
        ),
      ];
    case 'OfferExpired':
      return [
        documentOp<OfferDoc>(
          CUSTOMER_OFFERS,
          { updateOne: { filter, update: { $set: { expired: true } } } },
          { owner },
        ),
      ];
    default: {
      const never: never = event;
      return never;
    }
  }
}
