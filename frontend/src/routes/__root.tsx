import { createRootRouteWithContext, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { z } from 'zod';
import { AppShell } from '@/app/layout/app-shell';
import type { RouterContext } from '@/lib/guards';
import { useSnackbars } from '@/lib/snackbar-store';

/** Spec 000 §2: any page may carry a flash in its query string. */
const RootSearch = z.object({
  'snackbar[severity]': z.enum(['success', 'info', 'warning', 'error']).optional().catch(undefined),
  'snackbar[message]': z.string().max(500).optional().catch(undefined),
});

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: RootSearch,
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

function NotFound() {
  return (
    <section className="page page--narrow">
      <h1>Not here yet</h1>
      <p>
        This part of Flirtwire is not in the dashboard yet. Go to{' '}
        <a href="/my_customers">My Customers</a> or <a href="/account">your account</a>.
      </p>
    </section>
  );
}
