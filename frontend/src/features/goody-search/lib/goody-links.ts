import type { GoodyBagCard } from '@flirtwire/contracts';

/** A goody opens its goody bag page (where it is bought), not the Flirt's storefront. */
export const goodyBagHref = (bag: Pick<GoodyBagCard, 'id' | 'owner_name'>): string =>
  `/${encodeURIComponent(bag.owner_name)}/gb/${encodeURIComponent(bag.id)}`;

/** The Flirt's name on a goody card goes to their storefront. */
export const goodyOwnerHref = (bag: Pick<GoodyBagCard, 'owner_name'>): string =>
  `/${encodeURIComponent(bag.owner_name)}`;
