import { describe, expect, it } from '@jest/globals';
import { chatProfileCardView, chatProfileHref } from './chat-profile-card';

const profile = {
  id: 'chat-1',
  login: 'Ruby',
  user_login: 'Ruby',
  image_url: '/fm/media/m1/large?sig=x',
  description: 'Flirty texting',
  priceCents: 99,
  gender: '1',
};

describe('a chat profile on the shared listing card', () => {
  it('shows the photo and the price per volley, with no rating or presence it does not know', () => {
    const view = chatProfileCardView(profile);
    expect(view).toMatchObject({
      title: 'Ruby',
      photoUrl: '/fm/media/m1/large?sig=x',
      priceLabel: '$0.99 per volley',
    });
    expect(view.rating).toBeUndefined();
    expect(view.online).toBeUndefined();
  });

  it('falls back to the placeholder without a photo and opens the storefront', () => {
    expect(chatProfileCardView({ ...profile, image_url: null }).photoUrl).toBeNull();
    expect(chatProfileHref(profile)).toBe('/Ruby');
  });
});
