import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { openTributeModal } from '@/components/card-dialogs';
import { ListingsTab } from '@/features/storefront/components/storefront-tabs-content';
import { type ImageKind, StorefrontPage } from '@/features/storefront/components/storefront-page';
import {
  chooseTab,
  hashIntent,
  type StorefrontTab,
  tabPath,
  visibleTabs,
} from '@/features/storefront/lib/storefront-tabs';
// marketplace browse: the Flirt's listings and the listing drawer
import { StorefrontListings } from '@/features/marketplace/components/storefront-listings';
import { ListingDrawerHost } from '@/app/marketplace/listing-drawer-slot';
import { useListingDrawerUrl } from '@/app/marketplace/use-listing-drawer';
import { hasScreen } from '@/lib/has-screen';
import { useCurrentUser } from '@/lib/session';
import {
  FeedTabSlot,
  GoodiesTabSlot,
  OwnHomepageSlot,
  StorefrontPackagesSlot,
} from './storefront-tab-slots';

/**
 * The storefront and profile screens, composed from the storefront, feeds and subscriptions
 * features: the tab from the route or the URL hash (#gb, #goodies, #feed, #packages), #chat to
 * the chat screen, #tribute opening the tribute modal, and each tab's content.
 */
export function StorefrontScreen({
  profile,
  asked,
  profilePage = false,
  packageId = null,
  onEditImage,
  feedView = 'posts',
}: {
  readonly profile: StorefrontProfileResponse;
  /** The tab the route names (null: the storefront's first). */
  readonly asked: StorefrontTab | null;
  readonly profilePage?: boolean;
  readonly packageId?: string | null;
  readonly onEditImage?: (kind: ImageKind) => void;
  /** The Feed tab's first view: Media for /{login}/media. */
  readonly feedView?: 'posts' | 'media';
}) {
  const router = useRouter();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const { advisor } = profile;
  const tabs = visibleTabs(profile);
  const [hashTab, setHashTab] = useState<StorefrontTab | null>(null);
  const signedIn = Boolean(user.data);
  const { id: advisorId, login } = advisor;
  const drawer = useListingDrawerUrl();

  useEffect(() => {
    const intent = hashIntent(location.hash);
    if (intent === null) return;
    switch (intent.kind) {
      case 'tab':
        if (profilePage) setHashTab(intent.tab);
        else void navigate({ href: tabPath(login, intent.tab), replace: true });
        return;
      case 'chat':
        if (hasScreen(router, '/chat/$slug')) {
          void navigate({ href: `/chat/${encodeURIComponent(profile.chat.slug)}`, replace: true });
        }
        return;
      case 'tribute':
        if (signedIn && !profile.is_owner) {
          openTributeModal({ advisorId, advisorLogin: login });
        }
        return;
      default: {
        const never: never = intent;
        return never;
      }
    }
  }, [
    location.hash,
    profilePage,
    advisorId,
    login,
    profile.chat.slug,
    profile.is_owner,
    signedIn,
    navigate,
    router,
  ]);

  // The profile page's tab: the URL hash, else the one its route names (/profile/{login}/gb).
  const tab = chooseTab(profilePage ? (hashTab ?? asked) : asked, tabs);
  const onNoContent = useCallback(() => {
    // Spec 001 §4: a feed with no content available sends the visitor to the profile page.
    if (!profilePage) {
      void navigate({ to: '/profile/$login', params: { login: advisor.login }, replace: true });
    }
  }, [advisor.login, navigate, profilePage]);

  // The owner's profile page: the review notice (with a rejection's reason and comment) and
  // the homepage editor, above the page as others see it.
  const ownHomepage = profile.is_owner && profilePage;
  return (
    <>
      <StorefrontPage
        profile={profile}
        tabs={tabs}
        tab={tab}
        profilePage={profilePage}
        {...(onEditImage ? { onEditImage } : {})}
        tabHref={
          profilePage
            ? (name) => `/profile/${encodeURIComponent(advisor.login)}#${name}`
            : undefined
        }
      >
        {ownHomepage ? <OwnHomepageSlot login={advisor.login} /> : null}
        {tab === null ? (
          <p className="empty-state">{advisor.login} has nothing on offer yet.</p>
        ) : tab === 'listings' ? (
          <div className="storefront-listings">
            <StorefrontListings
              login={advisor.login}
              listingHref={drawer.hrefOf}
              onOpenListing={drawer.open}
            />
            <ListingsTab profile={profile} />
          </div>
        ) : tab === 'goodies' ? (
          <GoodiesTabSlot advisorLogin={advisor.login} profilePage={profilePage} />
        ) : tab === 'feed' ? (
          <FeedTabSlot advisor={advisor} onNoContent={onNoContent} initialView={feedView} />
        ) : (
          <StorefrontPackagesSlot
            advisorId={advisor.id}
            advisorLogin={advisor.login}
            openPackageId={packageId}
            onOpen={(id) => {
              void navigate({
                href:
                  id === null
                    ? tabPath(advisor.login, 'packages')
                    : `${tabPath(advisor.login, 'packages')}/${encodeURIComponent(id)}`,
              });
            }}
          />
        )}
      </StorefrontPage>
      {drawer.listingId ? (
        <ListingDrawerHost
          listingId={drawer.listingId}
          returnHref={drawer.hrefOf(drawer.listingId)}
          onClose={drawer.close}
        />
      ) : null}
    </>
  );
}
