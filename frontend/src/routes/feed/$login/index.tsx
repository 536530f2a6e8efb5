import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '@/lib/session';

/**
 * Spec 000 §2 /feed/{login}: the viewer's own unfinished account goes to its onboarding,
 * everyone else to the Flirt's feed tab at /{login}/feed.
 */
export const Route = createFileRoute('/feed/$login/')({
  beforeLoad: async ({ context, params }) => {
    const user = await context.queryClient.query({ ...currentUserQuery, staleTime: 'static' });
    const own = user?.login.toLowerCase() === params.login.toLowerCase();
    const href =
      own && !user.onboarding_complete
        ? `/feed/${encodeURIComponent(params.login)}/onboarding`
        : `/${encodeURIComponent(params.login)}/feed`;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ href, replace: true });
  },
});
