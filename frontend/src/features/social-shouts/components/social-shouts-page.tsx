import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  SHOUT_PROVIDERS,
  type ShoutEventType,
  type ShoutProvider,
  type SocialConnectionResponse,
  type SocialEventTemplateResponse,
} from '@flirtwire/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { fieldError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { useConnections } from '../api/get-connections';
import { useOutbox } from '../api/get-outbox';
import { useTemplates } from '../api/get-templates';
import { linkAccountUrl, useBlueskyLogin } from '../api/link-account';
import { useManualShout } from '../api/manual-shout';
import { useUnlinkConnection } from '../api/unlink-connection';
import { useUpdateTemplates } from '../api/update-templates';
import { BraceSuggestions, useBraceSuggestions } from './brace-suggestions';
import './social-shouts.css';

const PROVIDER_NAMES: Record<ShoutProvider, string> = {
  twitter: 'Twitter',
  tumblr: 'Tumblr',
  bluesky: 'Bluesky',
};

/** The events a template shouts about (7 and 8 are not used by the product). */
const EVENT_LABELS: Record<ShoutEventType, string> = {
  1: 'When you make yourself available',
  2: 'When you end a call',
  3: 'When you receive a tribute',
  4: 'When you are favorited',
  5: 'When you add a Goody Bag',
  6: 'When you sell a Goody Bag',
  9: 'When you start a new chat',
};

/** A manual shout offers both links. */
const MANUAL_SUBSTITUTIONS = ['{profile_link}', '{goodies_link}'] as const;

const SEND_FLAG = {
  twitter: 'send_to_twitter',
  tumblr: 'send_to_tumblr',
  bluesky: 'send_to_bluesky',
} as const;

/**
 * Social shouts: link Twitter, Tumblr and Bluesky accounts, write the shout each event sends,
 * and send a manual shout to the linked accounts.
 */
export function SocialShoutsPage({
  linked,
  error,
}: {
  readonly linked: ShoutProvider | undefined;
  readonly error: string | undefined;
}) {
  const connections = useConnections();
  useEffect(() => {
    if (linked) showSnackbar(`Your ${PROVIDER_NAMES[linked]} account is linked.`, 'success');
  }, [linked]);
  return (
    <section className="page page--narrow social">
      <h1>Social Shouts</h1>
      <p className="muted">
        Shouts tell your followers on Twitter, Tumblr and Bluesky what you are up to.
      </p>
      {error ? <FormError message={error} /> : null}
      {connections.isPending ? <Loading /> : null}
      {connections.isError ? (
        <ErrorState error={connections.error} onRetry={() => void connections.refetch()} />
      ) : null}
      {connections.data ? (
        <>
          <Accounts connections={connections.data} />
          <ManualShout connections={connections.data} />
          <Templates connections={connections.data} />
          <Outbox />
        </>
      ) : null}
    </section>
  );
}

function Accounts({ connections }: { readonly connections: readonly SocialConnectionResponse[] }) {
  const unlink = useUnlinkConnection();
  return (
    <section className="card social__section" aria-labelledby="social-accounts">
      <h2 id="social-accounts">Linked accounts</h2>
      <ul className="social__accounts">
        {SHOUT_PROVIDERS.map((provider) => {
          const connection = connections.find((c) => c.provider === provider);
          return (
            <li key={provider} className="social__account">
              <div className="social__account-head">
                <strong>{PROVIDER_NAMES[provider]}</strong>
                {connection ? (
                  <>
                    <span>@{connection.username}</span>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={unlink.isPending}
                      onClick={() => {
                        unlink.mutate(connection.id, {
                          onSuccess: () => {
                            showSnackbar(
                              `Your ${PROVIDER_NAMES[provider]} account is unlinked.`,
                              'success',
                            );
                          },
                        });
                      }}
                    >
                      Unlink {PROVIDER_NAMES[provider]}
                    </button>
                  </>
                ) : provider === 'bluesky' ? null : (
                  <a
                    className="button button--small button--primary"
                    href={linkAccountUrl(provider)}
                  >
                    Link {PROVIDER_NAMES[provider]}
                  </a>
                )}
              </div>
              {connection?.authentication_error ? (
                <p className="field__error" role="alert">
                  {connection.authentication_error}
                </p>
              ) : null}
              {provider === 'bluesky' && !connection ? <BlueskyLink /> : null}
            </li>
          );
        })}
      </ul>
      <FormError message={unlink.error?.message} />
    </section>
  );
}

function BlueskyLink() {
  const [handle, setHandle] = useState('');
  const login = useBlueskyLogin();
  const error = login.error
    ? (fieldError(login.error, 'handle') ?? CONTENT_MESSAGES.blueskySetupFailed)
    : null;
  return (
    <form
      className="social__bluesky"
      onSubmit={(event) => {
        event.preventDefault();
        login.mutate(handle.trim(), {
          onSuccess: (url) => {
            window.location.assign(url);
          },
        });
      }}
    >
      <div className={`field ${error ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor="bluesky-handle">
          Bluesky handle
        </label>
        <input
          id="bluesky-handle"
          className="input"
          placeholder="you.bsky.social"
          maxLength={253}
          autoComplete="off"
          value={handle}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'bluesky-handle-error' : undefined}
          onChange={(event) => {
            setHandle(event.target.value);
            login.reset();
          }}
        />
        {error ? (
          <p id="bluesky-handle-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={login.isPending || handle.trim() === ''}
      >
        Link Bluesky
      </button>
    </form>
  );
}

function ManualShout({
  connections,
}: {
  readonly connections: readonly SocialConnectionResponse[];
}) {
  const usable = connections.filter((c) => c.authentication_error === null);
  const disabled = usable.length === 0;
  const [content, setContent] = useState('');
  const [targets, setTargets] = useState<ReadonlySet<ShoutProvider>>(new Set());
  const field = useRef<HTMLTextAreaElement>(null);
  const shout = useManualShout();
  const braces = useBraceSuggestions(
    content,
    (next) => {
      setContent(next);
      shout.reset();
    },
    MANUAL_SUBSTITUTIONS,
    field,
  );
  // Every working account is chosen at first; unticking one leaves it out.
  const chosen = usable.filter((c) => !targets.has(c.provider)).map((c) => c.provider);
  const contentError = fieldError(shout.error, 'content');
  const otherError = shout.error && !contentError ? shout.error.message : null;
  return (
    <section className="card social__section" aria-labelledby="social-manual">
      <h2 id="social-manual">Manual shout</h2>
      {disabled ? <p className="muted">Link an account above to send a shout.</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          shout.mutate(
            {
              content,
              send_to_twitter: chosen.includes('twitter'),
              send_to_tumblr: chosen.includes('tumblr'),
              send_to_bluesky: chosen.includes('bluesky'),
            },
            {
              onSuccess: () => {
                showSnackbar('Your shout was sent.', 'success');
                setContent('');
              },
            },
          );
        }}
      >
        <div className={`field ${contentError ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor="manual-shout">
            Shout
          </label>
          <textarea
            id="manual-shout"
            ref={field}
            className="textarea"
            rows={3}
            maxLength={CONTENT_LIMITS.shoutMax}
            disabled={disabled}
            value={content}
            aria-invalid={contentError ? true : undefined}
            aria-describedby="manual-shout-count"
            onChange={braces.handleChange}
            onKeyDown={braces.handleKeyDown}
          />
          <BraceSuggestions
            open={braces.open}
            substitutions={MANUAL_SUBSTITUTIONS}
            onChoose={braces.choose}
            label="Insert a link"
          />
          <div id="manual-shout-count" className="field__hint">
            {content.length}/{CONTENT_LIMITS.shoutMax} characters. Type {'{'} to insert your profile
            or goodies link.
          </div>
          {contentError ? (
            <p className="field__error" role="alert">
              {contentError}
            </p>
          ) : null}
        </div>
        {usable.length > 0 ? (
          <fieldset className="social__targets">
            <legend>Send to</legend>
            {usable.map((connection) => (
              <label key={connection.id} className="social__target">
                <input
                  type="checkbox"
                  checked={!targets.has(connection.provider)}
                  onChange={(event) => {
                    const next = new Set(targets);
                    if (event.target.checked) next.delete(connection.provider);
                    else next.add(connection.provider);
                    setTargets(next);
                    shout.reset();
                  }}
                />
                {PROVIDER_NAMES[connection.provider]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <FormError message={otherError} />
        <button
          type="submit"
          className="button button--primary"
          disabled={disabled || shout.isPending || content.trim() === '' || chosen.length === 0}
        >
          Send Shout
        </button>
        <p className="field__hint">
          Each network takes at most {CONTENT_LIMITS.shoutsPerDayPerService} shouts a day.
        </p>
      </form>
    </section>
  );
}

function Templates({ connections }: { readonly connections: readonly SocialConnectionResponse[] }) {
  const templates = useTemplates();
  if (templates.isPending) return <Loading />;
  if (templates.isError) {
    return <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  }
  return <TemplatesForm initial={templates.data} connections={connections} />;
}

function TemplatesForm({
  initial,
  connections,
}: {
  readonly initial: readonly SocialEventTemplateResponse[];
  readonly connections: readonly SocialConnectionResponse[];
}) {
  const [drafts, setDrafts] = useState(initial);
  const update = useUpdateTemplates();
  const linkedProviders = new Set(connections.map((c) => c.provider));
  const changed = JSON.stringify(drafts) !== JSON.stringify(initial);
  const tooLong = drafts.some((t) => t.content.length > CONTENT_LIMITS.templateMax);
  return (
    <section className="card social__section" aria-labelledby="social-templates">
      <h2 id="social-templates">Event shouts</h2>
      <p className="muted">
        What is shouted to the checked accounts when each of these happens (at most{' '}
        {CONTENT_LIMITS.templateMax} characters).
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            drafts.map((t) => ({
              id: t.id,
              content: t.content,
              send_to_twitter: t.send_to_twitter,
              send_to_tumblr: t.send_to_tumblr,
              send_to_bluesky: t.send_to_bluesky,
            })),
            {
              onSuccess: (result) => {
                // A 422 answers every template with its errors: the form shows those.
                setDrafts(result.templates);
                if (result.ok) showSnackbar('Your changes were saved.', 'success');
              },
            },
          );
        }}
      >
        {drafts.map((template) => (
          <TemplateField
            key={template.id}
            template={template}
            linkedProviders={linkedProviders}
            onChange={(next) => {
              setDrafts(drafts.map((t) => (t.id === next.id ? next : t)));
            }}
          />
        ))}
        <FormError message={update.error?.message} />
        <button
          type="submit"
          className="button button--primary"
          disabled={update.isPending || !changed || tooLong}
        >
          Save Event Shouts
        </button>
      </form>
    </section>
  );
}

function TemplateField({
  template,
  linkedProviders,
  onChange,
}: {
  readonly template: SocialEventTemplateResponse;
  readonly linkedProviders: ReadonlySet<ShoutProvider>;
  readonly onChange: (next: SocialEventTemplateResponse) => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const id = `template-${String(template.event_type)}`;
  const braces = useBraceSuggestions(
    template.content,
    (content) => {
      onChange({ ...template, content, errors: [] });
    },
    template.valid_substitutions,
    field,
  );
  const length = template.content.length;
  const errors =
    length > CONTENT_LIMITS.templateMax && template.errors.length === 0
      ? [CONTENT_MESSAGES.templateTooLong]
      : template.errors;
  return (
    <fieldset className={`social__template field ${errors.length > 0 ? 'field--invalid' : ''}`}>
      <legend>{EVENT_LABELS[template.event_type]}</legend>
      <label className="visually-hidden" htmlFor={id}>
        Shout for: {EVENT_LABELS[template.event_type]}
      </label>
      <textarea
        id={id}
        ref={field}
        className="textarea"
        rows={2}
        value={template.content}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-errors` : ''}`}
        onChange={braces.handleChange}
        onKeyDown={braces.handleKeyDown}
      />
      <BraceSuggestions
        open={braces.open}
        substitutions={template.valid_substitutions}
        onChoose={braces.choose}
        label="Insert a link"
      />
      <div id={`${id}-hint`} className="field__hint">
        {length}/{CONTENT_LIMITS.templateMax} characters. Links:{' '}
        {template.valid_substitutions.join(', ')}
      </div>
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} className="field__error social__errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="social__targets">
        {SHOUT_PROVIDERS.map((provider) => (
          <label key={provider} className="social__target">
            <input
              type="checkbox"
              checked={template[SEND_FLAG[provider]]}
              disabled={!linkedProviders.has(provider) && !template[SEND_FLAG[provider]]}
              onChange={(event) => {
                onChange({ ...template, [SEND_FLAG[provider]]: event.target.checked });
              }}
            />
            Send to {PROVIDER_NAMES[provider]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const STATUS_LABELS = { pending: 'Sending', delivered: 'Sent', failed: 'Failed' } as const;

function Outbox() {
  const outbox = useOutbox();
  if (outbox.isPending) return <Loading />;
  if (outbox.isError)
    return <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />;
  return (
    <section className="card social__section" aria-labelledby="social-outbox">
      <h2 id="social-outbox">Recent shouts</h2>
      {outbox.data.shouts.length === 0 ? <EmptyState title="No shouts yet." /> : null}
      <ul className="social__outbox">
        {outbox.data.shouts.map((shout) => (
          <li key={shout.id}>
            <p className="social__shout">{shout.content}</p>
            <p className="muted">
              {formatLongDate(shout.created_at)} ·{' '}
              {shout.trigger === 'manual' ? 'Manual' : EVENT_LABELS[shout.trigger]} ·{' '}
              {shout.deliveries
                .map((d) => `${PROVIDER_NAMES[d.provider]}: ${STATUS_LABELS[d.status]}`)
                .join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
