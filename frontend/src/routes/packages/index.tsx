import { createFileRoute } from '@tanstack/react-router';
import { ManagePackagesPage } from '@/features/packages/components/manage-packages-page';
import { requirePackageAdvisor } from '@/features/packages/lib/package-guard';

/** Spec 000 §2: Manage Packages; non-advisors are sent to /account. */
export const Route = createFileRoute('/packages/')({
  beforeLoad: ({ context, location }) => requirePackageAdvisor(context, location),
  component: ManagePackagesPage,
});
