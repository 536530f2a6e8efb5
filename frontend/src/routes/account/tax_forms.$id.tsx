import { createFileRoute } from '@tanstack/react-router';
import { taxFormQuery } from '@/features/tax-forms/api/get-tax-form';
import { TaxFormPage } from '@/features/tax-forms/components/tax-form-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/account/tax_forms/$id')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loader: async ({ context: { queryClient }, params: { id } }) => {
    // Cached data as it is; a form that cannot be read shows its error on the page.
    await queryClient.query({ ...taxFormQuery(id), staleTime: 'static' }).catch(() => undefined);
  },
  component: TaxForm,
});

function TaxForm() {
  const { id } = Route.useParams();
  return <TaxFormPage id={id} />;
}
