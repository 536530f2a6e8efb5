import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { type CardDialogs, CardDialogsContext } from '@/components/card-dialogs';
import type { OpenCardDialog as Open } from './card-dialogs-view';

/** The modals load on first use and then stay mounted (their close and focus return work). */
const CardDialogsView = lazy(() => import('./card-dialogs-view'));

/**
 * Provides the card modals (components/card-dialogs.tsx) to every screen: one open at a time,
 * each answering the screen that opened it through a promise.
 */
export function CardDialogsProvider({ children }: { readonly children: ReactNode }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const [used, setUsed] = useState(false);
  const answer = useRef<((value: boolean) => void) | null>(null);

  const dialogs = useMemo<CardDialogs>(() => {
    const ask = (next: Open) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setUsed(true);
        setOpen(next);
      });
    return {
      manageCards: (options) => ask({ kind: 'manage', reason: options?.reason }),
      retrySubscribe: ({ error }) => ask({ kind: 'retry', error }),
      pickNewCard: ({ error }) => ask({ kind: 'pick', error }),
    };
  }, []);

  function finish(value: boolean) {
    const resolve = answer.current;
    answer.current = null;
    setOpen(null);
    resolve?.(value);
  }

  async function hasCard(): Promise<boolean> {
    // Loaded with the first card question (its response schema is no first screen's).
    const { cardsQuery } = await import('../api/list-cards');
    const cards = await queryClient.query({ ...cardsQuery, staleTime: 0 });
    return cards.cards.length > 0;
  }

  return (
    <CardDialogsContext.Provider value={dialogs}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <CardDialogsView open={open} finish={finish} hasCard={hasCard} />
        </Suspense>
      ) : null}
    </CardDialogsContext.Provider>
  );
}
