import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Dialog } from '@/components/dialog';
import { useAdvisor } from '@/features/subscriptions/api/get-advisor';
import { SubscribeButton } from '@/features/subscriptions/components/subscribe-button';

/** Spec 001 §2.9, §4: the window event that opens the NF+ modal. */
export const OPEN_PLUS_EVENT = 'openPlusModal';

/**
 * Its detail (spec 001 §3: "a name plus other detail"): the name is the Flirt whose NF+ feed
 * the modal offers; other keys are allowed and not read.
 */
export const PlusEventDetail = z.object({ name: z.string().trim().min(1).max(100) });

/**
 * The NF+ modal: a Flirt's paid feed (NF+) with its Subscribe button (whatever state the
 * person's subscription is in) and a way to the feed itself. Mounted once in the shell.
 */
export function PlusHost() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const listener = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const parsed = PlusEventDetail.safeParse(event.detail);
      if (!parsed.success) {
        console.error('openPlusModal: invalid event data', event.detail);
        return;
      }
      setName(parsed.data.name);
    };
    window.addEventListener(OPEN_PLUS_EVENT, listener);
    return () => {
      window.removeEventListener(OPEN_PLUS_EVENT, listener);
    };
  }, []);
  if (name === null) return null;
  return (
    <PlusDialog
      login={name}
      onClose={() => {
        setName(null);
      }}
    />
  );
}

function PlusDialog({ login, onClose }: { readonly login: string; readonly onClose: () => void }) {
  const advisor = useAdvisor(login);
  return (
    <Dialog open title="NF+" onClose={onClose} width={440}>
      {advisor.isPending ? (
        <p role="status">Loading...</p>
      ) : advisor.isError || !advisor.data.active ? (
        <p role="alert">This Flirt is unavailable or has changed their name.</p>
      ) : (
        <div className="plus-modal">
          <p>
            <strong>{advisor.data.login}</strong>’s NF+ feed: free posts for followers, and
            subscriber posts with photos, videos and audio for subscribers, billed monthly.
          </p>
          <div className="plus-modal__actions">
            <SubscribeButton advisorId={advisor.data.id} advisorLogin={advisor.data.login} />
            <Link
              to="/$login/feed"
              params={{ login: advisor.data.login }}
              className="button"
              onClick={onClose}
            >
              View Feed
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
