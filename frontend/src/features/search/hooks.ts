import { useEffect, useState } from 'react';

/** `flag`, but only once it has stayed true for `delayMs` (the no-results message waits). */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => {
      setShown(true);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [flag, delayMs]);
  return shown;
}

/** Whether the page has scrolled past `px` (the search nav sticks then). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => {
      setPast(window.scrollY > px);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
    };
  }, [px]);
  return past;
}
