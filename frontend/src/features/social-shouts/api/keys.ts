/** Query keys of the social shouts page. */
export const socialKeys = {
  all: ['social-shouts'] as const,
  connections: () => [...socialKeys.all, 'connections'] as const,
  templates: () => [...socialKeys.all, 'templates'] as const,
  outbox: () => [...socialKeys.all, 'outbox'] as const,
};
