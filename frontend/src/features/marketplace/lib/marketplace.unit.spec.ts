import { describe, expect, it } from '@jest/globals';
import type { RealtimeNotice } from '@flirtwire/contracts';
import { rotates, slideForKey, stepSlide } from './carousel';
import {
  CategorySearch,
  categoryListingsParams,
  categoryState,
  withListingType,
  withoutDecisionScreen,
  withPage,
  withSort,
} from './category-search';
import {
  type ActionContext,
  customerActions,
  type ListingFacts,
  ownerActions,
} from './listing-actions';
import { listingTopic, noticeTouchesListing } from './listing-realtime';
import { priceLabel, toCardView } from './listing-view';

describe('hero carousel', () => {
  it('steps around the four slides both ways', () => {
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(1, 1, 4)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it('turns only when nobody paused it, asked for less motion or is using it', () => {
    expect(rotates({ paused: false, reducedMotion: false, engaged: false })).toBe(true);
    expect(rotates({ paused: true, reducedMotion: false, engaged: false })).toBe(false);
    expect(rotates({ paused: false, reducedMotion: true, engaged: false })).toBe(false);
    expect(rotates({ paused: false, reducedMotion: false, engaged: true })).toBe(false);
  });

  it('moves with the arrow keys, Home and End, and ignores other keys', () => {
    expect(slideForKey('ArrowRight', 3, 4)).toBe(0);
    expect(slideForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(slideForKey('Home', 2, 4)).toBe(0);
    expect(slideForKey('End', 0, 4)).toBe(3);
    expect(slideForKey('Enter', 1, 4)).toBeNull();
  });
});

describe('category page URL', () => {
  const parse = (query: Record<string, unknown>) => CategorySearch.parse(query);

  it('defaults to live phone sex, page 1, Featured Listings', () => {
    expect(categoryState(parse({}))).toEqual({
      listingType: 1,
      page: 1,
      sort: 0,
      decisionScreen: false,
    });
  });

  it('reads the URL text and drops what it cannot read', () => {
    expect(
      categoryState(parse({ listing_type: '2', page: '3', sort: '4', decision_screen: 'true' })),
    ).toEqual({ listingType: 2, page: 3, sort: 4, decisionScreen: true });
    expect(
      categoryState(parse({ listing_type: '7', page: '-1', sort: 'x', decision_screen: 'yes' })),
    ).toEqual({ listingType: 1, page: 1, sort: 0, decisionScreen: false });
    expect(parse({ listing_id: '12ab' }).listing_id).toBeUndefined();
    expect(parse({ listing_id: '1234567890' }).listing_id).toBe('1234567890');
  });

  it('has no sort on the Chat tab', () => {
    const chat = withListingType(parse({ sort: '2', page: '4' }), 3);
    expect(chat).toMatchObject({ listing_type: 3, sort: undefined, page: undefined });
    expect(categoryState(chat).sort).toBeNull();
    expect(categoryListingsParams(categoryState(chat), 12)).toEqual({
      page: 1,
      listingType: 3,
      perPage: 12,
    });
  });

  it('starts a new tab or sort on page 1, and keeps the sort across phone tabs', () => {
    const start = parse({ listing_type: '1', sort: '2', page: '5', listing_id: '42' });
    expect(withListingType(start, 2)).toEqual({
      listing_type: 2,
      sort: 2,
      page: undefined,
      listing_id: undefined,
      decision_screen: undefined,
    });
    expect(withSort(start, 3)).toMatchObject({ sort: 3, page: undefined, listing_type: 1 });
    expect(withPage(start, 2)).toMatchObject({ page: 2, sort: 2 });
    expect(withPage(start, 1).page).toBeUndefined();
  });

  it('asks the API for 12 a page with the sort and the decision screen', () => {
    const state = categoryState(parse({ page: '2', sort: '1', decision_screen: '1' }));
    expect(categoryListingsParams(state, 12)).toEqual({
      page: 2,
      listingType: 1,
      perPage: 12,
      sort: 1,
      decisionScreen: 'true',
    });
    expect(
      withoutDecisionScreen(parse({ decision_screen: 'true' })).decision_screen,
    ).toBeUndefined();
  });
});

describe('listing kebab menus', () => {
  const listing: ListingFacts = {
    id: '1234567890',
    login: 'Ann',
    advisorSlug: 'ann',
    blocked: false,
    show_chat_link: true,
    is_owned_by_viewer: false,
    isFavoriteForViewer: false,
  };
  const screens = new Set(['/chat/$slug', '/help/tos', '/listings/1234567890/edit']);
  const context = (overrides: Partial<ActionContext> = {}): ActionContext => ({
    signedIn: true,
    hasScreen: (href) => screens.has(href),
    signInHref: (product) =>
      `/login?return_url=%2F%3Flisting_id%3D1${product ? `&product=${product}` : ''}`,
    favorites: true,
    ...overrides,
  });
  const labels = (actions: readonly { label: string }[]) => actions.map((a) => a.label);

  it('gives a signed-in customer chat, tribute and favorites (mail has no screen yet)', () => {
    const actions = customerActions(listing, context());
    expect(labels(actions)).toEqual(['Chat', 'Send Tribute', 'Add to Favorites']);
    expect(actions[0]).toMatchObject({ kind: 'link', href: '/chat/ann' });
    expect(actions[1]).toMatchObject({ kind: 'tribute' });
    expect(actions[2]).toMatchObject({ kind: 'favorite' });
  });

  it('sends a visitor to sign in first, and back to the drawer', () => {
    const actions = customerActions(listing, context({ signedIn: false }));
    expect(labels(actions)).toEqual(['Chat', 'Send Tribute', 'Add to Favorites']);
    for (const action of actions) expect(action.kind).toBe('link');
    expect(actions[0]).toMatchObject({ href: expect.stringContaining('product=chat') });
    expect(actions[2]).toMatchObject({ href: expect.stringMatching(/^\/login\?return_url=/) });
  });

  it('leaves out what does not exist: chat when the Flirt does not chat, favorites without the feature', () => {
    expect(
      labels(customerActions({ ...listing, show_chat_link: false }, context({ favorites: false }))),
    ).toEqual(['Send Tribute']);
    expect(
      labels(
        customerActions(listing, context({ hasScreen: (href) => href === '/messages/compose' })),
      ),
    ).toEqual(['Send Tribute', 'Send Mail', 'Add to Favorites']);
  });

  it('hides the contact actions of a blocked listing', () => {
    expect(labels(customerActions({ ...listing, blocked: true }, context()))).toEqual([
      'Add to Favorites',
    ]);
  });

  it('offers removal of a favorite', () => {
    expect(labels(customerActions({ ...listing, isFavoriteForViewer: true }, context()))).toContain(
      'Remove from Favorites',
    );
  });

  it('gives the owner only the owner menu, with the screens that exist', () => {
    const owned = { ...listing, is_owned_by_viewer: true };
    expect(customerActions(owned, context())).toEqual([]);
    const owner = ownerActions(owned, {
      hasScreen: (href) => screens.has(href),
      editHref: '/listings/1234567890/edit',
      callButtonHref: '/listings/1234567890/call_button',
      greetingHref: '/account/greeting',
    });
    expect(owner).toEqual([
      { key: 'edit', label: 'Edit', kind: 'link', href: '/listings/1234567890/edit' },
      { key: 'policies', label: 'View Policies', kind: 'link', href: '/help/tos' },
    ]);
    expect(
      ownerActions(listing, {
        hasScreen: () => true,
        editHref: '',
        callButtonHref: '',
        greetingHref: '',
      }),
    ).toEqual([]);
  });
});

describe('listing realtime and cards', () => {
  const notice = (collection: string, ids: string[] | null): RealtimeNotice => ({
    cursor: '1',
    collection,
    ids,
    owner: null,
    position: 9,
  });

  it('follows the listing object topic and refreshes on its notices only', () => {
    expect(listingTopic({ id: '42', push_channel: 'listing-42' })).toBe('object:listings:42');
    expect(listingTopic({ id: '42', push_channel: 'object:listings:42' })).toBe(
      'object:listings:42',
    );
    expect(noticeTouchesListing(notice('listings', ['42']), '42')).toBe(true);
    expect(noticeTouchesListing(notice('listings', null), '42')).toBe(true);
    expect(noticeTouchesListing(notice('listings', ['43']), '42')).toBe(false);
    expect(noticeTouchesListing(notice('posts', ['42']), '42')).toBe(false);
  });

  it('prices calls per minute and chat per volley', () => {
    expect(priceLabel(199, 'per min')).toBe('$1.99 per min');
    expect(priceLabel(99, 'per volley')).toBe('$0.99 per volley');
    expect(
      toCardView({
        id: '1',
        title: 'Late night',
        login: 'Ann',
        photoUrl: null,
        priceCents: 299,
        priceUnit: 'per min',
        rating: 4.5,
        totalRatings: 12,
        available: true,
      }),
    ).toEqual({
      id: '1',
      title: 'Late night',
      login: 'Ann',
      photoUrl: null,
      priceLabel: '$2.99 per min',
      rating: 4.5,
      ratingCount: 12,
      online: true,
    });
  });
});
