import { useEffect } from 'react';
import { type Snackbar, useSnackbars } from '@/lib/snackbar-store';

function SnackbarItem({ item }: { readonly item: Snackbar }) {
  const dismiss = useSnackbars((state) => state.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      dismiss(item.id);
    }, item.durationMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [dismiss, item.id, item.durationMs]);
  return (
    <div
      className={`snackbar snackbar--${item.severity}`}
      role={item.severity === 'error' ? 'alert' : 'status'}
    >
      <span className="snackbar__message">{item.message}</span>
      <button
        type="button"
        className="icon-button icon-button--light"
        aria-label="Dismiss"
        onClick={() => {
          dismiss(item.id);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The flash messages, bottom centre, above the mobile bottom bar. */
export function Snackbars() {
  const items = useSnackbars((state) => state.items);
  return (
    <div className="snackbars" aria-live="polite">
      {items.map((item) => (
        <SnackbarItem key={item.id} item={item} />
      ))}
    </div>
  );
}
