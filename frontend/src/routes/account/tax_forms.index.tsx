import { createFileRoute } from '@tanstack/react-router';
import { TaxFormsList } from '@/features/tax-forms/components/tax-forms-list';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/account/tax_forms/')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: TaxFormsList,
});
