// The page of dialog.browser.spec.ts: one opener button per kind of dialog the app has, each
// dialog built from the real Dialog, ConfirmDialog and TextField. Not part of the app bundle.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmDialog, Dialog } from './dialog';
import { TextField } from './field';

type Which = 'form' | 'autofocus' | 'confirm' | 'late' | 'link' | 'info' | null;

function log(line: string) {
  const out = document.getElementById('log');
  if (out) out.textContent = `${out.textContent}${line}\n`;
}

/** Like Create New Tag: one field, no autoFocus; Enter submits, the dialog closes. */
function FormDialog({ onClose }: { readonly onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <Dialog
      open
      title="Create New Tag"
      onClose={onClose}
      actions={
        <button type="submit" form="fixture-form" className="button button--primary">
          Save
        </button>
      }
    >
      <form
        id="fixture-form"
        onSubmit={(event) => {
          event.preventDefault();
          log(`submitted ${name}`);
          onClose();
        }}
      >
        <TextField
          label="Tag name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </form>
    </Dialog>
  );
}

/** Like the threshold dialog: the author picks a field that is not the first one. */
function AutoFocusDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog open title="Threshold" onClose={onClose}>
      <TextField label="Comparison" defaultValue="at least" />
      <TextField label="Minimum gross" autoFocus defaultValue="600.00" />
    </Dialog>
  );
}

/** Like sign-up: the form appears once its data has loaded, the dialog already open. */
function LateDialog({ onClose }: { readonly onClose: () => void }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setLoaded(true);
    }, 50);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <Dialog open title="Register to get started" onClose={onClose}>
      {loaded ? (
        <>
          <p>Already a member? Sign in instead.</p>
          <TextField label="Member Name" autoFocus />
        </>
      ) : (
        <p>Loading…</p>
      )}
    </Dialog>
  );
}

/** Like Email Sent: no field; the primary action is a link. */
function LinkDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog
      open
      title="Email Sent"
      onClose={onClose}
      actions={
        <a href="#login" className="button button--primary" data-autofocus>
          Back to Sign In
        </a>
      }
    >
      <p>A link to reset your password is on its way.</p>
    </Dialog>
  );
}

function Fixture() {
  const [which, setWhich] = useState<Which>(null);
  const close = () => {
    setWhich(null);
  };
  const opener = (kind: Exclude<Which, null>, label: string) => (
    <button
      type="button"
      onClick={() => {
        setWhich(kind);
      }}
    >
      {label}
    </button>
  );
  return (
    <main>
      {opener('form', 'Open form')}
      {opener('autofocus', 'Open autofocus')}
      {opener('confirm', 'Open confirm')}
      {opener('late', 'Open late')}
      {opener('link', 'Open link')}
      {opener('info', 'Open info')}
      <pre id="log" />
      {which === 'form' ? <FormDialog onClose={close} /> : null}
      {which === 'autofocus' ? <AutoFocusDialog onClose={close} /> : null}
      <ConfirmDialog
        open={which === 'confirm'}
        title="Block 1 customer?"
        message="They can no longer contact you."
        confirmLabel="Block"
        danger
        onCancel={close}
        onConfirm={() => {
          log('confirmed');
          close();
        }}
      />
      {which === 'late' ? <LateDialog onClose={close} /> : null}
      {which === 'link' ? <LinkDialog onClose={close} /> : null}
      {/* Like the offline dialog and the chips legend: stays mounted, `open` toggles. */}
      <Dialog open={which === 'info'} title="What do the chips mean?" onClose={close}>
        <p>New, Active, Lapsing, Lapsed.</p>
      </Dialog>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Fixture />
    </StrictMode>,
  );
}
