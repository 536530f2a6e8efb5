import { lazy, Suspense, useEffect, useState } from 'react';
import { z } from 'zod';

/** The modal (with the subscribe flow) loads on the first `openPlusModal`. */
const PlusDialog = lazy(() => import('./plus-dialog'));

/** Spec 001 §2.9, §4: the window event that opens the NF+ modal. */
const OPEN_PLUS_EVENT = 'openPlusModal';

/**
 * Its detail (spec 001 §3: "a name plus other detail"): the name is the Flirt whose NF+ feed
 * the modal offers; other keys are allowed and not read.
 */
const PlusEventDetail = z.object({ name: z.string().trim().min(1).max(100) });

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
    <Suspense fallback={null}>
      <PlusDialog
        login={name}
        onClose={() => {
          setName(null);
        }}
      />
    </Suspense>
  );
}
