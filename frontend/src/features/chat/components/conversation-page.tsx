import {
  CHAT_MESSAGE_MAX_CHARS,
  type ChatMessageView,
  formatCents,
  SITE_DOLLARS_MESSAGES,
} from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { olderChatMessages, useChatMessages } from '../api/chat-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useSendChatMessage } from '../api/send-chat-message';
import { setOpenConversation } from './use-chat-notices';

function paymentNote(message: ChatMessageView): string | null {
  if (message.paid_by === 'perk') return 'Free volley from your package';
  if (message.paid_by === 'card') return `Volley charged ${formatCents(message.amount_cents)}`;
  if (message.paid_by === 'site_dollars')
    return `Volley ${formatCents(message.amount_cents)}. ${SITE_DOLLARS_MESSAGES.paidFromBalance}`;
  return null;
}

/** /chat/{slug}: one conversation, live, with the composer. */
export function ConversationPage({
  slug,
  autoFocus = false,
}: {
  readonly slug: string;
  readonly autoFocus?: boolean;
}) {
  const messages = useChatMessages(slug);
  const send = useSendChatMessage(slug);
  const markRead = useMarkChatRead(slug);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  // Older pages, loaded on demand; the newest page stays live in the query.
  const [older, setOlder] = useState<{
    readonly messages: readonly ChatMessageView[];
    readonly cursor: string | null;
  } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  useEffect(() => {
    setOpenConversation(slug);
    return () => {
      setOpenConversation(null);
    };
  }, [slug]);
  const last = messages.data?.messages.at(-1);
  const { mutate: read } = markRead;
  useEffect(() => {
    if (last && !last.mine) read();
    end.current?.scrollIntoView({ block: 'end' });
  }, [last?.id, last?.mine, read]);

  if (messages.isPending) return <Loading label="Loading the conversation..." />;
  if (messages.isError)
    return <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />;
  const data = messages.data;
  const cursor = older ? older.cursor : data.next_cursor;
  const showOlder = (from: string) => {
    setLoadingOlder(true);
    olderChatMessages(slug, from).then(
      (page) => {
        setOlder({
          messages: [...page.messages, ...(older?.messages ?? [])],
          cursor: page.next_cursor,
        });
        setLoadingOlder(false);
      },
      (e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
        setLoadingOlder(false);
      },
    );
  };
  const shown = [...(older?.messages ?? []), ...data.messages];
  const submit = () => {
    const body = text.trim();
    if (!body) return;
    setError(null);
    send.mutate(body, {
      onSuccess: () => {
        setText('');
      },
      onError: (e) => {
        setError(e.message);
      },
    });
  };
  return (
    <section className="page chat-page chat-conversation">
      <header className="chat-conversation__header">
        <Link to="/chat" className="button">
          All chats
        </Link>
        <h1>{data.other.login}</h1>
        {data.other.is_advisor ? (
          <p className="muted">{formatCents(data.price_cents)} per volley</p>
        ) : null}
      </header>
      {cursor ? (
        <button
          type="button"
          className="button"
          disabled={loadingOlder}
          onClick={() => {
            showOlder(cursor);
          }}
        >
          Show older messages
        </button>
      ) : null}
      <ol className="chat-messages" aria-label="Messages" aria-live="polite">
        {shown.map((m) => {
          const note = m.mine ? paymentNote(m) : null;
          return (
            <li key={m.id} className={`chat-message ${m.mine ? 'chat-message--mine' : ''}`}>
              <p className="chat-message__text">{m.text}</p>
              <span className="chat-message__meta">
                {new Date(m.at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
                {m.mine ? ` · ${m.status === 'read' ? 'Read' : 'Delivered'}` : ''}
                {note ? ` · ${note}` : ''}
              </span>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="chat-text" className="visually-hidden">
          Message
        </label>
        <textarea
          id="chat-text"
          value={text}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          autoFocus={autoFocus}
          rows={3}
          placeholder="Write a message"
          aria-describedby="chat-count"
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <div className="chat-composer__row">
          <span id="chat-count" className="muted">
            {text.length}/{CHAT_MESSAGE_MAX_CHARS}
          </span>
          {send.isPending ? <span className="muted">Sending...</span> : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={send.isPending || text.trim() === ''}
          >
            Send
          </button>
        </div>
        {error ? (
          <p role="alert" className="field__error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
