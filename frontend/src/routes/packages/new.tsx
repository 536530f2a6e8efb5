import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PackageFormPage } from '@/features/packages/components/package-form-page';
import { requirePackageAdvisor } from '@/features/packages/lib/package-guard';

const Search = z.object({
  onboarding: z
    .union([z.boolean(), z.literal('true')])
    .optional()
    .catch(undefined),
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
