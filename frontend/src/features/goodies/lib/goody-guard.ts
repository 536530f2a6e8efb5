import { redirect } from '@tanstack/react-router';
import { type RouterContext, requireUser } from '@/lib/guards';

/** The composer is for Flirts: visitors sign in first, anyone else goes to /account. */
export async function requireGoodyAdvisor(
  context: RouterContext,
  location: { readonly href: string },
): Promise<void> {
  const user = await requireUser(context, location);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
  if (!user.is_advisor) throw redirect({ to: '/account' });
}
