import { createFileRoute } from '@tanstack/react-router';
import { taxFormsQuery } from '@/features/tax-forms/api/get-tax-forms';
import { TaxFormsList } from '@/features/tax-forms/components/tax-forms-list';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/account/tax_forms/')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; a list that cannot be read shows its error on the page.
    await queryClient.query({ ...taxFormsQuery, staleTime: 'static' }).catch(() => undefined);
  },
  component: TaxFormsList,
});
