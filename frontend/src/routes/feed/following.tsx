import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/features/feeds/components/feeds-page';

/** Spec 000 §2: this feed route shows 'Coming Soon'. */
export const Route = createFileRoute('/feed/following')({
  component: ComingSoonPage,
});
