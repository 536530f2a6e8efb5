/** Query keys of the listing screens (My Listings, the form, availability). */
export const listingKeys = {
  all: ['listings'] as const,
  byAdvisor: (login: string) => [...listingKeys.all, 'advisor', login.toLowerCase()] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  availability: () => [...listingKeys.all, 'availability'] as const,
  images: () => [...listingKeys.all, 'images'] as const,
  queue: () => [...listingKeys.all, 'moderation-queue'] as const,
  featured: () => [...listingKeys.all, 'featured-results'] as const,
};
