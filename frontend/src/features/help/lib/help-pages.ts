/** The help area's left menu, in its order; the first page opens with the menu showing on phones. */
export const HELP_MENU = [
  { slug: 'about', title: 'About' },
  { slug: 'tos', title: 'Terms of Service' },
  { slug: 'privacy_policy', title: 'Privacy Policy' },
  { slug: 'complaints', title: 'Complaints Policy' },
  { slug: 'contentremoval', title: 'Content Removal Policy' },
  { slug: 'statement2257', title: '2257 Statement' },
  { slug: 'trademark_notice', title: 'Trademark Notice' },
  { slug: 'affiliate_agreement', title: 'Affiliate Agreement' },
] as const;

/** Articles linked below the menu. */
export const HELP_ARTICLES = [
  { slug: 'satisfaction_guarantee', title: 'Satisfaction Guarantee' },
] as const;

export type HelpSlug = (typeof HELP_MENU)[number]['slug'] | (typeof HELP_ARTICLES)[number]['slug'];

const SLUGS: ReadonlySet<string> = new Set([...HELP_MENU, ...HELP_ARTICLES].map((p) => p.slug));

export function isHelpSlug(value: string): value is HelpSlug {
  return SLUGS.has(value);
}

export function helpTitle(slug: HelpSlug): string {
  return [...HELP_MENU, ...HELP_ARTICLES].find((p) => p.slug === slug)?.title ?? slug;
}

/** The page that starts with the menu showing on a phone. */
export const FIRST_HELP_PAGE: HelpSlug = HELP_MENU[0].slug;
