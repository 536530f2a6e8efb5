import { createFileRoute } from '@tanstack/react-router';
import { GoodyBagPage } from '@/features/goodies/components/goody-bag-page';
import { GoodyBagSearch } from '@/features/goodies/lib/goody-search';

/** /{login}/gb/{goodyBagId}: one goody bag of a Flirt's storefront (?action=buy opens the purchase). */
export const Route = createFileRoute('/$login/gb/$goodyBagId')({
  validateSearch: GoodyBagSearch,
  component: function GoodyBagRoute() {
    const { login, goodyBagId } = Route.useParams();
    const { action } = Route.useSearch();
    return <GoodyBagPage login={login} goodyBagId={goodyBagId} action={action} />;
  },
});
