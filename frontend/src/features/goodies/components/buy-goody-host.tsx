import { OPEN_BUY_GOODY_BAG_EVENT } from '@flirtwire/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

/** The purchase dialog loads on the first `openBuyGoodyBag` (it is on no first screen). */
const BuyGoodyFlow = lazy(() => import('./buy-goody-dialog'));

/**
 * Listens for the `openBuyGoodyBag` window event (spec 001 §3, §4) and shows the purchase
 * dialog for the bag it names. Visitors go to sign in first and come back to buy. Mounted once
 * in the shell.
 */
export function BuyGoodyHost() {
  // Each event opens a purchase of its own (a new key remounts it).
  const [opened, setOpened] = useState<{ readonly raw: unknown; readonly key: number } | null>(
    null,
  );
  useEffect(() => {
    const listener = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const raw: unknown = event.detail;
      setOpened((previous) => ({ raw, key: (previous?.key ?? 0) + 1 }));
    };
    window.addEventListener(OPEN_BUY_GOODY_BAG_EVENT, listener);
    return () => {
      window.removeEventListener(OPEN_BUY_GOODY_BAG_EVENT, listener);
    };
  }, []);
  const close = useCallback(() => {
    setOpened(null);
  }, []);
  if (opened === null) return null;
  return (
    <Suspense fallback={null}>
      <BuyGoodyFlow key={opened.key} raw={opened.raw} onDone={close} />
    </Suspense>
  );
}
