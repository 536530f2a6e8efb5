import type { CurrentUser } from '@flirtwire/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { onboardingRedirect } from './onboarding-redirect';
import { currentUserQuery } from './session';

export interface RouterContext {
  readonly queryClient: QueryClient;
}

/** The signed-in person, or a redirect to /login that comes back here afterwards. */
export async function requireUser(
  context: RouterContext,
  location: { readonly href: string },
): Promise<CurrentUser> {
  const user = await context.queryClient.query({ ...currentUserQuery, staleTime: 'static' });
  if (!user) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ to: '/login', search: { return_url: location.href } });
  }
  return user;
}

/** Flirt-only screens (My Customers, earnings): customers go to /account with a flash. */
export async function requireAdvisor(
  context: RouterContext,
  location: { readonly href: string },
): Promise<CurrentUser> {
  const user = await requireUser(context, location);
  if (!user.is_advisor) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({
      to: '/account',
      search: {
        'snackbar[severity]': 'error',
        'snackbar[message]': 'This page is for Flirts only.',
      },
    });
  }
  return user;
}

/**
 * Staff consoles: the signed-in person with one of `roles`; anyone else goes to /account with
 * `message` as the error flash.
 */
export async function requireStaffRole(
  context: RouterContext,
  location: { readonly href: string },
  roles: readonly CurrentUser['roles'][number][],
  message: string,
): Promise<CurrentUser> {
  const user = await requireUser(context, location);
  if (!roles.some((role) => user.roles.includes(role))) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({
      to: '/account',
      search: { 'snackbar[severity]': 'error', 'snackbar[message]': message },
    });
  }
  return user;
}

/** The finance console's screens: finance staff only (a route's `beforeLoad`). */
export async function requireFinance({
  context,
  location,
}: {
  readonly context: RouterContext;
  readonly location: { readonly href: string };
}): Promise<void> {
  await requireStaffRole(
    context,
    location,
    ['finance'],
    'The finance console is for finance staff only.',
  );
}

/**
 * Flirt screens that need a finished onboarding (or its first-post step, e.g. create post): a
 * Flirt still onboarding goes to the checklist (see onboardingRedirect).
 */
export async function requireOnboardingStep(
  context: RouterContext,
  location: { readonly href: string },
): Promise<CurrentUser> {
  const user = await requireAdvisor(context, location);
  const href = onboardingRedirect(user);
  if (href) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ href, replace: true });
  }
  return user;
}

/** Spec 000 §6: the flash a restricted feed route shows, verbatim. */
const RESTRICTED_ROUTE_MESSAGE = "You're not allowed to see this content! Redirected to /feed/home";

/**
 * The redirect of a restricted feed route: to /feed/home with the error flash. Our rule (the
 * spec leaves it open): a feed screen that belongs to one person (a Flirt's publishing screens,
 * someone's own subscriptions page) is restricted for everyone else.
 */
export function restrictedRoute() {
  return redirect({
    to: '/feed/home',
    search: { 'snackbar[severity]': 'error', 'snackbar[message]': RESTRICTED_ROUTE_MESSAGE },
    replace: true,
  });
}
