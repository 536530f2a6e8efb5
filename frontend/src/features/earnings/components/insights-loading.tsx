import type { ReactNode } from 'react';
import { Loading } from '@/components/states';

/**
 * Room for the insights while their data loads, so the history below does not jump: their
 * heading (`children`) and a spinner where the figures will be.
 */
export function InsightsLoading({ children }: { readonly children: ReactNode }) {
  return (
    <section
      className="insights insights--loading"
      aria-labelledby="insights-title"
      aria-busy="true"
    >
      {children}
      <Loading />
    </section>
  );
}
