import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQuery } from '@/lib/session';

/**
 * /users/{login} (spec 002 §2, "also present in the main app"): a person's page. A Flirt's is
 * their storefront (which sends a missing or inactive Flirt to the missing-profile page);
 * members have no public page, so one's own login opens the account and another member's
 * shows the missing-profile page, as an unknown login does.
 */
export const Route = createFileRoute('/users/$login')({
  beforeLoad: async ({ context, params }) => {
    const me = await context.queryClient.query({ ...currentUserQuery, staleTime: 'static' });
    if (me && !me.is_advisor && me.login.toLowerCase() === params.login.toLowerCase()) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ to: '/account', replace: true });
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ to: '/$login', params: { login: params.login }, replace: true });
  },
});
