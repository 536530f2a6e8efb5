import type { ShoutProvider } from '@flirtwire/contracts';
import { newId } from '../../shared/domain/ids.js';
import type { LinkResult, PostResult, ShoutProviderPort } from './shout-provider.port.js';

/**
 * The sandbox (SOCIAL_SANDBOX=on, never in production): linking completes on our own callback with the name given, and posting
 * succeeds with an outbox id (the shout shows in the outbox the UI lists). For trying the error
 * paths: names ending in `.invalid` cannot be linked; names ending in `.revoked` link, but the
 * network refuses their posts.
 */
export class OutboxShoutProvider implements ShoutProviderPort {
  authorizationUrl(provider: ShoutProvider, state: string, hint: string | null): string {
    const query = new URLSearchParams({ state, username: hint ?? 'me' });
    return `/auth/${provider}/callback?${query.toString()}`;
  }

  completeLink(
    _provider: ShoutProvider,
    callback: { readonly username?: string | undefined; readonly error?: string | undefined },
  ): Promise<LinkResult> {
    const username = callback.username?.trim();
    if (callback.error !== undefined || !username || username.endsWith('.invalid')) {
      return Promise.resolve({ ok: false });
    }
    return Promise.resolve({ ok: true, username });
  }

  post(
    provider: ShoutProvider,
    account: { readonly username: string },
    _content: string,
  ): Promise<PostResult> {
    if (account.username.endsWith('.revoked')) {
      return Promise.resolve({ ok: false, reason: `${provider} refused the account` });
    }
    return Promise.resolve({ ok: true, externalId: `outbox-${newId()}` });
  }
}

/**
 * No social network connected (the default; always in production until a network's OAuth
 * adapter exists): a link request comes back as refused, and nothing is posted. A handle the
 * Flirt types is never taken as proof that the account is theirs.
 */
export class NoShoutProvider implements ShoutProviderPort {
  authorizationUrl(provider: ShoutProvider, state: string): string {
    const query = new URLSearchParams({ state, error: 'not_configured' });
    return `/auth/${provider}/callback?${query.toString()}`;
  }

  completeLink(): Promise<LinkResult> {
    return Promise.resolve({ ok: false });
  }

  post(provider: ShoutProvider): Promise<PostResult> {
    return Promise.resolve({ ok: false, reason: `no ${provider} account can be reached` });
  }
}
