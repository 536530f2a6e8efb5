import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FIREFOX_INSTALL_ALERT, installRoute, takeInstallPrompt } from '../lib/install-app';

/** "Install the app": the browser's offer, Firefox's alert, or the instructions dialog. */
export function InstallAppButton({ className = 'button' }: { readonly className?: string }) {
  const [instructions, setInstructions] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          const offer = takeInstallPrompt();
          switch (installRoute(navigator.userAgent, offer !== null)) {
            case 'prompt':
              void offer?.prompt();
              break;
            case 'firefox':
              window.alert(FIREFOX_INSTALL_ALERT);
              break;
            case 'instructions':
              setInstructions(true);
              break;
          }
        }}
      >
        Install the app
      </button>
      <Dialog
        open={instructions}
        title="Install Flirtwire"
        onClose={() => {
          setInstructions(false);
        }}
        width={440}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setInstructions(false);
            }}
          >
            Done
          </button>
        }
      >
        <ul className="install-steps">
          <li>
            <strong>iPhone and iPad (Safari):</strong> tap Share, then Add to Home Screen.
          </li>
          <li>
            <strong>Android (Chrome):</strong> open the ⋮ menu, then Install app or Add to Home
            screen.
          </li>
          <li>
            <strong>Computer (Chrome or Edge):</strong> click the install icon at the right of the
            address bar, or Install Flirtwire in the browser menu.
          </li>
        </ul>
      </Dialog>
    </>
  );
}
