/** Query keys of the site-wide notices (the super banner, the cookies banner). */
export const siteNoticeKeys = {
  all: ['site-notices'] as const,
  banner: () => [...siteNoticeKeys.all, 'banner'] as const,
  cookies: () => [...siteNoticeKeys.all, 'cookies'] as const,
};
