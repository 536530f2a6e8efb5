import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '@/lib/session';
import {
  followSecondaryAuth,
  type SecondaryAuthTarget,
  safeAuthTarget,
  secondaryAuthTarget,
} from '../lib/secondary-auth';

/** The sign-in dialog (its form, captcha and checks) loads when secondary auth is asked for. */
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then(({ SignInDialog: dialog }) => ({ default: dialog })),
);

/** The window event that asks for secondary auth, with the destination to go to afterwards. */
const OPEN_SECONDARY_AUTH_EVENT = 'openSecondaryAuthDialog';

function destinationOf(event: Event): SecondaryAuthTarget {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  const destination =
    typeof detail === 'object' && detail !== null && 'destination' in detail
      ? String(detail.destination)
      : '/';
  return { action: safeAuthTarget(destination), method: 'GET', fields: [] };
}

/**
 * Secondary auth: a link carrying `auth_to` (or the openSecondaryAuthDialog window event) asks
 * the person to confirm who they are with their password, then sends the browser on to the
 * same-site target, by GET or by a generated form.
 */
export function SecondaryAuthHost() {
  const user = useCurrentUser();
  const [target, setTarget] = useState<SecondaryAuthTarget | null>(() =>
    typeof window === 'undefined'
      ? null
      : secondaryAuthTarget(new URLSearchParams(window.location.search)),
  );

  useEffect(() => {
    const open = (event: Event) => {
      setTarget(destinationOf(event));
    };
    window.addEventListener(OPEN_SECONDARY_AUTH_EVENT, open);
    return () => {
      window.removeEventListener(OPEN_SECONDARY_AUTH_EVENT, open);
    };
  }, []);

  if (target === null || user.isPending) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog
        variant="web"
        heading="Confirm it's you"
        initialLogin={user.data?.login}
        onSignedIn={() => {
          followSecondaryAuth(target);
        }}
        onClose={() => {
          setTarget(null);
        }}
      />
    </Suspense>
  );
}
