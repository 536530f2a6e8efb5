import { createFileRoute, redirect } from '@tanstack/react-router';
import { CreatePostPage } from '@/features/create-post/components/create-post-page';
import { requireOnboardingStep } from '@/lib/guards';

/** Spec 000 §2: Create Post under the Flirt's own login; another login goes to their own. */
export const Route = createFileRoute('/$login/feed_/create_post')({
  beforeLoad: async ({ context, location, params }) => {
    const user = await requireOnboardingStep(context, location);
    if (user.login.toLowerCase() !== params.login.toLowerCase()) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ to: '/feed/create_post', replace: true });
    }
  },
  component: CreatePostPage,
});
