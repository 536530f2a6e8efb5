import { describe, expect, it } from '@jest/globals';
import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import { hasScreen } from '@/lib/has-screen';
import { imageModerationNote } from './image-moderation';
import { listingRedirect } from './listing-redirect';
import { type ProfileMenuInput, profileMenuItems } from './profile-menu';
import { chooseTab, hashIntent, tabPath, visibleTabs } from './storefront-tabs';

const profile = (
  overrides: Partial<StorefrontProfileResponse> = {},
): StorefrontProfileResponse => ({
  advisor: {
    id: 'a1',
    login: 'Ann',
    slug: 'ann',
    active: true,
    blocked: false,
    onboarding_complete: true,
    chat_eligible: false,
    member_since: '2025-01-01T00:00:00.000Z',
    gender: 0,
  },
  is_owner: false,
  show_member_since: true,
  member_since: '2025-01-01T00:00:00.000Z',
  avatar_url: null,
  cover_url: null,
  avatar_image_moderation_status: 'approved',
  cover_image_moderation_status: 'approved',
  homepage_status: 'accepted',
  homepage_content: null,
  chat: {
    enrolled: false,
    eligible: false,
    explicitly_unenrolled: false,
    available: false,
    slug: 'ann',
  },
  recurring_package_tributes: true,
  has_packages: true,
  has_goody_bags: false,
  has_listings: false,
  ...overrides,
});

describe('storefront tabs (spec 001 §2.1)', () => {
  it('keeps the spec’s order and each tab’s condition', () => {
    expect(visibleTabs(profile())).toEqual(['feed', 'packages']);
    expect(visibleTabs(profile({ has_listings: true, has_goody_bags: true }))).toEqual([
      'listings',
      'goodies',
      'feed',
      'packages',
    ]);
    expect(visibleTabs(profile({ recurring_package_tributes: false }))).toEqual(['feed']);
    expect(visibleTabs(profile({ has_packages: false }))).toEqual(['feed']);
    const notOnboarded = profile();
    expect(
      visibleTabs({
        ...notOnboarded,
        advisor: { ...notOnboarded.advisor, onboarding_complete: false },
      }),
    ).toEqual(['packages']);
  });

  it('counts the chat pseudo-listing as a listing only when enrolled, eligible and not unenrolled', () => {
    const chat = {
      enrolled: true,
      eligible: true,
      explicitly_unenrolled: false,
      available: true,
      slug: 'ann',
    };
    expect(visibleTabs(profile({ chat }))[0]).toBe('listings');
    expect(visibleTabs(profile({ chat: { ...chat, explicitly_unenrolled: true } }))[0]).toBe(
      'feed',
    );
    expect(visibleTabs(profile({ chat: { ...chat, eligible: false } }))[0]).toBe('feed');
  });

  it('reads the hash: gb and goodies, feed, packages, chat, tribute', () => {
    expect(hashIntent('#gb')).toEqual({ kind: 'tab', tab: 'goodies' });
    expect(hashIntent('#goodies')).toEqual({ kind: 'tab', tab: 'goodies' });
    expect(hashIntent('feed')).toEqual({ kind: 'tab', tab: 'feed' });
    expect(hashIntent('#packages')).toEqual({ kind: 'tab', tab: 'packages' });
    expect(hashIntent('#chat')).toEqual({ kind: 'chat' });
    expect(hashIntent('#tribute')).toEqual({ kind: 'tribute' });
    expect(hashIntent('#other')).toBeNull();
  });

  it('shows the asked tab when it exists, else the first; tab paths per the spec', () => {
    expect(chooseTab('packages', ['feed', 'packages'])).toBe('packages');
    expect(chooseTab('goodies', ['feed', 'packages'])).toBe('feed');
    expect(chooseTab(null, [])).toBeNull();
    expect(tabPath('Ann', 'listings')).toBe('/Ann');
    expect(tabPath('Ann', 'feed')).toBe('/Ann/feed');
  });
});

describe('profile menu (spec 001 §2.4)', () => {
  const base: ProfileMenuInput = {
    viewer: 'visitor',
    login: 'Ann',
    onProfilePage: false,
    homepageStatus: 'accepted',
    canShare: true,
    onboardingComplete: true,
    recurringPackages: true,
    showMemberSince: true,
    recordNamePath: null,
    returnTo: '/Ann',
  };
  const labels = (input: Partial<ProfileMenuInput>) =>
    profileMenuItems({ ...base, ...input }).map((item) => item.label);

  it('gives a visitor Send Mail through sign-in, Copy Link, Flirt Profile and Share', () => {
    expect(labels({})).toEqual(['Send Mail', 'Copy Link', 'Flirt Profile', 'Share']);
    const mail = profileMenuItems(base)[0];
    expect(mail?.href).toBe(
      '/login?return_to=%2Fmessages%2Fcompose%3Frecipients%3DAnn&return_url=%2Fmessages%2Fcompose%3Frecipients%3DAnn',
    );
    expect(profileMenuItems({ ...base, viewer: 'member' })[0]?.href).toBe(
      '/messages/compose?recipients=Ann',
    );
  });

  it('hides Flirt Profile for new or rejected homepages, and Share without navigator.share', () => {
    for (const status of ['new_profile', 'not_accepted', 'not_accepted_edited'] as const) {
      expect(labels({ homepageStatus: status })).not.toContain('Flirt Profile');
    }
    expect(labels({ canShare: false })).not.toContain('Share');
  });

  it('gives the owner their items, by onboarding and the package flag', () => {
    expect(labels({ viewer: 'owner' })).toEqual([
      'Flirt Profile',
      'Hide Member Since Date',
      'New Post',
      'Posts Queue',
      'Manage Packages',
      'Subscriptions',
      'Copy Tribute Link',
    ]);
    expect(labels({ viewer: 'owner', recurringPackages: false, showMemberSince: false })).toEqual([
      'Flirt Profile',
      'Show Member Since Date',
      'New Post',
      'Posts Queue',
      'Subscription Settings',
      'Subscriptions',
      'Copy Tribute Link',
    ]);
    expect(
      labels({
        viewer: 'owner',
        onboardingComplete: false,
        onProfilePage: true,
        recordNamePath: '/r',
      }),
    ).toEqual(['View Storefront', 'Hide Member Since Date', 'Record Member Name']);
  });
});

describe('listing links and screens', () => {
  it('redirects a listing to its Flirt, or home', () => {
    expect(listingRedirect('123-hot-chat', () => 'Ann')).toBe('/Ann?listing_id=123');
    expect(listingRedirect('123-hot-chat', () => null)).toBe('/');
    expect(listingRedirect('no-id', () => 'Ann')).toBe('/');
  });

  it('counts a link as a screen only when its path or template is a route', () => {
    const router = {
      routesByPath: { '/': {}, '/$login': {}, '/subscriptions': {}, '/chat/$slug': {} },
    };
    expect(hasScreen(router, '/subscriptions?x=1#y')).toBe(true);
    expect(hasScreen(router, '/subscriptions/')).toBe(true);
    expect(hasScreen(router, '/')).toBe(true);
    expect(hasScreen(router, '/chat/$slug')).toBe(true);
    // /help would match /$login, but it is not a screen of its own.
    expect(hasScreen(router, '/help')).toBe(false);
    expect(hasScreen(router, '/messages/compose')).toBe(false);
  });
});

describe('image moderation notes (spec 001 §4)', () => {
  it('tells the owner a pending image waits for review and a rejected one was replaced', () => {
    expect(imageModerationNote('avatar', 'pending')).toBe(
      'Your NF+ Avatar is pending review and will be automatically published if approved.',
    );
    expect(imageModerationNote('cover', 'rejected')).toMatch(/^Your NF\+ Cover was removed/);
    expect(imageModerationNote('cover', 'approved')).toBeNull();
  });
});
