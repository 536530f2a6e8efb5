import { createFileRoute } from '@tanstack/react-router';
import { PackageFormPage } from '@/features/packages/components/package-form-page';
import { requirePackageAdvisor } from '@/features/packages/lib/package-guard';
import { searchSchema } from '@/lib/search-schema';

const Search = searchSchema({
  onboarding: (value: unknown): boolean | 'true' | undefined =>
    typeof value === 'boolean' || value === 'true' ? value : undefined,
});

/** Spec 000 §2: add a package; onboarding=true gives the onboarding variant. */
export const Route = createFileRoute('/packages/new')({
  validateSearch: Search,
  beforeLoad: ({ context, location }) => requirePackageAdvisor(context, location),
  component: NewPackage,
});

function NewPackage() {
  const { onboarding } = Route.useSearch();
  return <PackageFormPage onboarding={onboarding === true || onboarding === 'true'} />;
}
