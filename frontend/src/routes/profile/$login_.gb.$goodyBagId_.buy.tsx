import { createFileRoute } from '@tanstack/react-router';
import { GoodyBagPage } from '@/features/goodies/components/goody-bag-page';

/**
 * /profile/{login}/gb/{goodyBagId}/buy (spec 002 §2): the goody bag with its purchase open
 * (visitors sign in first and come back to buy).
 */
export const Route = createFileRoute('/profile/$login_/gb/$goodyBagId_/buy')({
  component: function ProfileGoodyBagBuyRoute() {
    const { login, goodyBagId } = Route.useParams();
    return <GoodyBagPage login={login} goodyBagId={goodyBagId} action="buy" profilePage />;
  },
});
