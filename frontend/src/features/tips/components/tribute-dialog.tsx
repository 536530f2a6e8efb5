import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_TRIBUTE_EVENT, type OpenTributeDetail } from '@/components/card-dialogs';
import { useCurrentUser } from '@/lib/session';

/** The modal loads on the first `openTributeModal`, then stays mounted. */
const TributeDialogView = lazy(() => import('./tribute-form'));

/**
 * Listens for the `openTributeModal` window event (spec 001 §4) and shows the Pay a Tribute
 * modal for the Flirt it names. Mounted once in the shell.
 */
export function TributeHost() {
  const user = useCurrentUser();
  const [detail, setDetail] = useState<OpenTributeDetail | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const listener = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const next = event.detail as OpenTributeDetail | null;
      if (!next?.advisorId) return;
      setUsed(true);
      setDetail(next);
    };
    window.addEventListener(OPEN_TRIBUTE_EVENT, listener);
    return () => {
      window.removeEventListener(OPEN_TRIBUTE_EVENT, listener);
    };
  }, []);
  // Spec 001 §5: the modal opens only when the Flirt is not the person themself.
  const open = detail !== null && user.data !== null && user.data?.id !== detail.advisorId;
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <TributeDialogView
        open={open}
        detail={detail}
        onClose={() => {
          setDetail(null);
        }}
      />
    </Suspense>
  );
}
