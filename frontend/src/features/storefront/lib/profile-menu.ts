import type { HomepageStatus } from '@flirtwire/contracts';

/** Who looks at the storefront: signed out, another signed-in person, or the Flirt. */
type Viewer = 'visitor' | 'member' | 'owner';

export type MenuAction =
  'copy_link' | 'share' | 'toggle_member_since' | 'record_name' | 'copy_tribute_link';

export interface ProfileMenuItem {
  readonly key: string;
  readonly label: string;
  /** A link: `href` is where it goes, `route` the screen that must exist for it to show. */
  readonly href?: string;
  readonly route?: string;
  readonly action?: MenuAction;
}

export interface ProfileMenuInput {
  readonly viewer: Viewer;
  readonly login: string;
  /** On /profile/{login} rather than the storefront. */
  readonly onProfilePage: boolean;
  readonly homepageStatus: HomepageStatus;
  /** The browser can share (navigator.share exists). */
  readonly canShare: boolean;
  readonly onboardingComplete: boolean;
  readonly recurringPackages: boolean;
  readonly showMemberSince: boolean;
  readonly recordNamePath: string | null;
  /** Where sign-in returns to (the page the visitor is on). */
  readonly returnTo: string;
}

/** Spec 001 §2.4: Flirt Profile is hidden while the homepage is new or not accepted. */
const NO_PROFILE: readonly HomepageStatus[] = [
  'new_profile',
  'not_accepted',
  'not_accepted_edited',
];

/**
 * The kebab menu of spec 001 §2.4 for the visitor, the signed-in member and the owner, in the
 * spec's order. Links name their route, so the screen can leave out links to screens this app
 * does not have yet.
 */
export function profileMenuItems(input: ProfileMenuInput): ProfileMenuItem[] {
  const login = encodeURIComponent(input.login);
  const profile: ProfileMenuItem = {
    key: 'profile',
    label: 'Flirt Profile',
    href: `/profile/${login}`,
    route: '/profile/$login',
  };
  if (input.viewer === 'owner') {
    return [
      input.onProfilePage
        ? { key: 'storefront', label: 'View Storefront', href: `/${login}`, route: '/$login' }
        : profile,
      {
        key: 'member_since',
        label: input.showMemberSince ? 'Hide Member Since Date' : 'Show Member Since Date',
        action: 'toggle_member_since',
      },
      ...(input.recordNamePath
        ? [{ key: 'record_name', label: 'Record Member Name', action: 'record_name' as const }]
        : []),
      ...(input.onboardingComplete
        ? [
            {
              key: 'new_post',
              label: 'New Post',
              href: '/feed/create_post',
              route: '/feed/create_post',
            },
            {
              key: 'queue',
              label: 'Posts Queue',
              href: '/feed/queue/scheduled',
              route: '/feed/queue/scheduled',
            },
            input.recurringPackages
              ? { key: 'packages', label: 'Manage Packages', href: '/packages', route: '/packages' }
              : {
                  key: 'subscription_settings',
                  label: 'Subscription Settings',
                  href: '/feed/subscription_settings',
                  route: '/feed/subscription_settings',
                },
            {
              key: 'subscriptions',
              label: 'Subscriptions',
              href: '/subscriptions',
              route: '/subscriptions',
            },
            {
              key: 'tribute_link',
              label: 'Copy Tribute Link',
              action: 'copy_tribute_link' as const,
            },
          ]
        : []),
    ];
  }
  const compose = `/messages/compose?recipients=${login}`;
  const mail: ProfileMenuItem =
    input.viewer === 'visitor'
      ? {
          key: 'mail',
          label: 'Send Mail',
          href: `/login?return_to=${encodeURIComponent(compose)}&return_url=${encodeURIComponent(compose)}`,
          // Signing in to go nowhere is a dead end too: the compose screen must exist.
          route: '/messages/compose',
        }
      : { key: 'mail', label: 'Send Mail', href: compose, route: '/messages/compose' };
  return [
    mail,
    { key: 'copy_link', label: 'Copy Link', action: 'copy_link' },
    ...(NO_PROFILE.includes(input.homepageStatus) || input.onProfilePage ? [] : [profile]),
    ...(input.canShare ? [{ key: 'share', label: 'Share', action: 'share' as const }] : []),
  ];
}

/** The storefront link Copy Link copies, and the tribute link (its #tribute opens the modal). */
export function storefrontUrl(origin: string, login: string, hash = ''): string {
  return `${origin}/${encodeURIComponent(login)}${hash}`;
}
