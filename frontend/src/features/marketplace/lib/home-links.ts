/** The legal pages linked at the foot of the home page, in the product's order. */
export const LEGAL_LINKS: readonly { readonly label: string; readonly href: string }[] = [
  { label: 'Terms of Service', href: '/help/tos' },
  { label: 'Privacy Policy', href: '/help/privacy_policy' },
  { label: 'Complaints Policy', href: '/help/complaints' },
  { label: 'Content Removal', href: '/help/contentremoval' },
  { label: 'Content Moderation Policy', href: '/help/tos#ContentModerationPolicy' },
  { label: '18 U.S.C. 2257 Statement', href: '/help/statement2257' },
];

/** Where Flirtwire is on social networks (they open in a new tab). */
export const SOCIAL_LINKS: readonly { readonly label: string; readonly href: string }[] = [
  { label: 'X (Twitter)', href: 'https://x.com/flirtwire' },
  { label: 'Instagram', href: 'https://www.instagram.com/flirtwire' },
  { label: 'Reddit', href: 'https://www.reddit.com/r/flirtwire' },
];
