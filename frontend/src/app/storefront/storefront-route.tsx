import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { storefrontQuery, useStorefront } from '@/features/storefront/api/get-storefront';
import type { ImageKind } from '@/features/storefront/components/storefront-page';
import type { StorefrontTab } from '@/features/storefront/lib/storefront-tabs';
import { StorefrontScreen } from './storefront-screen';
import { ProfileImageEditorSlot } from './storefront-tab-slots';
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
  feedView = 'posts',
}: {
  readonly loaded: StorefrontProfileResponse;
  readonly asked: StorefrontTab | null;
  readonly profilePage?: boolean;
  readonly packageId?: string | null;
  readonly feedView?: 'posts' | 'media';
}) {
  const login = loaded.advisor.login;
  const query = useStorefront(login);
  const queryClient = useQueryClient();
  // The owner edits the avatar or cover in place: the editor (current image, review state,
  // Preview Image crop) opens over the storefront, which refreshes once a new one is submitted.
  const [editing, setEditing] = useState<ImageKind | null>(null);
  const close = () => {
    setEditing(null);
  };
  return (
    <>
      <StorefrontScreen
        onEditImage={setEditing}
        profile={query.data ?? loaded}
        asked={asked}
        profilePage={profilePage}
        packageId={packageId}
        feedView={feedView}
      />
      <ListingFeedbackDrawer />
      <Dialog
        open={editing !== null}
        title={editing === 'cover' ? 'Your Cover' : 'Your Avatar'}
        description="Pick a JPEG or PNG image, then crop it. A moderator reviews it before others see it."
        onClose={close}
        width={560}
      >
        {editing ? (
          <ProfileImageEditorSlot
            kind={editing}
            onSubmitted={() => {
              void queryClient.invalidateQueries({ queryKey: storefrontQuery(login).queryKey });
              close();
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
