/** Query keys of this feature: one root, so a live notice or a write can refresh all of it. */
export const customerKeys = {
  all: ['customers'] as const,
  search: () => [...customerKeys.all, 'search'] as const,
  tags: () => [...customerKeys.all, 'tags'] as const,
  savedSearches: () => [...customerKeys.all, 'saved-searches'] as const,
  segments: () => [...customerKeys.all, 'segments'] as const,
  logins: (text: string, includeZero: boolean) =>
    [...customerKeys.all, 'logins', text.toLowerCase(), includeZero] as const,
  details: (login: string) => [...customerKeys.all, 'details', login.toLowerCase()] as const,
};
