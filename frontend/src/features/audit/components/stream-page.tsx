import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useDebouncedValue } from '@/lib/hooks';
import { useStreamEvents } from '../api/stream-events';
import { useStreamState } from '../api/stream-state';
import { useVerifyStream } from '../api/verify-stream';
import { localToIso } from '../lib/browse-search';
import { JsonView } from './json-view';
import { PersonalFields } from './personal-fields';
import { formText } from '../lib/form-text';

function VerifyChain({ streamId }: { readonly streamId: string }) {
  const verify = useVerifyStream(streamId);
  return (
    <div className="audit-verify">
      <button
        type="button"
        className="button"
        disabled={verify.isPending}
        onClick={() => {
          verify.mutate();
        }}
      >
        Verify hash chain
      </button>
      <span role="status" aria-live="polite">
        {verify.isPending
          ? ' Verifying…'
          : verify.data
            ? verify.data.ok
              ? ` Chain verified: ${String(verify.data.events)} events.`
              : ` Chain broken at revision ${String(verify.data.revision)} (position ${String(verify.data.position)}): ${verify.data.reason}.`
            : verify.isError
              ? ' We could not verify this stream.'
              : ''}
      </span>
    </div>
  );
}

/**
 * Stream history and time travel: the stream's events, a slider over its revisions and the
 * aggregate's state folded up to the chosen one (or up to a point in time), and its chain.
 */
export function StreamPage({
  streamId,
  revision,
  onRevision,
}: {
  readonly streamId: string;
  readonly revision: number | undefined;
  readonly onRevision: (revision: number) => void;
}) {
  const events = useStreamEvents(streamId);
  const lastRevision = events.data?.lastRevision ?? -1;
  const [slider, setSlider] = useState<number>(revision ?? lastRevision);
  const [at, setAt] = useState<string | undefined>(undefined);
  useEffect(() => {
    setSlider(revision ?? lastRevision);
  }, [revision, lastRevision]);
  // Each state request is recorded: ask once the slider has come to rest.
  const settled = useDebouncedValue(slider, 250);
  useEffect(() => {
    if (events.data && settled !== (revision ?? lastRevision)) onRevision(settled);
    // Only when the slider settles, not when the URL catches up.
  }, [settled]);
  const state = useStreamState(
    streamId,
    at !== undefined ? { at } : { revision: revision ?? lastRevision },
  );

  if (events.isPending) return <Loading />;
  if (events.isError)
    return <ErrorState error={events.error} title="We could not load the stream." />;
  if (lastRevision < 0) return <EmptyState title="This stream has no events." />;
  const chosen = events.data.events.find((e) => e.revision === slider);
  return (
    <article className="audit-panel" aria-labelledby="stream-heading">
      <h2 id="stream-heading">
        <code>{streamId}</code>
      </h2>
      <p className="muted">
        Category <strong>{events.data.category}</strong> · {lastRevision + 1} event
        {lastRevision === 0 ? '' : 's'}
      </p>
      <VerifyChain streamId={streamId} />
      <div className="audit-slider">
        <label htmlFor="revision-slider" className="field__label">
          Revision
        </label>
        <input
          id="revision-slider"
          type="range"
          min={0}
          max={lastRevision}
          step={1}
          value={slider}
          aria-valuetext={`Revision ${String(slider)} of ${String(lastRevision)}${chosen ? `, ${chosen.type}` : ''}`}
          onChange={(event) => {
            setAt(undefined);
            setSlider(Number(event.target.value));
          }}
        />
        <output htmlFor="revision-slider" className="audit-slider__value">
          {slider} / {lastRevision}
          {chosen ? ` · ${chosen.type} · ${chosen.occurredAt}` : ''}
        </output>
      </div>
      <form
        className="audit-at"
        onSubmit={(event) => {
          event.preventDefault();
          setAt(localToIso(formText(new FormData(event.currentTarget), 'at')));
        }}
      >
        <label className="field">
          <span className="field__label">Or the state at a time</span>
          <input className="input" type="datetime-local" name="at" step={1} />
        </label>
        <button type="submit" className="button button--quiet">
          Show
        </button>
      </form>
      <section aria-labelledby="state-heading">
        <h3 id="state-heading">
          State{' '}
          {state.data
            ? at !== undefined
              ? `at ${at} (revision ${String(state.data.revision)})`
              : `after revision ${String(state.data.revision)}`
            : ''}
        </h3>
        {state.isError ? (
          <ErrorState error={state.error} title="We could not fold this stream." />
        ) : state.data ? (
          state.data.decider === null ? (
            <p className="muted">
              No decider is registered for the category {state.data.category}; its events are listed
              below.
            </p>
          ) : (
            <>
              <p className="muted">Folded with the {state.data.decider} decider.</p>
              <JsonView value={state.data.state} label="Aggregate state" />
              <PersonalFields fields={state.data.personal} />
            </>
          )
        ) : (
          <Loading />
        )}
      </section>
      <section aria-labelledby="history-heading">
        <h3 id="history-heading">Events</h3>
        <table className="table audit-table">
          <thead>
            <tr>
              <th scope="col">Rev</th>
              <th scope="col">Type</th>
              <th scope="col">Occurred (UTC)</th>
              <th scope="col">Position</th>
            </tr>
          </thead>
          <tbody>
            {events.data.events.map((e) => (
              <tr key={e.position} aria-current={e.revision === slider ? 'true' : undefined}>
                <td>{e.revision}</td>
                <td>{e.type}</td>
                <td>{e.occurredAt}</td>
                <td>
                  <Link to="/audit/console/events/$position" params={{ position: e.position }}>
                    {e.position}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
