import { CHAT_MESSAGE_MAX, type CustomerFiltersInput } from '@flirtwire/contracts';
import { useState } from 'react';
import { ConfirmDialog, Dialog } from '@/components/dialog';
import { FormError } from '@/components/field';
import { ApiRequestError, CSRF_COOKIE, fieldError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { useBlockCustomers } from '../api/block-customers';
import { getMailRecipients } from '../api/get-mail-recipients';
import { useSetTags } from '../api/set-tags';
import { getChatSuggestion } from '../api/get-chat-suggestion';
import { useSendChatMessages } from '../api/send-chat-messages';
import { resolveSelection } from '../lib/resolve-selection';
import { selectedCount } from '../lib/selection';
import { useSelectionStore } from '../stores/selection-store';
import { TagInput } from './tag-input';

type Open = 'block' | 'chat' | 'tags' | null;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Sorry something went wrong. Please try again.';
}

/** Spec 002 §7: bulk mail goes to the compose page as a form POST with the CSRF token. */
function postToCompose(url: string, recipients: readonly string[]): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  const add = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  };
  add('message[recipients_list]', recipients.join(','));
  const csrf = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === CSRF_COOKIE)?.[1];
  add('csrf_token', csrf ? decodeURIComponent(csrf) : '');
  document.body.append(form);
  form.submit();
}

/**
 * The bar that replaces the toolbar while customers are selected (spec 002): Block, Send Chat
 * Message, Mail and Add Tags, each confirmed in a dialog; then the selection clears and the
 * rows reload with the change.
 */
export function BulkBar({
  filters,
  tagNames,
  onDone,
}: {
  readonly filters: CustomerFiltersInput;
  readonly tagNames: readonly string[];
  /** Called after an action with the position to read after. */
  readonly onDone: () => void;
}) {
  const selection = useSelectionStore((state) => state.selection);
  const total = useSelectionStore((state) => state.total);
  const clear = useSelectionStore((state) => state.clear);
  const count = selectedCount(selection, total ?? 0);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const block = useBlockCustomers();
  const setTags = useSetTags();
  const chat = useSendChatMessages();
  const [tags, setTagList] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [chatError, setChatError] = useState<string | null>(null);
  const who = `${formatCount(count)} ${count === 1 ? 'customer' : 'customers'}`;

  const finish = (text: string) => {
    setOpen(null);
    clear();
    showSnackbar(text, 'success');
    onDone();
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) showSnackbar(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bulk-bar" role="region" aria-label="Selected customers">
      <span className="bulk-bar__count" aria-live="polite">
        {who} selected
      </span>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setOpen('block');
        }}
      >
        Block
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setMessage('');
          setChatError(null);
          chat.reset();
          setOpen('chat');
        }}
      >
        Send Chat Message
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => {
          void run(async () => {
            const target = await resolveSelection(selection, filters);
            const answer = await getMailRecipients(target);
            if (answer.recipients_list.length === 0) {
              showSnackbar('None of these customers can receive mail from you.', 'warning');
              return;
            }
            postToCompose(answer.compose_url, answer.recipients_list);
          });
        }}
      >
        Mail
      </button>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setTagList([]);
          setTags.reset();
          setOpen('tags');
        }}
      >
        Add Tags
      </button>
      <span className="toolbar__spacer" />
      <button type="button" className="button button--small button--quiet" onClick={clear}>
        Clear selection
      </button>

      <ConfirmDialog
        open={open === 'block'}
        title={`Block ${who}?`}
        message={
          <p>
            Blocked customers can no longer contact you or buy from you, and their subscriptions
            with you end. You can unblock them later from their details.
          </p>
        }
        confirmLabel="Block"
        danger
        busy={busy}
        onCancel={() => {
          setOpen(null);
        }}
        onConfirm={() => {
          void run(async () => {
            const target = await resolveSelection(selection, filters);
            const result = await block.mutateAsync({ block: true, selection: target });
            finish(result.message);
          });
        }}
      />

      <Dialog
        open={open === 'chat'}
        title="Send Chat Message"
        description={`To ${who}.`}
        onClose={() => {
          setOpen(null);
        }}
        actions={
          <>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                void getChatSuggestion()
                  .then((text) => {
                    setMessage(text.slice(0, CHAT_MESSAGE_MAX));
                  })
                  .catch((error: unknown) => {
                    showSnackbar(errorText(error), 'error');
                  });
              }}
            >
              Suggest
            </button>
            <span className="toolbar__spacer" />
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(null);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => {
                if (!message.trim()) {
                  setChatError('Please enter a message.');
                  return;
                }
                setChatError(null);
                void run(async () => {
                  const target = await resolveSelection(selection, filters);
                  const result = await chat.mutateAsync({ ...target, message: message.trim() });
                  finish(result.message);
                });
              }}
            >
              Send
            </button>
          </>
        }
      >
        <div className="field">
          <label className="field__label" htmlFor="bulk-chat-message">
            Message
          </label>
          <textarea
            id="bulk-chat-message"
            className="textarea"
            maxLength={CHAT_MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value.slice(0, CHAT_MESSAGE_MAX));
            }}
            aria-describedby="bulk-chat-count"
          />
          <p id="bulk-chat-count" className="field__hint">
            {message.length} / {CHAT_MESSAGE_MAX}
          </p>
          {(chatError ?? fieldError(chat.error, 'message')) ? (
            <p className="field__error" role="alert">
              {chatError ?? fieldError(chat.error, 'message')}
            </p>
          ) : null}
          <FormError
            message={
              chat.error instanceof ApiRequestError && !fieldError(chat.error, 'message')
                ? chat.error.message
                : null
            }
          />
        </div>
      </Dialog>

      <Dialog
        open={open === 'tags'}
        title="Add Tags"
        description={`Tags are added to ${who}.`}
        onClose={() => {
          setOpen(null);
        }}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(null);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || tags.length === 0}
              onClick={() => {
                void run(async () => {
                  const target = await resolveSelection(selection, filters);
                  const result = await setTags.mutateAsync({
                    tags,
                    ...('ids' in target ? { seekerIds: target.ids } : { filters: target.filters }),
                  });
                  finish(result.message);
                });
              }}
            >
              Add Tags
            </button>
          </>
        }
      >
        <TagInput
          label="Tags"
          value={tags}
          onChange={setTagList}
          suggestions={tagNames}
          allowCreate
          autoFocus
        />
      </Dialog>
    </div>
  );
}
