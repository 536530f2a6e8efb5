import { LISTING_MESSAGES, listingBannerKind } from '@flirtwire/contracts';

export type StatusBanner =
  | { readonly kind: 'pending'; readonly title: 'Pending Review'; readonly text: string }
  | { readonly kind: 'accepted'; readonly title: string; readonly text: string }
  | {
      readonly kind: 'rejected';
      readonly title: string;
      readonly reason: string | null;
      readonly comment: string | null;
    };

/**
 * The owner's status banner of a listing (My Listings, the listing form, the marketplace drawer):
 * 'New' and 'Not Accepted - Edited' are pending review, 'Accepted' and 'Accepted - Edited' are in
 * the directory, any other status shows its name with the rejection reason and comment (blank
 * ones left out).
 */
export function statusBanner(listing: {
  readonly statusName: string;
  readonly listingRejectionReason: string | null;
  readonly listingRejectionComment: string | null;
}): StatusBanner {
  switch (listingBannerKind(listing.statusName)) {
    case 'pending':
      return { kind: 'pending', title: 'Pending Review', text: LISTING_MESSAGES.pendingReview };
    case 'accepted':
      return {
        kind: 'accepted',
        title: listing.statusName,
        text: LISTING_MESSAGES.acceptedIntoDirectory,
      };
    case 'rejected':
      return {
        kind: 'rejected',
        title: listing.statusName,
        reason: listing.listingRejectionReason?.trim() || null,
        comment: listing.listingRejectionComment?.trim() || null,
      };
  }
}

/** Comments longer than this show a "See more" toggle. */
export const COMMENT_PREVIEW_CHARS = 80;
