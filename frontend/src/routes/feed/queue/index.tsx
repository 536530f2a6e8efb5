import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/feeds/components/feeds-page';

/** Spec 000 §2: the feed queue route shows 'Coming Soon'. */
export const Route = createFileRoute('/feed/queue/')({
  component: ComingSoonPage,
});
