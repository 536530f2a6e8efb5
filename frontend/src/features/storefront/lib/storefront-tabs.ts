import type { StorefrontProfileResponse } from '@flirtwire/contracts';

/** Spec 001 §2.1 tabs, in their order. */
const STOREFRONT_TABS = ['listings', 'goodies', 'feed', 'packages'] as const;
export type StorefrontTab = (typeof STOREFRONT_TABS)[number];

export const TAB_LABELS: Record<StorefrontTab, string> = {
  listings: 'Phone Sex',
  goodies: 'Goodies',
  feed: 'Feed',
  packages: 'Packages',
};

/** Spec 001 §2.2: Chat (and the chat pseudo-listing) only when enrolled, eligible, not unenrolled. */
export function chatShown(chat: StorefrontProfileResponse['chat']): boolean {
  return chat.enrolled && chat.eligible && !chat.explicitly_unenrolled;
}

/**
 * The tabs a storefront has (spec 001 §2.1): listings first (the chat pseudo-listing counts as
 * one); goodies only with goody bags; the feed only once onboarding is complete; packages only
 * with the recurring-package flag and a public package.
 */
export function visibleTabs(profile: StorefrontProfileResponse): StorefrontTab[] {
  const has: Record<StorefrontTab, boolean> = {
    listings: profile.has_listings || chatShown(profile.chat),
    goodies: profile.has_goody_bags,
    feed: profile.advisor.onboarding_complete,
    packages: profile.recurring_package_tributes && profile.has_packages,
  };
  return STOREFRONT_TABS.filter((tab) => has[tab]);
}

/** What a URL hash asks of the storefront (spec 001 §2.1). */
export type HashIntent =
  | { readonly kind: 'tab'; readonly tab: StorefrontTab }
  | { readonly kind: 'chat' }
  | { readonly kind: 'tribute' }
  | null;

export function hashIntent(hash: string): HashIntent {
  switch (hash.replace(/^#/, '')) {
    case 'gb':
    case 'goodies':
      return { kind: 'tab', tab: 'goodies' };
    case 'feed':
      return { kind: 'tab', tab: 'feed' };
    case 'packages':
      return { kind: 'tab', tab: 'packages' };
    case 'chat':
      return { kind: 'chat' };
    case 'tribute':
      return { kind: 'tribute' };
    default:
      return null;
  }
}

/** The tab shown: the one asked for when the storefront has it, else the first it has. */
export function chooseTab(
  asked: StorefrontTab | null,
  tabs: readonly StorefrontTab[],
): StorefrontTab | null {
  if (asked && tabs.includes(asked)) return asked;
  return tabs[0] ?? null;
}

/** The tab's own path (spec 001 §2.1 tab paths). */
export function tabPath(login: string, tab: StorefrontTab): string {
  const base = `/${encodeURIComponent(login)}`;
  return tab === 'listings' ? base : `${base}/${tab}`;
}
