import type { ShoutProvider } from '@flirtwire/contracts';

export type LinkResult = { readonly ok: true; readonly username: string } | { readonly ok: false };
export type PostResult =
  | { readonly ok: true; readonly externalId: string }
  | { readonly ok: false; readonly reason: string };

/**
 * The social networks shouts go to (Twitter, Tumblr, Bluesky). A real adapter runs each
 * network's OAuth and posting API; the default one (`OutboxShoutProvider`) links at once and
 * records what would be posted, which the UI lists as the outbox.
 *
 * @example
 * const url = provider.authorizationUrl('bluesky', state, 'ann.bsky.social');
 * const result = await provider.post('twitter', { username: 'ann' }, 'Live now!');
 */
export interface ShoutProviderPort {
  /** Where the browser goes to grant access; it comes back to /auth/{provider}/callback. */
  authorizationUrl(provider: ShoutProvider, state: string, hint: string | null): string;
  completeLink(
    provider: ShoutProvider,
    callback: { readonly username?: string | undefined; readonly error?: string | undefined },
  ): Promise<LinkResult>;
  post(
    provider: ShoutProvider,
    account: { readonly username: string },
    content: string,
  ): Promise<PostResult>;
}

export const SHOUT_PROVIDER = Symbol('ShoutProvider');
