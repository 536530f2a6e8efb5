import { createFileRoute } from '@tanstack/react-router';
import { ManageGoodiesPage } from '@/features/goodies/components/manage-goodies-page';
import { requireGoodyAdvisor } from '@/features/goodies/lib/goody-guard';

/** The Flirt's goody bags: compose, edit, put on sale, delete. */
export const Route = createFileRoute('/goodies/manage')({
  beforeLoad: ({ context, location }) => requireGoodyAdvisor(context, location),
  component: ManageGoodiesPage,
});
