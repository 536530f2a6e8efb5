import { createFileRoute } from '@tanstack/react-router';
import { CreatePostPage } from '@/features/create-post/components/create-post-page';
import { requireAdvisor } from '@/lib/guards';

/** Spec 000 §2: Create Post. */
export const Route = createFileRoute('/feed/create_post')({
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: CreatePostPage,
});
