import { z } from 'zod';
import { SealedText } from '../identity/identity.events.js';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import {
  CHAT_MESSAGE_MAX,
  CustomerFilters,
  CustomerSort,
  SAVED_SEARCH_NAME_MAX,
  SavedSearchId,
  SELECTION_IDS_MAX,
  TAG_NAME_MAX,
} from './customer.commands.js';
import { CustomerModelFittedData } from './customer-predictions.js';

/** A stored tag name: already normalized (normalizeTagName), 1 to 25 characters. */
export const TagName = z
  .string()
  .min(1)
  .max(TAG_NAME_MAX)
  .regex(/^[\x20-\x5d\x5f-\x7e]+$/, 'must be printable ASCII without ^');

/** Customer ids of one batch (select-all over 100,000 customers writes many batches). */
const CustomerIdBatch = z.array(Uuid).min(1).max(SELECTION_IDS_MAX);

/**
 * Customers context: what a Flirt does in My Customers. Tags of one Flirt live in
 * `customer-tags-<creatorId>` (the tag list and every assignment, so "no duplicates" and
 * "removed from every customer" are decided in one place); saved searches in
 * `saved-searches-<creatorId>`; a note in `customer-note-<creatorId>-<customerId>`; chat
 * messages sent from My Customers in `customer-chat-<creatorId>`. Blocks are
 * `CustomerBlocked {by:'creator'}` in the relationship stream (relationships context).
 */
export const customerEvents = {
  CustomerTagCreated: defineEvent(z.object({ creatorId: Uuid, name: TagName })),
  /** Every customer holding `name` now holds `newName` instead. */
  CustomerTagRenamed: defineEvent(z.object({ creatorId: Uuid, name: TagName, newName: TagName })),
  /** The tag is gone, and taken off every customer. */
  CustomerTagDeleted: defineEvent(z.object({ creatorId: Uuid, name: TagName })),
  CustomerTagsApplied: defineEvent(
    z.object({ creatorId: Uuid, customerIds: CustomerIdBatch, tags: z.array(TagName).min(1) }),
  ),
  CustomerTagsRemoved: defineEvent(
    z.object({ creatorId: Uuid, customerIds: CustomerIdBatch, tags: z.array(TagName).min(1) }),
  ),
  /**
   * The Flirt's private note about a customer, sealed with the customer's data key (a note may
   * name the person; erasing the customer erases it). Null clears it.
   */
  CustomerNoteSet: defineEvent(
    z.object({ creatorId: Uuid, customerId: Uuid, sealedNote: SealedText.nullable() }),
  ),
  SavedSearchCreated: defineEvent(
    z.object({
      creatorId: Uuid,
      searchId: Uuid,
      name: z.string().min(1).max(SAVED_SEARCH_NAME_MAX),
      filters: CustomerFilters,
      sort: CustomerSort,
    }),
  ),
  /** The auto-suggest toggle of a user or system search. */
  SavedSearchAutoSuggestSet: defineEvent(
    z.object({ creatorId: Uuid, searchId: SavedSearchId, doNotAutoSuggest: z.boolean() }),
  ),
  SavedSearchDeleted: defineEvent(z.object({ creatorId: Uuid, searchId: Uuid })),
  /**
   * A chat message the Flirt sent from My Customers to one batch of customers (blocked ones
   * left out). The chat system delivers it; here it counts as contact from the Flirt.
   */
  ChatMessageSentToCustomers: defineEvent(
    z.object({
      creatorId: Uuid,
      messageId: Uuid,
      customerIds: CustomerIdBatch,
      message: z.string().min(1).max(CHAT_MESSAGE_MAX),
    }),
  ),
  /**
   * The Flirt's prediction model, fitted once a day by the customer-model job on their
   * customers' purchases (stream `customer-model-<creatorId>`).
   */
  CustomerModelFitted: defineEvent(CustomerModelFittedData),
};

export type CustomerEvent = EventsOf<typeof customerEvents>;
export type CustomerEventOf<T extends CustomerEvent['type']> = Extract<CustomerEvent, { type: T }>;
