import {
  type FileManagerItemResponse,
  formatCents,
  MAIL_ATTACHMENTS_MAX,
  MAIL_BODY_MAX_CHARS,
  MAIL_SUBJECT_MAX_CHARS,
  type MailParty,
  SITE_DOLLARS_MESSAGES,
} from '@flirtwire/contracts';
import { useNavigate } from '@tanstack/react-router';
import { type SyntheticEvent, useState } from 'react';
import { CheckboxField, FormError, TextField } from '@/components/field';
import type { FilePicker } from '@/components/media/file-picker';
import { MediaThumb } from '@/components/media/media-thumb';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useMailDraft } from '../api/get-mail-draft';
import { useMailQuote } from '../api/get-mail-quote';
import { useMailSettings } from '../api/get-mail-settings';
import { useSendMail } from '../api/send-mail';
import './mail.css';

export interface ComposeSearch {
  readonly recipients?: string | undefined;
  readonly draft?: string | undefined;
  readonly return_to?: string | undefined;
  readonly subject?: string | undefined;
}

/** Where to go after sending: a path of ours only. */
function safeReturn(value: string | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Member names typed with commas or spaces between them, without repeats. */
function recipientList(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((name) => name.length > 0))];
}

/**
 * /messages/compose: a mail to one person (a profile's Send Mail: `recipients`) or to the
 * customers My Customers' bulk Mail chose (`draft`). The price rule is stated before sending:
 * a customer pays the Flirt's mail price to write to them; a Flirt's mail is free to send, and
 * a paid one costs its recipient the Flirt's price to open.
 */
export function ComposePage({
  search,
  picker,
}: {
  readonly search: ComposeSearch;
  /** A Flirt attaches files from their file manager through it. */
  readonly picker: FilePicker;
}) {
  const user = useCurrentUser();
  const flirt = user.data?.is_advisor === true;
  const draft = useMailDraft(search.draft ?? null);
  const settings = useMailSettings(flirt);
  const [to, setTo] = useState(search.recipients ?? '');
  const [subject, setSubject] = useState(search.subject ?? '');
  const [body, setBody] = useState('');
  const [paid, setPaid] = useState(false);
  const [files, setFiles] = useState<readonly FileManagerItemResponse[]>([]);
  const [picking, setPicking] = useState(false);
  const send = useSendMail();
  const navigate = useNavigate();
  const typed = recipientList(to);
  const single = !search.draft && typed.length === 1 ? (typed[0] ?? null) : null;
  const quote = useMailQuote(single);
  const draftRecipients: readonly MailParty[] = draft.data?.recipients ?? [];
  const returnTo = safeReturn(search.return_to ?? draft.data?.return_to);
  const ownPrice = settings.data?.price_cents ?? 0;
  const error = send.error;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const recipients = search.draft ? draftRecipients.map((r) => r.id) : typed;
    // The mail's Idempotency-Key comes with the send (one per composed mail, see useSendMail).
    send.mutate(
      {
        recipients,
        subject,
        body,
        attachments: files.map((f) => f.fm_item_id),
        paid: flirt && paid,
      },
      {
        onSuccess: (result) => {
          showSnackbar(
            result.paid_from_balance
              ? `${result.message} ${SITE_DOLLARS_MESSAGES.paidFromBalance}.`
              : result.message,
            'success',
          );
          void navigate({ href: returnTo ?? '/messages?folder=sent&page=1' });
        },
      },
    );
  }

  if (search.draft && draft.isPending) return <Loading />;
  if (search.draft && draft.isError)
    return (
      <section className="page page--narrow">
        <ErrorState error={draft.error} />
      </section>
    );

  return (
    <section className="page page--narrow mail-page">
      <h1>Write a Mail</h1>
      <form className="mail-compose" onSubmit={submit} noValidate>
        {search.draft ? (
          <div className="field">
            <span className="field__label" id="mail-to-label">
              To
            </span>
            <p aria-labelledby="mail-to-label" className="mail-compose__recipients">
              {draftRecipients.length === 1
                ? draftRecipients[0]?.login
                : `${String(draftRecipients.length)} customers: ${draftRecipients
                    .slice(0, 5)
                    .map((r) => r.login)
                    .join(', ')}${draftRecipients.length > 5 ? ', …' : ''}`}
            </p>
            {fieldError(error, 'recipients') ? (
              <p className="field__error" role="alert">
                {fieldError(error, 'recipients')}
              </p>
            ) : null}
          </div>
        ) : (
          <TextField
            label="To"
            hint="Member names, separated by commas."
            value={to}
            autoComplete="off"
            error={fieldError(error, 'recipients')}
            onChange={(event) => {
              setTo(event.target.value);
              send.reset();
            }}
          />
        )}
        <TextField
          label="Subject"
          value={subject}
          maxLength={MAIL_SUBJECT_MAX_CHARS}
          error={fieldError(error, 'subject')}
          onChange={(event) => {
            setSubject(event.target.value);
            send.reset();
          }}
        />
        <div className="field">
          <label htmlFor="mail-body" className="field__label">
            Message
          </label>
          <textarea
            id="mail-body"
            className="input mail-compose__body"
            rows={10}
            maxLength={MAIL_BODY_MAX_CHARS}
            value={body}
            aria-invalid={fieldError(error, 'body') ? true : undefined}
            onChange={(event) => {
              setBody(event.target.value);
              send.reset();
            }}
          />
          {fieldError(error, 'body') ? (
            <p className="field__error" role="alert">
              {fieldError(error, 'body')}
            </p>
          ) : null}
        </div>
        {flirt ? (
          <div className="field">
            <span className="field__label" id="mail-files-label">
              Attachments
            </span>
            {files.length > 0 ? (
              <ul className="mail-compose__files" aria-labelledby="mail-files-label">
                {files.map((file) => (
                  <li key={file.fm_item_id}>
                    <MediaThumb item={file} />
                    <span>{file.title || file.file_name}</span>
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={`Remove ${file.title || file.file_name}`}
                      onClick={() => {
                        setFiles((list) => list.filter((f) => f.fm_item_id !== file.fm_item_id));
                        send.reset();
                      }}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <button
              type="button"
              className="button mail-compose__attach"
              disabled={files.length >= MAIL_ATTACHMENTS_MAX}
              onClick={() => {
                setPicking(true);
              }}
            >
              Attach Files
            </button>
            {picker({
              open: picking,
              onClose: () => {
                setPicking(false);
              },
              onAdd: (items) => {
                setFiles((list) =>
                  [
                    ...list,
                    ...items.filter((i) => !list.some((f) => f.fm_item_id === i.fm_item_id)),
                  ].slice(0, MAIL_ATTACHMENTS_MAX),
                );
                send.reset();
              },
            })}
          </div>
        ) : null}
        {flirt ? (
          <CheckboxField
            label={
              ownPrice > 0
                ? `Paid mail: each recipient pays ${formatCents(ownPrice)} to open it`
                : 'Paid mail (set your mail price on the Mail page first)'
            }
            checked={paid}
            error={fieldError(error, 'paid')}
            onChange={(checked) => {
              setPaid(checked);
              send.reset();
            }}
          />
        ) : null}
        <p className="mail-compose__rule" role="note">
          {flirt
            ? 'Sending mail is free for you. A paid mail costs its recipient your mail price to open; a free one does not.'
            : quote.data
              ? quote.data.send_cents > 0
                ? `Writing to ${quote.data.recipient.login} costs ${formatCents(quote.data.send_cents)}, charged to your default card when you send.`
                : `Writing to ${quote.data.recipient.login} is free.`
              : 'Some Flirts charge for mail: the price is shown here once you name them, and charged to your default card when you send.'}
        </p>
        <FormError
          message={
            fieldError(error, 'card', 'attachments') ??
            (error instanceof ApiRequestError
              ? Object.keys(error.fields).length === 0
                ? error.message
                : null
              : error
                ? 'Sorry something went wrong. Please try again.'
                : null)
          }
        />
        <div className="mail-compose__actions">
          {returnTo ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                void navigate({ href: returnTo });
              }}
            >
              Cancel
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
    </section>
  );
}
