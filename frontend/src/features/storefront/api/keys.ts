/** Query keys of the storefront feature. */
export const storefrontKeys = {
  all: ['storefront'] as const,
  profile: (login: string) => [...storefrontKeys.all, 'profile', login.toLowerCase()] as const,
};
