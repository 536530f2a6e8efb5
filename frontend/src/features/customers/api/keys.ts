/**
 * Query keys of this feature: one root, so a write can refresh all of it; a live notice refreshes
 * only the keys it affects (lib/notices.ts).
 */
export const customerKeys = {
  all: ['customers'] as const,
  search: () => [...customerKeys.all, 'search'] as const,
  tags: () => [...customerKeys.all, 'tags'] as const,
  savedSearches: () => [...customerKeys.all, 'saved-searches'] as const,
  segments: () => [...customerKeys.all, 'segments'] as const,
  logins: (text: string, includeZero: boolean) =>
    [...customerKeys.all, 'logins', text.toLowerCase(), includeZero] as const,
  detailsAll: () => [...customerKeys.all, 'details'] as const,
  details: (login: string) => [...customerKeys.detailsAll(), login.toLowerCase()] as const,
};
