import { createFileRoute } from '@tanstack/react-router';
import { GoodyBagPage } from '@/features/goodies/components/goody-bag-page';
import { GoodyBagSearch } from '@/features/goodies/lib/goody-search';

/** /profile/{login}/gb/{goodyBagId}: one goody bag from the profile page's goodies tab. */
export const Route = createFileRoute('/profile/$login_/gb/$goodyBagId')({
  validateSearch: GoodyBagSearch,
  component: function ProfileGoodyBagRoute() {
    const { login, goodyBagId } = Route.useParams();
    const { action } = Route.useSearch();
    return <GoodyBagPage login={login} goodyBagId={goodyBagId} action={action} profilePage />;
  },
});
