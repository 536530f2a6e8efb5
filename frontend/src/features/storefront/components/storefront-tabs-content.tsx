import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import { useRouter } from '@tanstack/react-router';
import { hasScreen } from '@/lib/has-screen';
import { chatShown } from '../lib/storefront-tabs';

/** Spec 001 §9: the chat pseudo-listing's price. */
const CHAT_VOLLEY_PRICE = '$0.99 per volley';

/**
 * The listings tab (spec 001 §2.2): the Flirt's listings, then the chat pseudo-listing when
 * they are enrolled, eligible and not unenrolled, Online or Offline by available_for_chat. The
 * Flirt sees their own without the Chat button (no chat with oneself).
 */
export function ListingsTab({ profile }: { readonly profile: StorefrontProfileResponse }) {
  const router = useRouter();
  if (!chatShown(profile.chat)) return null;
  const online = profile.chat.available;
  return (
    <ul className="list">
      <li className="card storefront-chat-listing">
        <span>
          <strong>Chat with {profile.advisor.login}</strong>
          <br />
          {online ? 'Online' : 'Offline'} · {CHAT_VOLLEY_PRICE}
        </span>
        {!profile.is_owner && hasScreen(router, '/chat/$slug') ? (
          <a
            className="button button--primary"
            href={`/chat/${encodeURIComponent(profile.chat.slug)}`}
          >
            Chat
          </a>
        ) : null}
      </li>
    </ul>
  );
}
