import { createFileRoute } from '@tanstack/react-router';
import { HomeFeedPage } from '@/features/feeds/components/feeds-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/feed/home')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: HomeFeedPage,
});
