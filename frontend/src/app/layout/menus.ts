import type { Role } from '@flirtwire/contracts';
import type { Audience } from '@/lib/session';

export interface MenuLink {
  readonly label: string;
  readonly href: string;
}

/** Spec 000 §2 header navigation (Chat carries the unread dot). */
export function primaryNav(audience: Audience): readonly (MenuLink & { key: string })[] {
  return [
    { key: 'phone', label: 'Phone Sex', href: '/' },
    // Advisors chat at /chat; signed-out people browse chats (spec 000 §2).
    { key: 'chat', label: 'Chat', href: audience === 'visitor' ? '/chat/browse' : '/chat' },
    { key: 'goodies', label: 'Goodies', href: '/goody/search#recent_additions' },
    { key: 'feeds', label: 'Feeds', href: '/feed/home' },
    { key: 'account', label: 'Account', href: audience === 'visitor' ? '/login' : '/account' },
  ];
}

/** Spec 000 §2 expanded menu: customer, advisor and logged-out variants. */
export function expandedMenu(audience: Audience): readonly MenuLink[] {
  switch (audience) {
    case 'advisor':
      return [
        { label: 'Featured Listings', href: '/account/featured_listing_results/listings' },
        { label: 'Goodies', href: '/goody/search#recent_additions' },
        { label: 'Customers', href: '/my_customers' },
        { label: 'File Manager', href: '/account/filemanager' },
        { label: 'Help', href: '/help' },
        { label: 'About', href: '/help/about' },
        { label: 'Become a Flirt', href: '/flirt' },
        { label: 'Become an Affiliate', href: '/help/affiliate_agreement' },
        // payout runs
        { label: 'Payment History', href: '/transactions/payment_history' },
        // marketplace: listings
        { label: 'My Listings', href: '/listings' },
        { label: 'Availability', href: '/availability' },
        // feedback and favorites
        { label: 'Feedback', href: '/account/feedbacks' },
        // goodies
        { label: 'My Goodies', href: '/goodies/manage' },
        // paid mail
        { label: 'Mail', href: '/messages' },
      ];
    case 'customer':
      return [
        { label: 'Account', href: '/account' },
        { label: 'Transactions', href: '/transactions/details' },
        { label: 'Subscriptions', href: '/subscriptions' },
        { label: 'Payment Methods', href: '/account/payment_methods' },
        { label: 'Favorites', href: '/account/favorite' },
        { label: 'Feeds', href: '/feed/home' },
        { label: 'Goodies', href: '/goody/search#recent_additions' },
        { label: 'Help', href: '/help' },
        { label: 'About', href: '/help/about' },
        { label: 'Become a Flirt', href: '/flirt' },
        { label: 'Become an Affiliate', href: '/help/affiliate_agreement' },
        // feedback and favorites
        { label: 'Leave Feedback', href: '/feedbacks' },
        // paid mail
        { label: 'Mail', href: '/messages' },
      ];
    case 'visitor':
      return [
        { label: 'Help', href: '/help' },
        { label: 'About', href: '/help/about' },
        { label: 'Become a Flirt', href: '/flirt' },
      ];
  }
}

/**
 * Staff consoles, after the person's own menu: finance's (and payouts), the reconciliation
 * (finance and auditors), auditors', moderators', admins'.
 */
export function staffMenu(roles: readonly Role[] | undefined): readonly MenuLink[] {
  return [
    ...(roles?.includes('finance')
      ? [
          { label: 'Finance console', href: '/finance_console' },
          { label: 'Payouts', href: '/finance_console/payouts' },
          { label: 'Credit approvals', href: '/finance_console/credits' },
        ]
      : []),
    ...(roles?.includes('finance') || roles?.includes('auditor')
      ? [{ label: 'Reconciliation', href: '/finance_console/reconciliation' }]
      : []),
    ...(roles?.includes('auditor') ? [{ label: 'Audit console', href: '/audit/console' }] : []),
    // Staff consoles: moderators and admins.
    ...(roles?.includes('moderator') ? [{ label: 'Moderation console', href: '/moderation' }] : []),
    ...(roles?.includes('admin') ? [{ label: 'Admin console', href: '/admin' }] : []),
  ];
}

// Customer journey (call page): the pages that show the simplified header.
/** Spec 000 §2: /call/listing/{id} shows a simplified header (brand and account only). */
export function hasSimplifiedHeader(pathname: string): boolean {
  return /^\/call\/listing\/[^/]+\/?$/.test(pathname);
}
