import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/field';
import { ErrorState, Loading } from '@/components/states';
import { useIdVerification } from '../api/get-id-verification';
import { useStartIdVerification } from '../api/start-id-verification';
import { idAction, idStatusText } from '../lib/wizard';

/**
 * Step three: the ID check. Start for not_required, unverified, created or failed; Continue
 * while pending (to the provider's page when it gave one, else it asks for the status again);
 * verified, exempt or completed advances the wizard by itself.
 */
export function IdStep({
  complete,
  advancing,
}: {
  readonly complete: () => void;
  readonly advancing: boolean;
}) {
  const id = useIdVerification();
  const start = useStartIdVerification();
  const [stillPending, setStillPending] = useState(false);
  const advanced = useRef(false);
  const status = id.data?.status;
  const action = status ? idAction(status) : null;

  useEffect(() => {
    if (action !== 'advance' || advanced.current) return;
    // Once: if the server refuses, its message shows and Continue offers another try.
    advanced.current = true;
    complete();
  }, [action, complete]);

  if (id.isPending) return <Loading />;
  if (!status) return <ErrorState title="Your ID verification status could not be loaded." />;
  const providerUrl = start.data?.verification_url ?? id.data?.verification_url ?? null;

  return (
    <div className="wizard-step">
      <p>{idStatusText(status)}</p>
      {stillPending && status === 'pending' ? (
        <p role="status" className="notice notice--info">
          Your ID is still being reviewed. Please check again later.
        </p>
      ) : null}
      <FormError message={start.error?.message} />
      {action === 'start' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={start.isPending}
          onClick={() => {
            setStillPending(false);
            start.mutate(undefined, {
              onSuccess: (view) => {
                if (view.verification_url) window.location.assign(view.verification_url);
              },
            });
          }}
        >
          Start
        </button>
      ) : null}
      {action === 'continue' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={id.isFetching}
          onClick={() => {
            if (providerUrl) {
              window.location.assign(providerUrl);
              return;
            }
            void id.refetch().then((answer) => {
              setStillPending(answer.data?.status === 'pending');
            });
          }}
        >
          Continue
        </button>
      ) : null}
      {action === 'advance' ? (
        <button
          type="button"
          className="button button--primary"
          disabled={advancing}
          onClick={complete}
        >
          Continue
        </button>
      ) : null}
    </div>
  );
}
