import { listingDataKeys } from '@/components/listings/keys';

/**
 * Query keys of the listing screens (My Listings, the form, availability): the shared listing
 * data's keys plus this feature's own, all under one root so a save refreshes every one.
 */
export const listingKeys = {
  ...listingDataKeys,
  availability: () => [...listingDataKeys.all, 'availability'] as const,
  images: () => [...listingDataKeys.all, 'images'] as const,
  queue: () => [...listingDataKeys.all, 'moderation-queue'] as const,
  featured: () => [...listingDataKeys.all, 'featured-results'] as const,
};
