import { CALL_MESSAGES, type CallState } from '@flirtwire/contracts';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useCardDialogs } from '@/components/card-dialogs';
import { ApiRequestError } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { playSound } from '@/lib/sounds';
import { useCall } from '../api/get-call';
import { useSandboxCallCommand } from '../api/sandbox-call-command';
import { useStartCall } from '../api/start-call';
import './calls.css';

const STATE_TEXT: Record<CallState, string> = {
  ringing: 'Ringing: answer your phone to be connected.',
  connected: 'Connected. You are talking now.',
  ended: 'Call ended.',
  failed: 'The call could not be connected.',
};

/**
 * 'Call me directly' on a phone listing: starts the call, then follows it live (realtime
 * notices and a poll): the steps with the customer's PIN and the voice portal, the state, the
 * minutes and what they cost. The call-alert sound plays when it rings and connects, the
 * call-fail sound when it fails. In the telephony sandbox it offers the provider's part:
 * Connect, End call (billed for the time it was connected, like a real provider).
 * `unavailable` (the Flirt is offline) replaces the button with that reason; a call under way
 * stays on screen.
 */
export function CallPanel({
  listingId,
  pin,
  rateLabel,
  unavailable = null,
}: {
  readonly listingId: string;
  readonly pin: string | null;
  readonly rateLabel: string;
  readonly unavailable?: string | null;
}) {
  const start = useStartCall(listingId);
  const dialogs = useCardDialogs();
  const here = useLocation();
  const [token, setToken] = useState<string | null>(null);
  const call = useCall(listingId, token);
  const state = call.data?.state ?? null;
  useCallSounds(state);
  const refused = start.error instanceof ApiRequestError ? start.error.fields : {};
  const startError =
    start.error instanceof ApiRequestError
      ? (Object.values(start.error.fields)[0] ?? start.error.message)
      : start.error
        ? 'The call could not be started. Please try again.'
        : null;
  const placeCall = () => {
    start.mutate(undefined, {
      onSuccess: (answer) => {
        setToken(answer.token);
      },
    });
  };

  if (unavailable && !token) {
    return (
      <div className="call-panel">
        <p role="status">{unavailable}</p>
      </div>
    );
  }
  if (!token || !call.data) {
    return (
      <div className="call-panel">
        <button
          type="button"
          className="button button--primary"
          disabled={start.isPending || (token !== null && !call.data)}
          onClick={placeCall}
        >
          {start.isPending || token ? 'Calling...' : 'Call me directly'}
        </button>
        {startError ? (
          <p role="alert" className="field__error">
            {startError}
          </p>
        ) : null}
        {/* A refusal the person can fix leads to where they fix it, and back to this call. */}
        {refused.phone ? (
          <p>
            <Link to="/account/phone" search={{ return_url: here.href }}>
              Add a phone number
            </Link>
          </p>
        ) : refused.card ? (
          <p>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                void dialogs.manageCards({ reason: CALL_MESSAGES.cardRequired }).then((added) => {
                  if (added) placeCall();
                });
              }}
            >
              Add a card
            </button>
          </p>
        ) : null}
      </div>
    );
  }
  const view = call.data;
  const over = view.state === 'ended' || view.state === 'failed';
  return (
    <section className="call-panel call-panel--live" aria-labelledby="call-panel-title">
      <h4 id="call-panel-title">Your call with {view.other_login}</h4>
      <p role="status" className={`call-panel__state call-panel__state--${view.state}`}>
        {view.state === 'failed' && view.failure ? view.failure : STATE_TEXT[view.state]}
      </p>
      {over ? null : (
        <ol>
          <li>We are ringing your verified phone now; your number stays hidden.</li>
          <li>
            Or call <a href={`tel:${view.voice_portal_number}`}>{view.voice_portal_number}</a>
            {pin ? (
              <>
                {' '}
                and enter your PIN <strong>{pin}</strong>
              </>
            ) : (
              ' and enter your PIN'
            )}
            .
          </li>
        </ol>
      )}
      <dl className="call-panel__figures">
        <div>
          <dt>Rate</dt>
          <dd>{rateLabel}</dd>
        </div>
        <div>
          <dt>Minutes</dt>
          <dd>{view.minutes}</dd>
        </div>
        {view.free_minutes > 0 ? (
          <div>
            <dt>Free minutes</dt>
            <dd>{view.free_minutes}</dd>
          </div>
        ) : null}
        <div>
          <dt>Cost</dt>
          <dd>{formatCents(view.amount_cents)}</dd>
        </div>
      </dl>
      {view.sandbox && !over ? (
        <SandboxControls listingId={listingId} token={view.token} state={view.state} />
      ) : null}
      {over && unavailable ? <p role="status">{unavailable}</p> : null}
      {over && !unavailable ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            start.reset();
            setToken(null);
          }}
        >
          Call again
        </button>
      ) : null}
    </section>
  );
}

/** The sounds of a call's changes: the alert when it rings and connects, the fail sound. */
function useCallSounds(state: CallState | null): void {
  const last = useRef<CallState | null>(null);
  useEffect(() => {
    if (state === null || state === last.current) return;
    last.current = state;
    if (state === 'ringing' || state === 'connected') void playSound('call-alert');
    if (state === 'failed') void playSound('call-fail');
  }, [state]);
}

/**
 * The provider's part, pressed by hand (development and tests only). The sandbox provider
 * observes the call's connected time itself: End call bills the minutes since Connect.
 */
function SandboxControls({
  listingId,
  token,
  state,
}: {
  readonly listingId: string;
  readonly token: string;
  readonly state: CallState;
}) {
  const command = useSandboxCallCommand(listingId, token);
  const sandboxButton = (action: 'connect' | 'fail' | 'end', label: string, variant = '') => (
    <button
      type="button"
      className={`button button--small${variant}`}
      disabled={command.isPending}
      onClick={() => {
        command.mutate({ action });
      }}
    >
      {label}
    </button>
  );
  return (
    <div className="call-panel__sandbox" role="group" aria-label="Telephony sandbox">
      <p className="muted">Sandbox: no phone rings. Play the provider&apos;s part here.</p>
      {state === 'ringing' ? (
        <div className="call-panel__row">
          {sandboxButton('connect', 'Connect')}
          {sandboxButton('fail', 'Fail call', ' button--quiet')}
        </div>
      ) : null}
      {state === 'connected' ? (
        <div className="call-panel__row">{sandboxButton('end', 'End call')}</div>
      ) : null}
      {command.error instanceof ApiRequestError ? (
        <p role="alert" className="field__error">
          {command.error.message}
        </p>
      ) : null}
    </div>
  );
}
