import { createFileRoute } from '@tanstack/react-router';
import { ListingForm } from '@/features/listings/components/listing-form';
import { requireAdvisor } from '@/lib/guards';

/** A new phone listing (Flirts). */
export const Route = createFileRoute('/listings/new')({
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: () => <ListingForm />,
});
