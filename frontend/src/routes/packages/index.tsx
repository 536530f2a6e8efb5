import { createFileRoute } from '@tanstack/react-router';
import { packageManagementQuery } from '@/features/packages/api/get-package-management';
import { ManagePackagesPage } from '@/features/packages/components/manage-packages-page';
import { requirePackageAdvisor } from '@/features/packages/lib/package-guard';

/** Spec 000 §2: Manage Packages; non-advisors are sent to /account. */
export const Route = createFileRoute('/packages/')({
  beforeLoad: ({ context, location }) => requirePackageAdvisor(context, location),
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; what cannot be read shows its error on the page.
    await queryClient
      .query({ ...packageManagementQuery, staleTime: 'static' })
      .catch(() => undefined);
  },
  component: ManagePackagesPage,
});
