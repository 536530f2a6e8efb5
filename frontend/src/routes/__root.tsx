import { createRootRouteWithContext, Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppShell } from '@/app/layout/app-shell';
import { cookiesConsentQuery } from '@/features/site/api/get-cookies-consent';
import { siteBannerQuery } from '@/features/site/api/get-site-banner';
import type { RouterContext } from '@/lib/guards';
import { useSnackbars } from '@/lib/snackbar-store';
import { oneOf, searchSchema, text } from '@/lib/search-schema';

/** Spec 000 §2: any page may carry a flash in its query string. */
const RootSearch = searchSchema({
  'snackbar[severity]': oneOf(['success', 'info', 'warning', 'error']),
  'snackbar[message]': text({ max: 500 }),
});

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearch,
  // The banners above every page come with the page's first paint (the server names their
  // requests in the page), not a moment later pushing the screen down; a banner that cannot be
  // read is simply not shown. Once per page load: a later navigation finds them in the cache.
  staleTime: Infinity,
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([
      queryClient.query({ ...siteBannerQuery, staleTime: 'static' }),
      queryClient.query({ ...cookiesConsentQuery, staleTime: 'static' }),
    ]);
  },
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const show = useSnackbars((state) => state.show);
  const message = search['snackbar[message]'];
  const severity = search['snackbar[severity]'] ?? 'info';
  useEffect(() => {
    if (!message) return;
    show(message, severity);
    // The flash is shown once; a reload or a shared link must not show it again.
    void navigate({
      to: '.',
      search: (previous) => ({
        ...previous,
        'snackbar[message]': undefined,
        'snackbar[severity]': undefined,
      }),
      replace: true,
    });
  }, [message, severity, show, navigate]);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Any path without a screen: said plainly, with ways on that every visitor has. */
function NotFound() {
  return (
    <section className="page page--narrow">
      <h1>Page Not Found</h1>
      <p>
        Sorry, we can’t find the page you’re looking for. It may have moved, or the link is wrong.
      </p>
      <p>
        <Link to="/" className="button button--primary">
          Go to Home
        </Link>{' '}
        <Link to="/help/$page" params={{ page: 'about' }} className="button">
          Help
        </Link>
      </p>
    </section>
  );
}
