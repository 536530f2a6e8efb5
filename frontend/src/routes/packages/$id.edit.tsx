import { createFileRoute } from '@tanstack/react-router';
import { PackageFormPage } from '@/features/packages/components/package-form-page';
import { requirePackageAdvisor } from '@/features/packages/lib/package-guard';

/** Edit a package's price and perks. */
export const Route = createFileRoute('/packages/$id/edit')({
  beforeLoad: ({ context, location }) => requirePackageAdvisor(context, location),
  component: EditPackage,
});

function EditPackage() {
  const { id } = Route.useParams();
  return <PackageFormPage packageId={id} />;
}
