import { lazy, Suspense, useEffect, useState } from 'react';

/** The modal (with the subscribe flow) loads on the first `openPlusModal`. */
const PlusDialog = lazy(() => import('./plus-dialog'));

/** Spec 001 §2.9, §4: the window event that opens the NF+ modal. */
const OPEN_PLUS_EVENT = 'openPlusModal';

/**
 * Its detail (spec 001 §3: "a name plus other detail"): the name is the Flirt whose NF+ feed
 * the modal offers; other keys are allowed and not read.
 */
function plusEventName(detail: unknown): string | null {
  const name: unknown =
    typeof detail === 'object' && detail !== null ? (detail as { name?: unknown }).name : undefined;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= 100 ? trimmed : null;
}

/**
 * The NF+ modal: a Flirt's paid feed (NF+) with its Subscribe button (whatever state the
 * person's subscription is in) and a way to the feed itself. Mounted once in the shell.
 */
export function PlusHost() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const listener = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const parsed = plusEventName(event.detail);
      if (parsed === null) {
        console.error('openPlusModal: invalid event data', event.detail);
        return;
      }
      setName(parsed);
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
