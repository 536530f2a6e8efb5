import {
  categoryPath,
  type EnvelopeOf,
  type FeedbackEvent,
  type FlirtAvailabilityRow,
  type ListingContent,
  type ListingEvent,
  listingAvailable,
  type ListingRow,
  type ListingRowContent,
  type ListingStatus,
  PUBLIC_LISTING_STATUSES,
  READ_MODELS,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  type ProjectionContext,
} from '../projection.js';
import { listingFeedbackIncrement } from '../feedback/feedback.projection.js';

export const LISTINGS = READ_MODELS.listings;
export const FLIRT_AVAILABILITY = READ_MODELS.flirtAvailability;

const isPublic = (status: ListingStatus) => PUBLIC_LISTING_STATUSES.includes(status);

const contentFields = (data: ListingContent): ListingRowContent => ({
  title: data.title,
  description: data.description,
  categoryId: data.categoryId,
  categoryIds: categoryPath(data.categoryId).map((category) => category.id),
  priceCents: data.priceCents,
  photoMediaId: data.photoMediaId,
  serviceExtension: data.serviceExtension,
});

/** A change of one listing, announced to its owner and on the listing's own topic. */
const setListing = (
  listingId: string,
  creatorId: string,
  fields: Partial<Omit<ListingRow, '_id'>>,
): DocumentOp =>
  documentOp<ListingRow>(
    LISTINGS,
    { updateOne: { filter: { _id: listingId }, update: { $set: fields } } },
    { owner: ownedByCreator(creatorId), id: listingId },
  );

async function availabilityOf(
  context: ProjectionContext,
  creatorId: string,
): Promise<{ availableForChat: boolean; availableForCalls: boolean }> {
  const row = await context
    .collection<FlirtAvailabilityRow>(FLIRT_AVAILABILITY)
    .findOne({ _id: creatorId });
  return {
    availableForChat: row?.availableForChat ?? false,
    availableForCalls: row?.availableForCalls ?? false,
  };
}

/**
 * The marketplace listings read model: one row per listing with its review status, whether the
 * public sees it, blocked, and Online/Offline (`available`), kept current from both the
 * listing's own switch and its Flirt's switches so the Top Available sort is a plain index.
 * Owners get every change on `creator:<id>`; viewers of a listing on `object:listings:<id>`.
 */
export const listingsProjection = defineProjection<
  EnvelopeOf<ListingEvent> | EnvelopeOf<Extract<FeedbackEvent, { type: 'FeedbackLeft' }>>
>({
  name: 'marketplace-listings',
  // v2: a listing's rating, ratings and feedback count follow its feedback.
  // v3: an accepted listing's edit waits in `pendingEdit`; the public keeps the accepted version.
  version: 3,
  // Each document is one Flirt's listings and availability, from that Flirt's marketplace events:
  // one bus key, one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: [
    'FeedbackLeft',
    'ListingCreated',
    'ListingEdited',
    'ListingAccepted',
    'ListingRejected',
    'ListingBlocked',
    'ListingUnblocked',
    'ListingAvailabilitySet',
    'FlirtAvailabilitySet',
  ],
  collections: {
    [LISTINGS]: {
      indexes: [
        { key: { creatorId: 1, createdAt: 1 } },
        { key: { public: 1, type: 1, categoryIds: 1, available: -1 } },
        { key: { status: 1, updatedAt: 1 } },
      ],
    },
    [FLIRT_AVAILABILITY]: {},
  },
  handle: async (event, context): Promise<DocumentOp[]> => {
    const at = event.data.at;
    switch (event.type) {
      case 'ListingCreated': {
        const d = event.data;
        const switches = await availabilityOf(context, d.creatorId);
        return [
          documentOp<ListingRow>(
            LISTINGS,
            {
              replaceOne: {
                filter: { _id: d.listingId },
                replacement: {
                  creatorId: d.creatorId,
                  login: d.login,
                  type: d.type,
                  ...contentFields(d),
                  status: 'new',
                  pendingEdit: null,
                  public: false,
                  blocked: false,
                  rejectionReason: null,
                  rejectionComment: null,
                  enabled: true,
                  ...switches,
                  available: listingAvailable(
                    d.type,
                    true,
                    switches.availableForChat,
                    switches.availableForCalls,
                  ),
                  ratingSum: 0,
                  totalRatings: 0,
                  feedbackCount: 0,
                  createdAt: at,
                  updatedAt: at,
                  position: event.position,
                },
                upsert: true,
              },
            },
            { owner: ownedByCreator(d.creatorId), id: d.listingId },
          ),
        ];
      }
      case 'ListingEdited': {
        const d = event.data;
        // An accepted listing stays listed as it was accepted; the edit waits for review.
        if (d.status === 'accepted_edited')
          return [
            setListing(d.listingId, d.creatorId, {
              pendingEdit: contentFields(d),
              status: d.status,
              public: isPublic(d.status),
              updatedAt: at,
            }),
          ];
        return [
          setListing(d.listingId, d.creatorId, {
            ...contentFields(d),
            pendingEdit: null,
            status: d.status,
            public: isPublic(d.status),
            updatedAt: at,
          }),
        ];
      }
      case 'ListingAccepted':
      case 'ListingRejected': {
        // The decision is on the latest content: an edit in review becomes the listing's own.
        const d = event.data;
        const row = await context.collection<ListingRow>(LISTINGS).findOne({ _id: d.listingId });
        const edit = row?.pendingEdit ? { ...row.pendingEdit, pendingEdit: null } : {};
        return [
          setListing(
            d.listingId,
            d.creatorId,
            event.type === 'ListingAccepted'
              ? {
                  ...edit,
                  status: 'accepted',
                  public: true,
                  rejectionReason: null,
                  rejectionComment: null,
                  updatedAt: at,
                }
              : {
                  ...edit,
                  status: 'not_accepted',
                  public: false,
                  rejectionReason: event.data.reason,
                  rejectionComment: event.data.comment,
                  updatedAt: at,
                },
          ),
        ];
      }
      case 'ListingBlocked':
      case 'ListingUnblocked':
        return [
          setListing(event.data.listingId, event.data.creatorId, {
            blocked: event.type === 'ListingBlocked',
            updatedAt: at,
          }),
        ];
      case 'ListingAvailabilitySet': {
        const d = event.data;
        const row = await context.collection<ListingRow>(LISTINGS).findOne({ _id: d.listingId });
        if (!row) return [];
        return [
          setListing(d.listingId, d.creatorId, {
            enabled: d.available,
            available: listingAvailable(
              row.type,
              d.available,
              row.availableForChat,
              row.availableForCalls,
            ),
          }),
        ];
      }
      case 'FlirtAvailabilitySet': {
        const d = event.data;
        const rows = await context
          .collection<ListingRow>(LISTINGS)
          .find({ creatorId: d.creatorId })
          .toArray();
        return [
          documentOp<FlirtAvailabilityRow>(
            FLIRT_AVAILABILITY,
            {
              replaceOne: {
                filter: { _id: d.creatorId },
                replacement: {
                  availableForChat: d.availableForChat,
                  availableForCalls: d.availableForCalls,
                  position: event.position,
                },
                upsert: true,
              },
            },
            { owner: ownedByCreator(d.creatorId), id: d.creatorId },
          ),
          ...rows.map((row) =>
            setListing(row._id, d.creatorId, {
              availableForChat: d.availableForChat,
              availableForCalls: d.availableForCalls,
              available: listingAvailable(
                row.type,
                row.enabled,
                d.availableForChat,
                d.availableForCalls,
              ),
            }),
          ),
        ];
      }
      case 'FeedbackLeft': {
        // The listing's figures (five-star scale); feedback on no listing changes none.
        const add = listingFeedbackIncrement(event);
        if (!add) return [];
        return [
          documentOp<ListingRow>(
            LISTINGS,
            {
              updateOne: {
                filter: { _id: add.listingId },
                update: {
                  $inc: {
                    ratingSum: add.ratingSum,
                    totalRatings: add.totalRatings,
                    feedbackCount: add.feedbackCount,
                  },
                },
              },
            },
            { owner: ownedByCreator(event.data.creatorId), id: add.listingId },
          ),
        ];
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
