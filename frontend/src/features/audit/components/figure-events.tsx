import type { AuditEventView } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';

/** The events behind a traced figure, each linking to its envelope and its stream. */
export function FigureEvents({
  events,
  total,
}: {
  readonly events: readonly AuditEventView[];
  readonly total: number;
}) {
  return (
    <table className="table audit-table">
      <caption>
        Events behind the figure ({total}
        {events.length < total ? `, first ${String(events.length)}` : ''})
      </caption>
      <thead>
        <tr>
          <th scope="col">Position</th>
          <th scope="col">Type</th>
          <th scope="col">Stream</th>
          <th scope="col">Occurred (UTC)</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.position}>
            <td>
              <Link to="/audit/console/events/$position" params={{ position: e.position }}>
                {e.position}
              </Link>
            </td>
            <td>{e.type}</td>
            <td>
              <Link to="/audit/console/streams/$streamId" params={{ streamId: e.streamId }}>
                {e.streamId}
              </Link>
            </td>
            <td>{e.occurredAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A traced figure's shown and recomputed values and the verdict on them, inside its facts list. */
export function FigureVerdict({
  displayed,
  recomputed,
  matches,
}: {
  readonly displayed: unknown;
  readonly recomputed: unknown;
  readonly matches: boolean;
}) {
  return (
    <>
      <dt>Shown</dt>
      <dd>{JSON.stringify(displayed)}</dd>
      <dt>Recomputed</dt>
      <dd>{JSON.stringify(recomputed)}</dd>
      <dt>Verdict</dt>
      <dd>
        <span className={`audit-status audit-status--${matches ? 'ok' : 'bad'}`} role="status">
          {matches ? 'Matches' : 'Does not match'}
        </span>
      </dd>
    </>
  );
}
