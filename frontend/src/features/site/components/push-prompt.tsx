import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { useCurrentUser } from '@/lib/session';
import {
  PUSH_PROMPT_DELAY_MS,
  PUSH_SNOOZE_KEY,
  shouldPromptForPush,
  snoozeUntil,
} from '../lib/push-prompt';
import { useSitePrompt } from '../lib/site-prompts';

function permission(): NotificationPermission | 'unsupported' {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

function storedSnooze(): string | null {
  try {
    return window.localStorage.getItem(PUSH_SNOOZE_KEY);
  } catch {
    return null;
  }
}

function storeSnooze(value: string): void {
  try {
    window.localStorage.setItem(PUSH_SNOOZE_KEY, value);
  } catch {
    // Storage refused (private mode): the prompt may come back next time.
  }
}

/**
 * The push-notification opt-in: about 2 s after a page loads, for a signed-in person whose
 * browser has not decided yet and who has not snoozed it; then, in the prompt queue, once no
 * other prompt or modal is showing.
 */
export function PushPrompt() {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const [open, setOpen] = useState(false);
  // Due, it waits its turn: after the cookies banner, never over a modal (site-prompts).
  const shown = useSitePrompt('push', open);

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setTimeout(() => {
      setOpen(
        shouldPromptForPush({
          signedIn,
          permission: permission(),
          snooze: storedSnooze(),
          now: Date.now(),
        }),
      );
    }, PUSH_PROMPT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [signedIn]);

  const remindLater = () => {
    storeSnooze(snoozeUntil(Date.now()));
    setOpen(false);
  };

  return (
    <Dialog
      open={shown}
      sitePrompt
      title="Never miss a message"
      description="Turn on notifications to hear about new messages, calls and posts from your Flirts, even when this tab is in the background."
      onClose={remindLater}
      width={420}
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={remindLater}>
            Remind Me Later
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setOpen(false);
              if ('Notification' in window) void Notification.requestPermission();
            }}
          >
            Yes, Definitely
          </button>
        </>
      }
    >
      <button
        type="button"
        className="link-button"
        onClick={() => {
          storeSnooze('never');
          setOpen(false);
        }}
      >
        Don&apos;t show this again
      </button>
    </Dialog>
  );
}
