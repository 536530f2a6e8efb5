import type { CurrentUser } from '@flirtwire/contracts';
import { redirect } from '@tanstack/react-router';
import { type RouterContext, requireUser } from '@/lib/guards';

/** The auditor console is for auditors: anyone else goes to /account with a flash. */
export async function requireAuditor(
  context: RouterContext,
  location: { readonly href: string },
): Promise<CurrentUser> {
  const user = await requireUser(context, location);
  if (!user.roles.includes('auditor')) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({
      to: '/account',
      search: {
        'snackbar[severity]': 'error',
        'snackbar[message]': 'The audit console is for auditors only.',
      },
    });
  }
  return user;
}
