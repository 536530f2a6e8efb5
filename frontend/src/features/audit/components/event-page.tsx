import { Link } from '@tanstack/react-router';
import { ErrorState, Loading } from '@/components/states';
import { useEvent } from '../api/get-event';
import { JsonView } from './json-view';
import { PersonalFields } from './personal-fields';

/** One event's whole envelope, its personal data as shown to auditors, and where to go next. */
export function EventPage({ position }: { readonly position: number }) {
  const event = useEvent(position);
  if (event.isPending) return <Loading />;
  if (event.isError) return <ErrorState error={event.error} title="We could not load the event." />;
  const e = event.data;
  return (
    <article className="audit-panel" aria-labelledby="event-heading">
      <h2 id="event-heading">
        {e.type} <span className="muted">at position {e.position}</span>
      </h2>
      <dl className="facts audit-facts">
        <dt>Stream</dt>
        <dd>
          <Link
            to="/audit/console/streams/$streamId"
            params={{ streamId: e.streamId }}
            search={{ revision: e.revision }}
          >
            {e.streamId}
          </Link>{' '}
          (revision {e.revision})
        </dd>
        <dt>Occurred</dt>
        <dd>{e.occurredAt}</dd>
        <dt>Schema version</dt>
        <dd>{e.schemaVersion}</dd>
        <dt>Actor</dt>
        <dd>
          {e.metadata.actor.role}{' '}
          <Link to="/audit/console" search={{ actor: e.metadata.actor.id }}>
            {e.metadata.actor.id}
          </Link>
        </dd>
        <dt>Correlation id</dt>
        <dd>
          <Link to="/audit/console" search={{ correlationId: e.metadata.correlationId }}>
            {e.metadata.correlationId}
          </Link>
        </dd>
        <dt>Causation id</dt>
        <dd>{e.metadata.causationId}</dd>
        {e.metadata.idempotencyKey ? (
          <>
            <dt>Idempotency key</dt>
            <dd>
              <code>{e.metadata.idempotencyKey}</code>
            </dd>
          </>
        ) : null}
        <dt>Previous hash</dt>
        <dd>
          <code className="audit-hash">{e.metadata.prevHash}</code>
        </dd>
        <dt>Hash</dt>
        <dd>
          <code className="audit-hash">{e.metadata.hash}</code>
        </dd>
      </dl>
      <h3>Data (as stored)</h3>
      <JsonView value={e.data} label="Event data" />
      <h3>Personal data</h3>
      <PersonalFields fields={e.personal} />
    </article>
  );
}
