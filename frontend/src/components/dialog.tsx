import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { registerOpenModal } from '@/lib/modals';

export interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  readonly actions?: ReactNode;
  /** Pixel width on wide screens (spec 002 §9: sign-in dialog 450 px). */
  readonly width?: number;
  readonly className?: string;
  /** Shown under the title. */
  readonly description?: ReactNode;
  /**
   * A site-wide prompt taking its turn in the prompt queue (features/site/lib/site-prompts):
   * not counted as a modal that holds the prompts back.
   */
  readonly sitePrompt?: boolean;
}

/** Where a dialog starts when nothing in it asks for focus: its first field. */
const FIRST_FIELD =
  '.dialog__body :is(input:not([type="hidden"]), select, textarea):not(:disabled, [hidden])';

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind it inert and
 * closes it on Escape (onClose); closing hands focus back to whatever opened it.
 *
 * Focus starts on the control with React's `autoFocus` (form controls) or `data-autofocus`
 * (anything, e.g. a link), else on the first field, else on Close. `autoFocus` works because
 * the content mounts only once the dialog is open: React focuses an `autoFocus` element when it
 * mounts, and inside a dialog that is not open yet (display: none) that focus would do nothing.
 */
export function Dialog({ open, ...props }: DialogProps) {
  // Mounted afresh at each opening, so the content and the focus start over every time.
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  onClose,
  children,
  actions,
  width = 480,
  className,
  description,
  sitePrompt = false,
}: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Site-wide prompts wait while this modal is open.
  useLayoutEffect(() => (sitePrompt ? undefined : registerOpenModal()), [sitePrompt]);
  // False for the first render only: the empty dialog is opened, then the content mounts into it.
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    setShown(true);
    return () => {
      // This runs before React removes the element: close it first, so the page behind is no
      // longer inert and the opener can take focus back.
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    // The content committed first: a control with `autoFocus` may already hold focus.
    const active = document.activeElement;
    if (active !== dialog && active !== closeButton.current && dialog.contains(active)) return;
    (
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FIRST_FIELD)
    )?.focus();
  }, [shown]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      style={{ width: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={titleId}
      {...(description ? { 'aria-describedby': descriptionId } : {})}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className="dialog__content">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label="Close"
            onClick={() => {
              close.current();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        ) : null}
        <div className="dialog__body">{shown ? children : null}</div>
        {actions && shown ? <footer className="dialog__actions">{actions}</footer> : null}
      </div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: ReactNode;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly busy?: boolean;
  readonly danger?: boolean;
}

/** Asks before something that cannot be undone in one click. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      width={420}
      actions={
        <>
          {/* A destructive confirmation starts on Cancel, so Enter alone never destroys. */}
          <button
            type="button"
            className="button button--quiet"
            onClick={onCancel}
            autoFocus={danger}
          >
            Cancel
          </button>
          <button
            type="button"
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            onClick={onConfirm}
            disabled={busy}
            autoFocus={!danger}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm__message">{message}</div>
    </Dialog>
  );
}

export interface DialogActionsProps {
  readonly onCancel: () => void;
  readonly confirmLabel: ReactNode;
  readonly onConfirm: () => void;
  /** The confirming button waits (disabled) while its request runs. */
  readonly pending?: boolean;
  readonly danger?: boolean;
  /** Focus starts on the confirming button (otherwise on the dialog's first control). */
  readonly focusConfirm?: boolean;
}

/** A dialog's Cancel button and its confirming button (primary, or red for `danger`). */
export function DialogActions({
  onCancel,
  confirmLabel,
  onConfirm,
  pending = false,
  danger = false,
  focusConfirm = false,
}: DialogActionsProps) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      <button
        type="button"
        className={`button ${danger ? 'button--danger' : 'button--primary'}`}
        {...(focusConfirm ? { 'data-autofocus': '' } : {})}
        disabled={pending}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}

/** A filter dialog's actions: Reset clears the choices in the dialog, Apply applies them. */
export function ResetApplyActions({
  onReset,
  onApply,
}: {
  readonly onReset: () => void;
  readonly onApply: () => void;
}) {
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onReset}>
        Reset
      </button>
      <button type="button" className="button" onClick={onApply}>
        Apply
      </button>
    </>
  );
}
