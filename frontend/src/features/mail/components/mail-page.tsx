import { formatCents, SITE_DOLLARS_MESSAGES } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';
import { useMail } from '../api/get-mail';
import { useOpenMail } from '../api/open-mail';
import './mail.css';

function failureText(error: unknown): string {
  return error instanceof ApiRequestError
    ? error.message
    : 'Sorry something went wrong. Please try again.';
}

/**
 * /messages/{id}: one mail. A paid mail stays locked until its recipient opens it (the price is
 * paid from their balance when it covers it, else their default card); opening a free one marks
 * it read.
 */
export function MailPage({ id }: { readonly id: string }) {
  const mail = useMail(id);
  const open = useOpenMail(id);
  // A free mail (or one already paid for) opens by itself: it is marked read.
  const freeToOpen = mail.data !== undefined && !mail.data.mine && !mail.data.locked;
  const { isIdle, mutate } = open;
  useEffect(() => {
    if (freeToOpen && isIdle) mutate();
  }, [freeToOpen, isIdle, mutate]);
  return (
    <section className="page page--narrow mail-page">
      <Link to="/messages" search={{ folder: 'inbox', page: 1 }} className="back-link">
        Back to Mail
      </Link>
      {mail.isPending ? (
        <Loading />
      ) : mail.isError ? (
        <ErrorState
          error={mail.error}
          onRetry={() => {
            void mail.refetch();
          }}
        />
      ) : (
        <article className="mail-view">
          <h1>{mail.data.subject}</h1>
          <p className="mail-view__meta">
            From <strong>{mail.data.from.login}</strong> to <strong>{mail.data.to.login}</strong>,{' '}
            {formatShortDate(mail.data.at)}
            {mail.data.paid_cents > 0 ? ` · sent for ${formatCents(mail.data.paid_cents)}` : ''}
          </p>
          {mail.data.locked ? (
            <div className="mail-view__locked">
              <p>
                This is a paid mail. Open it for {formatCents(mail.data.price_cents)}, paid from
                your balance when it covers the price, otherwise charged to your default card.
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={open.isPending}
                onClick={() => {
                  open.mutate();
                }}
              >
                Open for {formatCents(mail.data.price_cents)}
              </button>
              {open.isError ? (
                <p className="field__error" role="alert">
                  {failureText(open.error)}
                </p>
              ) : null}
            </div>
          ) : (
            <>
              {open.data?.paid_from === 'site_dollars' ? (
                <p role="status">{SITE_DOLLARS_MESSAGES.paidFromBalance}</p>
              ) : null}
              <div className="mail-view__body">{mail.data.body}</div>
              {mail.data.attachments.length > 0 ? (
                <ul className="mail-view__files" aria-label="Attached files">
                  {mail.data.attachments.map((file) => (
                    <li key={file.id}>
                      {file.kind === 'image' && file.url ? (
                        <a href={file.url} target="_blank" rel="noreferrer">
                          <img src={file.thumbnail_url ?? file.url} alt={file.title} />
                        </a>
                      ) : file.url ? (
                        <a href={file.url} target="_blank" rel="noreferrer">
                          {file.title}
                        </a>
                      ) : (
                        <span>{file.title} (still processing)</span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              {mail.data.mine ? null : (
                <Link
                  to="/messages/compose"
                  search={{
                    recipients: mail.data.from.login,
                    subject: `Re: ${mail.data.subject}`.slice(0, 200),
                  }}
                  className="button"
                >
                  Reply
                </Link>
              )}
            </>
          )}
        </article>
      )}
    </section>
  );
}
