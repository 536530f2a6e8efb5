import { BlueskyLoginResponse, type ShoutProvider } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Linking leaves the page: GET /auth/{provider} redirects to the network, which comes back to
 * /auth/{provider}/callback and then to this page with `linked` or `error` in the query.
 */
export function linkAccountUrl(provider: Exclude<ShoutProvider, 'bluesky'>): string {
  return `/auth/${provider}`;
}

/** POST /bluesky/login: the handle in, the authorization URL the browser then visits. */
async function blueskyLogin(handle: string): Promise<string> {
  return BlueskyLoginResponse.parse(
    await api<unknown>('/bluesky/login', { method: 'POST', body: { handle } }),
  ).authorization_url;
}

export function useBlueskyLogin() {
  // The form shows the error under the handle (no snackbar as well).
  return useMutation({ mutationFn: blueskyLogin, meta: { silent: true } });
}
