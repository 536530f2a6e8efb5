import { createFileRoute } from '@tanstack/react-router';
import { CreatePostPage } from '@/features/create-post/components/create-post-page';
import { requireOnboardingStep } from '@/lib/guards';

/** Spec 000 §2: Create Post; a Flirt still onboarding before the first-post step goes to the checklist. */
export const Route = createFileRoute('/feed/create_post')({
  beforeLoad: ({ context, location }) => requireOnboardingStep(context, location),
  component: CreatePostPage,
});
