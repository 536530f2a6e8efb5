/** The browser's install offer (Chromium's `beforeinstallprompt`), kept until asked for. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;

/** Listens from app start: the offer fires once, early, before any button is shown. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

export function takeInstallPrompt(): InstallPromptEvent | null {
  const offer = deferred;
  deferred = null;
  return offer;
}

export const FIREFOX_INSTALL_ALERT = 'PWAs cannot be installed in Firefox.';

export type InstallRoute = 'prompt' | 'firefox' | 'instructions';

/** What "Install the app" does in this browser. */
export function installRoute(userAgent: string, hasPrompt: boolean): InstallRoute {
  if (hasPrompt) return 'prompt';
  if (/firefox|fxios/i.test(userAgent)) return 'firefox';
  return 'instructions';
}
