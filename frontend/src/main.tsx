import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { askForFrame } from './app/layout/frame-queries';
import { captureInstallPrompt } from './features/site/lib/install-app';
import { onUnauthorized, createQueryClient } from './lib/query-client';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';
import './styles/app.css';

// The service worker of the installable app (a no-op in development).
void registerSW({ immediate: true });
captureInstallPrompt();

const queryClient = createQueryClient();
askForFrame(queryClient);

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through the query client, which owns caching.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Plain `?window=7&open_filters=1`, not the router's JSON-quoted `?window=%227%22`.
  parseSearch,
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

onUnauthorized(() => {
  const { pathname, href } = router.state.location;
  if (pathname === '/login') return;
  queryClient.setQueryData(['session', 'user'], null);
  void router.navigate({ to: '/login', search: { return_url: href } });
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
