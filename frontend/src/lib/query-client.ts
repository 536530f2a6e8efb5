import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isUnauthorized } from './api-client';
import { showSnackbar } from './snackbar-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the screen shows the error itself (field errors), no snackbar. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

let unauthorizedHandler: () => void = () => undefined;

/** What to do when the session ends mid-use (the router sends the person to /login). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function report(error: unknown, silent: boolean | undefined): void {
  // Silent mutations (sign-in forms) show their own errors, a refused sign-in included.
  if (silent) return;
  if (isUnauthorized(error)) {
    unauthorizedHandler();
    return;
  }
  const message =
    error instanceof ApiRequestError
      ? error.message
      : 'Sorry something went wrong. Please try again.';
  showSnackbar(message, 'error');
}

/**
 * Server state. Queries do not retry client errors (4xx); every failed mutation raises an
 * error snackbar unless its screen shows the error itself (`meta.silent`); a 401 anywhere
 * sends the person to sign in with a return_url.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Queries show their own error state; only a lost session is handled globally.
        if (isUnauthorized(error) && query.meta?.silent !== true) unauthorizedHandler();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        report(error, mutation.meta?.silent);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          count < 2,
      },
      mutations: { retry: false },
    },
  });
}
