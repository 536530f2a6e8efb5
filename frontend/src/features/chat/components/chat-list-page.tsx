import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatShortDate } from '@/lib/format';
import { useChats } from '../api/list-chats';

/** /chat: my conversations, newest first, with unread counts. */
export function ChatListPage() {
  const chats = useChats();
  return (
    <section className="page chat-page">
      <h1>Chat</h1>
      {chats.isPending ? (
        <Loading label="Loading your conversations..." />
      ) : chats.isError ? (
        <ErrorState
          error={chats.error}
          onRetry={() => {
            void chats.refetch();
          }}
        />
      ) : chats.data.conversations.length === 0 ? (
        <EmptyState title={chats.data.empty_message ?? ''} />
      ) : (
        <ul className="chat-list">
          {chats.data.conversations.map((c) => (
            <li key={c.chat_id} className="chat-list__row">
              <Link to="/chat/$slug" params={{ slug: c.other.slug }} className="chat-list__link">
                <strong>{c.other.login}</strong>
                <span className="chat-list__text">{c.last_text}</span>
                <span className="chat-list__meta">
                  {formatShortDate(c.last_message_at)}
                  {c.unread_count > 0 ? (
                    <span className="chat-list__unread">
                      {c.unread_count}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
