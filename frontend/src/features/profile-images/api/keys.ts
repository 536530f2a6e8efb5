/** Query keys of the avatar, cover and homepage states. */
export const profileImageKeys = {
  all: ['profile-images'] as const,
  status: () => [...profileImageKeys.all, 'status'] as const,
  homepage: (login: string) => [...profileImageKeys.all, 'homepage', login] as const,
};
