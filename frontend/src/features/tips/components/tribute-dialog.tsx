import { lazy, Suspense, useEffect, useState } from 'react';
import { listenForTributeOpens } from '@/components/card-dialogs';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useTributeAdvisor } from '../api/get-advisor';
import { parseTributeEvent, resolvedTribute, type TributeEventDetail } from '../lib/tribute-event';

/** The modal loads on the first `openTributeModal`, then stays mounted. */
const TributeDialogView = lazy(() => import('./tribute-form'));

/**
 * Listens for the `openTributeModal` window event (spec 001 §3, §4) and shows the Pay a Tribute
 * modal for the Flirt it names. The spec's payload names the Flirt by `advisorLogin` (with
 * `currentUserLogin` and `amount`); the id the tribute needs is looked up then. Mounted once in
 * the shell.
 */
export function TributeHost() {
  const user = useCurrentUser();
  const [event, setEvent] = useState<TributeEventDetail | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const listener = (raw: Event) => {
      if (!(raw instanceof CustomEvent)) return;
      const next = parseTributeEvent(raw.detail);
      if (!next) {
        console.error('openTributeModal: invalid event data', raw.detail);
        return;
      }
      setUsed(true);
      setEvent(next);
    };
    return listenForTributeOpens(listener);
  }, []);
  const lookup = useTributeAdvisor(event && !event.advisorId ? event.advisorLogin : null);
  const lookupFailed = lookup.isError;
  useEffect(() => {
    if (!lookupFailed || !event) return;
    showSnackbar(`We could not find the Flirt ${event.advisorLogin}.`, 'error');
    setEvent(null);
  }, [lookupFailed, event]);
  // Spec 001 §5: the modal opens only when the Flirt is not the person themself.
  const detail = event && user.data ? resolvedTribute(event, lookup.data?.id, user.data) : null;
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <TributeDialogView
        open={detail !== null}
        detail={detail}
        onClose={() => {
          setEvent(null);
        }}
      />
    </Suspense>
  );
}
