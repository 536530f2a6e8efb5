import { createFileRoute } from '@tanstack/react-router';
import { TaxFormPage } from '@/features/tax-forms/components/tax-form-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/account/tax_forms/$id')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: TaxForm,
});

function TaxForm() {
  const { id } = Route.useParams();
  return <TaxFormPage id={id} />;
}
