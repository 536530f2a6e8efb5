import type { AnyEventEnvelope } from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, type ProjectionContext } from '../projection.js';
import { CUSTOMER_CALENDAR, startDay } from './customer-day-roll.js';
import { chatMessageSent, CUSTOMER_PEOPLE, pairEvent, personEvent } from './customer-row-fold.js';
import { CUSTOMER_ROWS } from './customer-row-writes.js';
import { CUSTOMER_STATS } from './customer-stats.js';
import { SUBSCRIPTION_EVENT_TYPES } from './customer-subscriptions.js';
import { changeTags, createTag, CUSTOMER_TAGS, deleteTag, renameTag } from './customer-tags.js';

// The names other workspaces import from here (through the package index).
export { CUSTOMER_CALENDAR } from './customer-day-roll.js';
export { applyPairEvent, CUSTOMER_PEOPLE } from './customer-row-fold.js';
export { changedFields, CUSTOMER_ROWS } from './customer-row-writes.js';
export { CUSTOMER_STATS, type StatsDoc } from './customer-stats.js';
export { CUSTOMER_TAGS, type TagDoc, tagDocId } from './customer-tags.js';

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
  'OfferRedeemed',
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

/**
 * My Customers: one row per Flirt and customer with every field of spec 002 §3 "Customer row",
 * the Flirt's tags with counts, spend statistics (the base of value tiers) and the people the
 * rows name (offers are their own projection, customer-offers). A row is folded from the events of that pair by the pure functions in
 * customer-row.ts; DayStarted rolls the window sums of the rows whose `rollDay` has come, so
 * "last 90 days" stays right as days pass without other events.
 *
 * The handlers live beside this file: the row fold (customer-row-fold.ts), tags
 * (customer-tags.ts), customer_stats (customer-stats.ts), the day roll (customer-day-roll.ts)
 * and the row writes they share (customer-row-writes.ts).
 */
export const customerRowsProjection = defineProjection<Handled>({
  name: 'customer-rows',
  // 2: rows hold the days their lapse status changes (newUntil, activeThrough, lapsingThrough).
  // 3: a block ends the follow, so rows built before no longer call blocked customers Free
  // Followers.
  // 4: offers are their own projection (customer-offers); the rows' model drops their collection.
  version: 4,
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
    [CUSTOMER_CALENDAR]: {},
  },
  handle: (event, context) => handle(event, context),
});

async function handle(event: Handled, context: ProjectionContext): Promise<readonly DocumentOp[]> {
  switch (event.type) {
    case 'DayStarted':
      return startDay(event, context);
    case 'UserSignedUp':
    case 'UserDeactivated':
    case 'UserReactivated':
    case 'FlirtSetupCompleted':
      return personEvent(event, context);
    case 'CustomerTagCreated':
      return createTag(event, context);
    case 'CustomerTagRenamed':
      return renameTag(event, context);
    case 'CustomerTagDeleted':
      return deleteTag(event, context);
    case 'CustomerTagsApplied':
    case 'CustomerTagsRemoved':
      return changeTags(event, context);
    case 'ChatMessageSentToCustomers':
      return chatMessageSent(event, context);
    default:
      return pairEvent(event, context);
  }
}
