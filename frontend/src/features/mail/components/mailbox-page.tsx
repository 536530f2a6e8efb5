import { formatCents, type MailFolder } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatShortDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useMailbox } from '../api/get-mailbox';
import { MailPriceSetting } from './mail-price-setting';
import './mail.css';

const FOLDERS: readonly { folder: MailFolder; label: string }[] = [
  { folder: 'inbox', label: 'Inbox' },
  { folder: 'sent', label: 'Sent' },
];

/** /messages: my inbox or sent folder, newest first, 25 a page; Flirts set their mail price. */
export function MailboxPage({
  folder,
  page,
}: {
  readonly folder: MailFolder;
  readonly page: number;
}) {
  const mailbox = useMailbox(folder, page);
  const user = useCurrentUser();
  const flirt = user.data?.is_advisor === true;
  return (
    <section className="page mail-page">
      <div className="mail-page__head">
        <h1>Mail</h1>
        <Link to="/messages/compose" className="button button--primary">
          Write a Mail
        </Link>
      </div>
      <nav className="tabs" aria-label="Mail folders">
        {FOLDERS.map((f) => (
          <Link
            key={f.folder}
            to="/messages"
            search={{ folder: f.folder, page: 1 }}
            className={`tabs__tab${f.folder === folder ? ' tabs__tab--active' : ''}`}
            aria-current={f.folder === folder ? 'page' : undefined}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {mailbox.isPending ? (
        <Loading label="Loading your mail..." />
      ) : mailbox.isError ? (
        <ErrorState
          error={mailbox.error}
          onRetry={() => {
            void mailbox.refetch();
          }}
        />
      ) : mailbox.data.mails.length === 0 ? (
        <EmptyState title={mailbox.data.empty_message ?? 'No more mail.'} />
      ) : (
        <>
          <ul className="mail-list">
            {mailbox.data.mails.map((mail) => (
              <li
                key={mail.id}
                className={`mail-list__row${mail.read ? '' : ' mail-list__row--unread'}`}
              >
                <Link to="/messages/$id" params={{ id: mail.id }} className="mail-list__link">
                  <span className="mail-list__who">
                    {folder === 'inbox' ? 'From' : 'To'} <strong>{mail.other.login}</strong>
                  </span>
                  <span className="mail-list__subject">
                    {mail.read ? null : <span className="visually-hidden">Unread: </span>}
                    {mail.subject}
                  </span>
                  <span className="mail-list__meta">
                    {mail.price_cents > 0 ? (
                      <span className="mail-list__price">
                        {formatCents(mail.price_cents)} to open
                      </span>
                    ) : null}
                    {mail.attachment_count > 0 ? (
                      <span>
                        {mail.attachment_count} {mail.attachment_count === 1 ? 'file' : 'files'}
                      </span>
                    ) : null}
                    <span>{formatShortDate(mail.at)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <nav className="pager" aria-label="Pages">
            {page > 1 ? (
              <Link to="/messages" search={{ folder, page: page - 1 }} className="button">
                Newer
              </Link>
            ) : null}
            {mailbox.data.has_next ? (
              <Link to="/messages" search={{ folder, page: page + 1 }} className="button">
                Older
              </Link>
            ) : null}
          </nav>
        </>
      )}
      {flirt ? <MailPriceSetting /> : null}
    </section>
  );
}
