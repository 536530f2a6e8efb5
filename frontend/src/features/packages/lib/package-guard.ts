import { redirect } from '@tanstack/react-router';
import { type RouterContext, requireUser } from '@/lib/guards';

/** Spec 000 §6: package pages require an advisor; anyone else is sent to /account. */
export async function requirePackageAdvisor(
  context: RouterContext,
  location: { readonly href: string },
): Promise<void> {
  const user = await requireUser(context, location);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
  if (!user.is_advisor) throw redirect({ to: '/account' });
}
