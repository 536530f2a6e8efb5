import {
  HOMEPAGE_MAX_LENGTH,
  type HomepageStatus,
  PROFILE_MESSAGES as M,
  type ProfileEvent,
  type ProfileImageKind,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, ValidationError } from '../../shared/errors.js';
import { hasText, sanitizeHomepage } from './homepage-html.js';

/** Only JPEG and PNG may be an avatar or a cover (spec 001 §5). */
const PROFILE_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

export interface ProfileImageState {
  /** The last accepted image: what everyone sees. */
  readonly current: string | null;
  /** The image waiting for review. */
  readonly pending: string | null;
  /** The last review was a rejection (and nothing newer waits). */
  readonly rejected: boolean;
}

export interface ProfileState {
  readonly avatar: ProfileImageState;
  readonly cover: ProfileImageState;
  readonly homepage: {
    readonly status: HomepageStatus;
    readonly reason: string | null;
    readonly comment: string | null;
    /** What the Flirt last wrote (sanitised HTML), accepted or not. */
    readonly draft: string | null;
    /** The last accepted homepage: what everyone sees. */
    readonly published: string | null;
  };
}

const noImage: ProfileImageState = { current: null, pending: null, rejected: false };

/**
 * A Flirt starts with no homepage (`new_profile`): there is nothing for a moderator to review,
 * and the owner is not told one is pending, until they write one.
 */
const initialProfileState: ProfileState = {
  avatar: noImage,
  cover: noImage,
  homepage: { status: 'new_profile', reason: null, comment: null, draft: null, published: null },
};

/** What the handler learned about the uploaded file before deciding. */
interface ImageFacts {
  readonly ownedByCreator: boolean;
  readonly contentType: string;
}

export type ProfileCommand =
  | {
      readonly type: 'SubmitHomepage';
      readonly creatorId: string;
      /** As the Flirt wrote it: the decider sanitises it. */
      readonly content: string;
    }
  | {
      readonly type: 'SubmitProfileImage';
      readonly creatorId: string;
      readonly kind: ProfileImageKind;
      readonly fmItemId: string;
      readonly image: ImageFacts;
    }
  | {
      readonly type: 'ReviewProfileImage';
      readonly creatorId: string;
      readonly kind: ProfileImageKind;
      readonly moderatorId: string;
      readonly decision: 'accept' | 'reject';
      readonly reason: string;
    }
  | {
      readonly type: 'ReviewHomepage';
      readonly creatorId: string;
      readonly moderatorId: string;
      readonly decision: 'accept' | 'reject';
      readonly reason: string;
      readonly comment: string;
    };

/**
 * The status an edit moves to: a page never reviewed stays `new`; once reviewed (accepted or
 * not), an edit waits as `not_accepted_edited` while the last accepted page stays shown.
 */
function editedHomepage(status: HomepageStatus): HomepageStatus {
  return status === 'new' || status === 'new_profile' ? 'new' : 'not_accepted_edited';
}

/**
 * The homepage status others see: a Flirt who has written nothing yet is a `new_profile` (the
 * Flirt Profile menu item stays hidden).
 */
export function publicHomepageStatus(homepage: ProfileState['homepage']): HomepageStatus {
  return homepage.status;
}

/** The homepage status a review moves to: an edited page keeps the "edited" mark. */
function reviewedHomepage(status: HomepageStatus, accepted: boolean): HomepageStatus {
  if (accepted) return status === 'not_accepted_edited' ? 'accepted_edited' : 'accepted';
  return 'not_accepted';
}

/**
 * A Flirt's avatar, cover and homepage reviews (`profile-<creatorId>`). A new image waits for a
 * moderator; accepted, it replaces the shown one; rejected, the last accepted one stays.
 */
export const profileDecider: Decider<ProfileState, ProfileCommand, ProfileEvent> = {
  name: 'profile',
  eventTypes: [
    'ProfileImageSubmitted',
    'ProfileImageAccepted',
    'ProfileImageRejected',
    'HomepageSubmitted',
    'HomepageAccepted',
    'HomepageRejected',
  ],
  initialState: initialProfileState,
  evolve(state, event) {
    switch (event.type) {
      case 'ProfileImageSubmitted':
        return {
          ...state,
          [event.data.kind]: { ...state[event.data.kind], pending: event.data.fmItemId },
        };
      case 'ProfileImageAccepted':
        return {
          ...state,
          [event.data.kind]: { current: event.data.fmItemId, pending: null, rejected: false },
        };
      case 'ProfileImageRejected':
        return {
          ...state,
          [event.data.kind]: { ...state[event.data.kind], pending: null, rejected: true },
        };
      case 'HomepageSubmitted':
        return {
          ...state,
          homepage: {
            ...state.homepage,
            status: editedHomepage(state.homepage.status),
            draft: event.data.content,
          },
        };
      case 'HomepageAccepted':
        return {
          ...state,
          homepage: {
            ...state.homepage,
            status: reviewedHomepage(state.homepage.status, true),
            reason: null,
            comment: null,
            published: state.homepage.draft,
          },
        };
      case 'HomepageRejected':
        return {
          ...state,
          homepage: {
            ...state.homepage,
            status: reviewedHomepage(state.homepage.status, false),
            reason: event.data.reason,
            comment: event.data.comment || null,
          },
        };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitHomepage': {
        const content = sanitizeHomepage(command.content);
        if (!hasText(content)) throw new ValidationError({ content: M.homepageEmpty });
        if (content.length > HOMEPAGE_MAX_LENGTH) {
          throw new ValidationError({ content: M.homepageTooLong });
        }
        if (content === state.homepage.draft) {
          // A rejected page sent back unchanged would only be rejected again; otherwise the
          // same text is already waiting or already shown.
          if (state.homepage.status === 'not_accepted') {
            throw new ValidationError({ content: M.homepageUnchanged });
          }
          return [];
        }
        return [{ type: 'HomepageSubmitted', data: { creatorId: command.creatorId, content } }];
      }
      case 'SubmitProfileImage': {
        if (!command.image.ownedByCreator) {
          throw new ValidationError({ fm_item_id: M.notYourImage });
        }
        if (!PROFILE_IMAGE_TYPES.includes(command.image.contentType)) {
          throw new ValidationError({ fm_item_id: M.onlyJpegPng });
        }
        if (state[command.kind].pending === command.fmItemId) return [];
        return [
          {
            type: 'ProfileImageSubmitted',
            data: { creatorId: command.creatorId, kind: command.kind, fmItemId: command.fmItemId },
          },
        ];
      }
      case 'ReviewProfileImage': {
        const pending = state[command.kind].pending;
        if (pending === null) throw new DomainError('nothing_to_review', M.nothingToReview, 409);
        if (command.decision === 'accept') {
          return [
            {
              type: 'ProfileImageAccepted',
              data: {
                creatorId: command.creatorId,
                kind: command.kind,
                fmItemId: pending,
                moderatorId: command.moderatorId,
              },
            },
          ];
        }
        if (!command.reason.trim()) throw new ValidationError({ reason: M.reasonRequired });
        return [
          {
            type: 'ProfileImageRejected',
            data: {
              creatorId: command.creatorId,
              kind: command.kind,
              fmItemId: pending,
              moderatorId: command.moderatorId,
              reason: command.reason.trim(),
            },
          },
        ];
      }
      case 'ReviewHomepage': {
        const status = state.homepage.status;
        // Only something the Flirt wrote is reviewed (never an empty, unwritten page).
        if (status !== 'new' && status !== 'not_accepted_edited') {
          throw new DomainError('nothing_to_review', M.nothingToReview, 409);
        }
        if (command.decision === 'accept') {
          return [
            {
              type: 'HomepageAccepted',
              data: { creatorId: command.creatorId, moderatorId: command.moderatorId },
            },
          ];
        }
        if (!command.reason.trim()) throw new ValidationError({ reason: M.reasonRequired });
        return [
          {
            type: 'HomepageRejected',
            data: {
              creatorId: command.creatorId,
              moderatorId: command.moderatorId,
              reason: command.reason.trim(),
              comment: command.comment.trim(),
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
