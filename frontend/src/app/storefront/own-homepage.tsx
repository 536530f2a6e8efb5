import { HomepageEditor } from '@/features/profile-images/components/homepage-editor';
import { HomepageNotice } from '@/features/profile-images/components/homepage-notice';

/** The owner's profile page: the review notice (with a rejection's reason) and the editor. */
export default function OwnHomepage({ login }: { readonly login: string }) {
  return (
    <section className="storefront-own-homepage" aria-label="Edit your homepage">
      <HomepageNotice />
      <HomepageEditor login={login} />
    </section>
  );
}
