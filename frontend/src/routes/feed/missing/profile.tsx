import { createFileRoute } from '@tanstack/react-router';
import { MissingProfilePage } from '@/features/feeds/components/feeds-page';

export const Route = createFileRoute('/feed/missing/profile')({
  component: MissingProfilePage,
});
