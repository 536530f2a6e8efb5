import { LISTING_MESSAGES } from '@flirtwire/contracts';

/** What the owner's status banner says about their listing. */
export type ListingBanner =
  | { readonly kind: 'pending'; readonly title: 'Pending Review'; readonly text: string }
  | { readonly kind: 'accepted'; readonly title: string; readonly text: string }
  | {
      readonly kind: 'rejected';
      readonly title: string;
      readonly reason: string | null;
      readonly comment: string | null;
    };

export interface ListingStatusFacts {
  /** The status as shown: 'New', 'Accepted', 'Accepted - Edited', 'Not Accepted', ... */
  readonly statusName: string;
  readonly listingRejectionReason: string | null;
  readonly listingRejectionComment: string | null;
}

export const PENDING_REVIEW_TEXT = LISTING_MESSAGES.pendingReview;
export const ACCEPTED_TEXT = LISTING_MESSAGES.acceptedIntoDirectory;

/**
 * The owner-only status banner: 'New' and 'Not Accepted - Edited' wait for review; 'Accepted'
 * and 'Accepted - Edited' are in the directory (an accepted listing stays listed while its edit
 * waits); any other status shows its name and the rejection reason, with the moderator's comment
 * behind a see more/less toggle.
 */
export function listingBanner(
  facts: ListingStatusFacts,
  texts: { readonly pending: string; readonly accepted: string } = {
    pending: PENDING_REVIEW_TEXT,
    accepted: ACCEPTED_TEXT,
  },
): ListingBanner {
  switch (facts.statusName) {
    case 'New':
    case 'Not Accepted - Edited':
      return { kind: 'pending', title: 'Pending Review', text: texts.pending };
    case 'Accepted':
    case 'Accepted - Edited':
      return { kind: 'accepted', title: facts.statusName, text: texts.accepted };
    default:
      return {
        kind: 'rejected',
        title: facts.statusName,
        reason: facts.listingRejectionReason?.trim() || null,
        comment: facts.listingRejectionComment?.trim() || null,
      };
  }
}
