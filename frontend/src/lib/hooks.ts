import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The value after it has stopped changing for `delayMs` (spec: 500 ms search pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDebounced(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return debounced;
}

/** Calls `callback` once `delayMs` passed without another call; flushes nothing on unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): { (...args: A): void; flush: () => void; cancel: () => void } {
  const latest = useRef(callback);
  const timer = useRef<number | null>(null);
  const pending = useRef<A | null>(null);
  useEffect(() => {
    latest.current = callback;
  });
  const ref = useRef<{ (...args: A): void; flush: () => void; cancel: () => void } | null>(null);
  if (!ref.current) {
    const run = () => {
      timer.current = null;
      const args = pending.current;
      pending.current = null;
      if (args) latest.current(...args);
    };
    const debounced = (...args: A) => {
      pending.current = args;
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(run, delayMs);
    };
    debounced.flush = () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      run();
    };
    debounced.cancel = () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      pending.current = null;
    };
    ref.current = debounced;
  }
  return ref.current;
}

/** Spec 000 §2, 002 §9: the mobile/desktop breakpoint. */
const MOBILE_QUERY = '(max-width: 899.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => {
        list.removeEventListener('change', notify);
      };
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** While `open`, a mouse press outside `ref`'s element calls `onOutside` (a drop-down closes). */
export function usePressOutside(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('mousedown', close);
    };
  }, [open, ref]);
}

/**
 * Whether a combobox's list is open: it opens on focus and closes `closeDelayMs` after blur, so
 * a click on an option lands first. Spread `focusHandlers` on the input.
 */
export function useListOpen(closeDelayMs = 150) {
  const [open, setOpen] = useState(false);
  const focusHandlers = {
    onFocus: () => {
      setOpen(true);
    },
    onBlur: () => {
      window.setTimeout(() => {
        setOpen(false);
      }, closeDelayMs);
    },
  };
  return [open, setOpen, focusHandlers] as const;
}
