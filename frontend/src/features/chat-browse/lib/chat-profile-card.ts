import { type ChatProfile, formatCents } from '@flirtwire/contracts';
import type { ListingCardView } from '@/components/listing-card';

/**
 * A chat profile on the shared listing card: the Flirt's photo, their login as the title, the
 * price per volley. Chat profiles carry no rating or presence, so the card shows neither badge
 * ('No ratings yet' would read as a fact about the Flirt).
 */
export function chatProfileCardView(profile: ChatProfile): ListingCardView {
  return {
    id: profile.id,
    title: profile.login,
    login: profile.user_login,
    photoUrl: profile.image_url,
    priceLabel: `${formatCents(profile.priceCents)} per volley`,
    ratingCount: 0,
  };
}

/** A chat profile opens its Flirt's storefront. */
export const chatProfileHref = (profile: Pick<ChatProfile, 'user_login'>): string =>
  `/${encodeURIComponent(profile.user_login)}`;
