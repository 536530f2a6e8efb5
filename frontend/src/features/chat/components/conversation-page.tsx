import {
  CHAT_MESSAGE_MAX_CHARS,
  type ChatMessageView,
  formatCents,
  type SendChatMessageInput,
  SITE_DOLLARS_MESSAGES,
} from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { FilePicker } from '@/components/media/file-picker';
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

/** A message's content by its class: a text, a photo, a gift or a gift request (payable once). */
function MessageBody({
  message,
  onPayRequest,
  paying,
}: {
  readonly message: ChatMessageView;
  readonly onPayRequest: ((message: ChatMessageView) => void) | null;
  readonly paying: boolean;
}) {
  const caption = message.text ? <p className="chat-message__text">{message.text}</p> : null;
  switch (message.message_class) {
    case 'photo_message':
      return (
        <>
          {message.photo ? (
            <a href={message.photo.url} target="_blank" rel="noreferrer">
              <img
                className="chat-message__photo"
                src={message.photo.thumbnail_url ?? message.photo.url}
                alt={message.text || 'Photo'}
              />
            </a>
          ) : (
            <p className="chat-message__text muted">Photo</p>
          )}
          {caption}
        </>
      );
    case 'gift_message':
      return (
        <>
          <p className="chat-message__gift">Gift of {formatCents(message.gift_cents)}</p>
          {caption}
        </>
      );
    case 'gift_request_message':
      return (
        <>
          <p className="chat-message__gift">
            Asked for a gift of {formatCents(message.gift_cents)}
          </p>
          {caption}
          {message.request_paid ? (
            <p className="chat-message__meta">Paid</p>
          ) : onPayRequest && !message.mine ? (
            <button
              type="button"
              className="button button--primary"
              disabled={paying}
              onClick={() => {
                onPayRequest(message);
              }}
            >
              Pay {formatCents(message.gift_cents)}
            </button>
          ) : null}
        </>
      );
    case 'other':
      return caption;
  }
}

/** /chat/{slug}: one conversation, live, with the composer. */
export function ConversationPage({
  slug,
  autoFocus = false,
  picker,
}: {
  readonly slug: string;
  readonly autoFocus?: boolean;
  /** A Flirt picks a photo from their file manager through it. */
  readonly picker?: FilePicker;
}) {
  const messages = useChatMessages(slug);
  const send = useSendChatMessage(slug);
  const markRead = useMarkChatRead(slug);
  const [text, setText] = useState('');
  // The text message on its way (shown in the list until the conversation has it).
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  // Older pages, loaded on demand; the newest page stays live in the query.
  const [older, setOlder] = useState<{
    readonly messages: readonly ChatMessageView[];
    readonly cursor: string | null;
  } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState(false);

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
  useEffect(() => {
    if (sending) end.current?.scrollIntoView({ block: 'end' });
  }, [sending]);

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
  const post = (body: SendChatMessageInput, after?: () => void) => {
    setError(null);
    send.mutate(body, {
      onSuccess: () => {
        after?.();
      },
      onError: (e) => {
        setError(e.message);
      },
    });
  };
  // A text message shows at once, as "Sending..." in the list, and the composer empties: what
  // was typed comes back into an empty composer if the send fails.
  const submit = () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    setText('');
    setSending(body);
    setError(null);
    send.mutate(
      { text: body },
      {
        onSettled: () => {
          setSending(null);
        },
        onError: (e) => {
          setText((typed) => (typed === '' ? body : typed));
          setError(e.message);
        },
      },
    );
  };
  // The customer gives; the Flirt asks for a gift and sends photos.
  const customer = data.other.is_advisor;
  const sendAmount = () => {
    if (!amount.trim()) return;
    post(
      { kind: customer ? 'gift' : 'gift_request', amount_text: amount.trim(), text: text.trim() },
      () => {
        setAmount('');
        setText('');
      },
    );
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
              <MessageBody
                message={m}
                paying={send.isPending}
                onPayRequest={
                  customer
                    ? (request) => {
                        post({ kind: 'gift', request_id: request.id });
                      }
                    : null
                }
              />
              <span className="chat-message__meta">
                {new Date(m.at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
                {m.mine ? ` · ${m.status === 'read' ? 'Read' : 'Delivered'}` : ''}
                {note ? ` · ${note}` : ''}
              </span>
            </li>
          );
        })}
        {sending ? (
          <li className="chat-message chat-message--mine chat-message--sending">
            <p className="chat-message__text">{sending}</p>
            <span className="chat-message__meta">Sending...</span>
          </li>
        ) : null}
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
          {send.isPending && !sending ? <span className="muted">Sending...</span> : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={send.isPending || text.trim() === ''}
          >
            Send
          </button>
        </div>
        <div className="chat-composer__extras">
          <label htmlFor="chat-amount">
            {customer ? 'Gift amount ($)' : 'Gift to ask for ($)'}
          </label>
          <input
            id="chat-amount"
            className="input chat-composer__amount"
            inputMode="decimal"
            value={amount}
            placeholder="5.00"
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
          <button
            type="button"
            className="button"
            disabled={send.isPending || amount.trim() === ''}
            onClick={sendAmount}
          >
            {customer ? 'Send Gift' : 'Ask for a Gift'}
          </button>
          {!customer && picker ? (
            <>
              <button
                type="button"
                className="button"
                disabled={send.isPending}
                onClick={() => {
                  setPicking(true);
                }}
              >
                Send Photo
              </button>
              {picker({
                open: picking,
                onClose: () => {
                  setPicking(false);
                },
                onAdd: (items) => {
                  const photo = items.find((item) => item.item_type === 'image');
                  if (photo) post({ kind: 'photo', media_id: photo.fm_item_id, text: text.trim() });
                },
              })}
            </>
          ) : null}
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
