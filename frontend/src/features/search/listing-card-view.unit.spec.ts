import { describe, expect, it } from '@jest/globals';
import type { SearchListing } from '@flirtwire/contracts';
import { searchCardHref, searchCardView } from './listing-card-view';

const hit: SearchListing = {
  id: '42',
  login: 'Ruby',
  slug: '42',
  advisorSlug: 'ruby',
  title: 'Velvet evenings',
  description: 'Soft whispers',
  photoUrl: '/fm/media/m1/large?sig=x',
  photo_url: '/fm/media/m1/large?sig=x',
  rating: 4.5,
  totalRatings: 2,
  feedbackCount: 2,
  priceCents: 199,
  type: 1,
  categoryId: '201',
  available: true,
  show_chat_link: false,
};

describe('a search hit on the shared listing card', () => {
  it('shows the photo, the price per min, the rating and Online', () => {
    expect(searchCardView(hit)).toEqual({
      id: '42',
      title: 'Velvet evenings',
      login: 'Ruby',
      photoUrl: '/fm/media/m1/large?sig=x',
      priceLabel: '$1.99 per min',
      rating: 4.5,
      ratingCount: 2,
      online: true,
    });
  });

  it('prices chat per volley, and has no rating (nor photo) before there is one', () => {
    const view = searchCardView({ ...hit, type: 3, rating: 0, totalRatings: 0, photoUrl: null });
    expect(view.priceLabel).toBe('$1.99 per volley');
    expect(view.rating).toBeNull();
    expect(view.photoUrl).toBeNull();
  });

  it("opens the listing drawer over the Flirt's storefront", () => {
    expect(searchCardHref(hit)).toBe('/Ruby?listing_id=42');
  });
});
