import { createFileRoute } from '@tanstack/react-router';
import { ownGoodyBagsQuery } from '@/features/goodies/api/get-own-goody-bags';
import { ManageGoodiesPage } from '@/features/goodies/components/manage-goodies-page';
import { requireGoodyAdvisor } from '@/features/goodies/lib/goody-guard';

/** The Flirt's goody bags: compose, edit, put on sale, delete. */
export const Route = createFileRoute('/goodies/manage')({
  beforeLoad: ({ context, location }) => requireGoodyAdvisor(context, location),
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; what cannot be read shows its error on the page.
    await queryClient
      .query({ ...ownGoodyBagsQuery(1), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: ManageGoodiesPage,
});
