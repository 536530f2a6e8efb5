import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '@/features/listings/components/availability-page';
import { requireAdvisor } from '@/lib/guards';

/** Availability (Flirts): chat, live calls and each listing Online or Offline. */
export const Route = createFileRoute('/availability')({
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: () => <AvailabilityPage />,
});
