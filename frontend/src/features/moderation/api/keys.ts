/** Query keys of the moderators' console. */
export const moderationKeys = {
  all: ['moderation'] as const,
  posts: () => [...moderationKeys.all, 'posts'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  profiles: () => [...moderationKeys.all, 'profiles'] as const,
  // marketplace: listings
  listings: () => [...moderationKeys.all, 'listings'] as const,
};
