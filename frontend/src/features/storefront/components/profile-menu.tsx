import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { usePressOutside } from '@/lib/hooks';
import { Dialog } from '@/components/dialog';
import { hasScreen } from '@/lib/has-screen';
import { showSnackbar } from '@/lib/snackbar-store';
import { useSetMemberSinceVisibility } from '../api/set-member-since-visibility';
import {
  type MenuAction,
  type ProfileMenuInput,
  profileMenuItems,
  storefrontUrl,
} from '../lib/profile-menu';

/** Spec 001 §9: 'Copied!' shows for 1 second; the Member Since toggle waits 500 ms of quiet. */
const COPIED_MS = 1000;
const MEMBER_SINCE_DEBOUNCE_MS = 500;

/**
 * The kebab menu of a storefront or profile page (spec 001 §2.4). Links to screens this app
 * does not have are left out (no dead ends).
 */
export function ProfileMenu(
  props: Omit<ProfileMenuInput, 'canShare' | 'showMemberSince'> & {
    readonly showMemberSince: boolean;
  },
) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [recording, setRecording] = useState(false);
  // The toggle flips at once; the last choice is sent after 500 ms of quiet.
  const [shown, setShown] = useState(props.showMemberSince);
  const pending = useRef<number | null>(null);
  const toggle = useSetMemberSinceVisibility(props.login);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setShown(props.showMemberSince);
  }, [props.showMemberSince]);
  usePressOutside(ref, open, () => {
    setOpen(false);
  });
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => {
      setCopied(false);
    }, COPIED_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copied]);
  useEffect(
    () => () => {
      if (pending.current !== null) window.clearTimeout(pending.current);
    },
    [],
  );

  const canShare = typeof navigator.share === 'function';
  const items = profileMenuItems({ ...props, canShare, showMemberSince: shown }).filter(
    (item) => !item.route || hasScreen(router, item.route),
  );
  const link = storefrontUrl(window.location.origin, props.login);

  async function copy(text: string, done: () => void) {
    try {
      await navigator.clipboard.writeText(text);
      done();
    } catch {
      showSnackbar('Your browser did not allow copying. Please copy the link by hand.', 'error');
    }
  }

  function act(action: MenuAction) {
    switch (action) {
      case 'copy_link':
        void copy(link, () => {
          setCopied(true);
        });
        return;
      case 'share':
        setOpen(false);
        navigator.share({ title: props.login, url: link }).catch(() => undefined);
        return;
      case 'toggle_member_since': {
        const next = !shown;
        setShown(next);
        if (pending.current !== null) window.clearTimeout(pending.current);
        pending.current = window.setTimeout(() => {
          pending.current = null;
          toggle.mutate(next, {
            onError: () => {
              setShown(!next);
              showSnackbar('Sorry something went wrong. Please try again.', 'error');
            },
          });
        }, MEMBER_SINCE_DEBOUNCE_MS);
        return;
      }
      case 'record_name':
        setOpen(false);
        setRecording(true);
        return;
      case 'copy_tribute_link':
        setOpen(false);
        void copy(storefrontUrl(window.location.origin, props.login, '#tribute'), () => {
          showSnackbar('Tribute link copied.', 'success');
        });
        return;
      default: {
        const never: never = action;
        return never;
      }
    }
  }

  if (items.length === 0) return null;
  return (
    <div
      className="menu storefront-menu"
      ref={ref}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="button button--quiet storefront-menu__trigger"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={`More for ${props.login}`}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open ? (
        <ul className="menu__list">
          {items.map((item) => (
            <li key={item.key}>
              {item.href ? (
                <a
                  href={item.href}
                  className="menu__item"
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(false);
                    if (item.href) void router.navigate({ href: item.href });
                  }}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  className="menu__item"
                  aria-live={item.action === 'copy_link' ? 'polite' : undefined}
                  onClick={() => {
                    if (item.action) act(item.action);
                  }}
                >
                  {item.action === 'copy_link' && copied ? 'Copied!' : item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={recording}
        title="Record Member Name"
        className="drawer-dialog"
        onClose={() => {
          setRecording(false);
        }}
      >
        <p>
          Record how you say your member name, so callers hear it before a call. Follow the steps on
          the recording page.
        </p>
        {props.recordNamePath ? (
          <a className="button button--primary" href={props.recordNamePath}>
            Record My Name
          </a>
        ) : null}
      </Dialog>
    </div>
  );
}
