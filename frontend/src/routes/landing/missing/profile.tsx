import { createFileRoute } from '@tanstack/react-router';
import { MissingProfilePage } from '@/features/feeds/components/feeds-page';

/** /landing/missing/profile: the other reading of the missing-profile page (spec 001 §2.1). */
export const Route = createFileRoute('/landing/missing/profile')({
  component: MissingProfilePage,
});
