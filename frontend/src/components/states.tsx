import type { ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';

/** 'Loading...' with a spinner; announced politely to screen readers. */
export function Loading({ label = 'Loading...' }: { readonly label?: string }) {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({
  title,
  children,
}: {
  readonly title: string;
  readonly children?: ReactNode;
}) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children ? <div className="state__body">{children}</div> : null}
    </div>
  );
}

export function ErrorState({
  error,
  title = 'Sorry something went wrong. Please try again.',
  onRetry,
}: {
  readonly error?: unknown;
  readonly title?: string;
  readonly onRetry?: () => void;
}) {
  const detail = error instanceof ApiRequestError && error.message !== title ? error.message : null;
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title}</p>
      {detail ? <p className="state__body">{detail}</p> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
