import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '@/features/listings/components/availability-page';
import { requireAdvisor } from '@/lib/guards';

/** The short availability screen (the chat and call switches only), after signing in. */
export const Route = createFileRoute('/change_availability')({
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: () => <AvailabilityPage compact />,
});
