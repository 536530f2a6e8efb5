import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useStorefront } from '@/features/storefront/api/get-storefront';
import type { StorefrontTab } from '@/features/storefront/lib/storefront-tabs';
import { StorefrontScreen } from './storefront-screen';
// feedback and favorites: the feedback drawer (?feedback_listing_id=).
import { ListingFeedbackDrawer } from '@/features/feedback/components/listing-feedback-drawer';

/**
 * One storefront route's screen: the loader's storefront, kept fresh by its query (a toggle in
 * the menu changes it without a reload).
 */
export function StorefrontRouteScreen({
  loaded,
  asked,
  profilePage = false,
  packageId = null,
}: {
  readonly loaded: StorefrontProfileResponse;
  readonly asked: StorefrontTab | null;
  readonly profilePage?: boolean;
  readonly packageId?: string | null;
}) {
  const query = useStorefront(loaded.advisor.login);
  const navigate = useNavigate();
  return (
    <>
      <StorefrontScreen
        // The owner edits the avatar and cover where their review states are shown: the account.
        onEditImage={() => {
          void navigate({ to: '/account' });
        }}
        profile={query.data ?? loaded}
        asked={asked}
        profilePage={profilePage}
        packageId={packageId}
      />
      <ListingFeedbackDrawer />
    </>
  );
}
