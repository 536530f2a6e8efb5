import {
  type ListingContent,
  type ListingEvent,
  type ListingRejectionReason,
  type ListingStatus,
  type ListingType,
  LISTING_LIMITS as L,
  LISTING_MESSAGES as M,
  LISTING_TYPES,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../shared/errors.js';

export interface ListingState {
  readonly exists: boolean;
  readonly creatorId: string;
  readonly type: ListingType;
  readonly status: ListingStatus;
  readonly blocked: boolean;
  readonly enabled: boolean;
  readonly content: ListingContent | null;
}

const initialListingState: ListingState = {
  exists: false,
  creatorId: '',
  type: LISTING_TYPES.live,
  status: 'new',
  blocked: false,
  enabled: true,
  content: null,
};

/** What the handler learned before deciding: whether the photo is one of the owner's ready images. */
export interface ListingFacts {
  readonly photoIsOwnReadyImage: boolean;
}

export type ListingCommand =
  | {
      readonly type: 'CreateListing';
      readonly listingId: string;
      readonly creatorId: string;
      readonly login: string;
      readonly isFlirt: boolean;
      readonly listingType: ListingType;
      readonly content: ListingContent;
      readonly facts: ListingFacts;
      readonly at: string;
    }
  | {
      readonly type: 'EditListing';
      readonly listingId: string;
      readonly actorId: string;
      readonly changes: Partial<ListingContent>;
      readonly facts: ListingFacts;
      readonly at: string;
    }
  | {
      readonly type: 'AcceptListing';
      readonly listingId: string;
      readonly moderatorId: string;
      readonly at: string;
    }
  | {
      readonly type: 'RejectListing';
      readonly listingId: string;
      readonly moderatorId: string;
      readonly reason: ListingRejectionReason;
      readonly comment: string;
      readonly at: string;
    }
  | {
      readonly type: 'SetListingBlocked';
      readonly listingId: string;
      readonly staffId: string;
      readonly blocked: boolean;
      readonly at: string;
    }
  | {
      readonly type: 'SetListingAvailability';
      readonly listingId: string;
      readonly actorId: string;
      readonly available: boolean;
      readonly at: string;
    };

/** Where an owner's edit leaves the review: an accepted listing stays listed but is reviewed again. */
export function statusAfterEdit(status: ListingStatus): ListingStatus {
  switch (status) {
    case 'new':
      return 'new';
    case 'accepted':
    case 'accepted_edited':
      return 'accepted_edited';
    case 'not_accepted':
    case 'not_accepted_edited':
      return 'not_accepted_edited';
    default: {
      const unexpected: never = status;
      return unexpected;
    }
  }
}

/** The field errors of a listing's content, by the rules of its type (empty when valid). */
function contentErrors(
  type: ListingType,
  content: ListingContent,
  facts: ListingFacts,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const chat = type === LISTING_TYPES.chat;
  const [min, max, message] = chat
    ? [L.volleyPriceMinCents, L.volleyPriceMaxCents, M.volleyPrice]
    : [L.minutePriceMinCents, L.minutePriceMaxCents, M.minutePrice];
  if (!Number.isInteger(content.priceCents) || content.priceCents < min || content.priceCents > max)
    errors['priceCents'] = message;
  if (content.title.length < L.titleMin || content.title.length > L.titleMax)
    errors['title'] = M.titleLength;
  if (content.description.length === 0) errors['description'] = M.descriptionBlank;
  if (content.photoMediaId !== null && !facts.photoIsOwnReadyImage)
    errors['photoMediaId'] = M.photoNotYours;
  if (content.serviceExtension !== null && !/^\d{0,6}$/.test(content.serviceExtension))
    errors['serviceExtension'] = M.serviceExtension;
  return errors;
}

/** The content fields of a creation or an edit. */
const contentOf = (data: ListingContent): ListingContent => ({
  title: data.title,
  description: data.description,
  categoryId: data.categoryId,
  priceCents: data.priceCents,
  photoMediaId: data.photoMediaId,
  serviceExtension: data.serviceExtension,
});

const notFound = () => new NotFoundError(M.notFound, 'listing_not_found');

/**
 * One marketplace listing (`listing-<id>`): its owner creates and edits it, a moderator accepts
 * or rejects it (an edit sends it back for review, keeping an accepted listing listed), staff
 * block it, and the owner switches it on or off for callers. The chat listing (type 3) is
 * created by the platform for the Flirt, and never changes type.
 */
export const listingDecider: Decider<ListingState, ListingCommand, ListingEvent> = {
  name: 'listing',
  eventTypes: [
    'ListingCreated',
    'ListingEdited',
    'ListingAccepted',
    'ListingRejected',
    'ListingBlocked',
    'ListingUnblocked',
    'ListingAvailabilitySet',
  ],
  initialState: initialListingState,
  evolve(state, event) {
    switch (event.type) {
      case 'ListingCreated':
        return {
          ...initialListingState,
          exists: true,
          creatorId: event.data.creatorId,
          type: event.data.type,
          content: contentOf(event.data),
        };
      case 'ListingEdited':
        return { ...state, status: event.data.status, content: contentOf(event.data) };
      case 'ListingAccepted':
        return { ...state, status: 'accepted' };
      case 'ListingRejected':
        return { ...state, status: 'not_accepted' };
      case 'ListingBlocked':
        return { ...state, blocked: true };
      case 'ListingUnblocked':
        return { ...state, blocked: false };
      case 'ListingAvailabilitySet':
        return { ...state, enabled: event.data.available };
      case 'FlirtAvailabilitySet':
        return state;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateListing': {
        if (!command.isFlirt) throw new ForbiddenError(M.flirtsOnly, 'flirts_only');
        // A repeated create (same id: the chat listing, or an idempotency key) changes nothing.
        if (state.exists) {
          if (state.creatorId !== command.creatorId)
            throw new ForbiddenError(M.notYours, 'not_yours');
          return [];
        }
        const errors = contentErrors(command.listingType, command.content, command.facts);
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        return [
          {
            type: 'ListingCreated',
            data: {
              listingId: command.listingId,
              creatorId: command.creatorId,
              login: command.login,
              type: command.listingType,
              ...command.content,
              at: command.at,
            },
          },
        ];
      }
      case 'EditListing': {
        if (!state.exists || !state.content) throw notFound();
        if (state.creatorId !== command.actorId) throw new ForbiddenError(M.notYours, 'not_yours');
        const content: ListingContent = { ...state.content, ...command.changes };
        const errors = contentErrors(state.type, content, command.facts);
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        const unchanged = (Object.keys(content) as (keyof ListingContent)[]).every(
          (key) => content[key] === state.content?.[key],
        );
        if (unchanged) return [];
        return [
          {
            type: 'ListingEdited',
            data: {
              listingId: command.listingId,
              creatorId: state.creatorId,
              ...content,
              status: statusAfterEdit(state.status),
              at: command.at,
            },
          },
        ];
      }
      case 'AcceptListing': {
        if (!state.exists) throw notFound();
        if (state.status === 'accepted') return [];
        if (state.status === 'not_accepted')
          throw new DomainError('already_reviewed', M.alreadyDecided, 409);
        return [
          {
            type: 'ListingAccepted',
            data: {
              listingId: command.listingId,
              creatorId: state.creatorId,
              moderatorId: command.moderatorId,
              at: command.at,
            },
          },
        ];
      }
      case 'RejectListing': {
        if (!state.exists) throw notFound();
        if (state.status === 'not_accepted')
          throw new DomainError('already_reviewed', M.alreadyDecided, 409);
        return [
          {
            type: 'ListingRejected',
            data: {
              listingId: command.listingId,
              creatorId: state.creatorId,
              moderatorId: command.moderatorId,
              reason: command.reason,
              comment: command.comment,
              at: command.at,
            },
          },
        ];
      }
      case 'SetListingBlocked': {
        if (!state.exists) throw notFound();
        if (state.blocked === command.blocked) return [];
        const data = {
          listingId: command.listingId,
          creatorId: state.creatorId,
          staffId: command.staffId,
          at: command.at,
        };
        return [
          command.blocked ? { type: 'ListingBlocked', data } : { type: 'ListingUnblocked', data },
        ];
      }
      case 'SetListingAvailability': {
        if (!state.exists) throw notFound();
        if (state.creatorId !== command.actorId) throw new ForbiddenError(M.notYours, 'not_yours');
        if (state.enabled === command.available) return [];
        return [
          {
            type: 'ListingAvailabilitySet',
            data: {
              listingId: command.listingId,
              creatorId: state.creatorId,
              available: command.available,
              at: command.at,
            },
          },
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
