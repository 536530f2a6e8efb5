import type { ChainReport, ExportReport, ReplayFinding, ReplayReport } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useRun } from '../api/get-run';
import { useLiveAuditRuns } from '../lib/use-audit-runs';
import { KIND_LABEL, RunProgress } from './runs-page';

function show(value: unknown): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}

function Finding({ finding }: { readonly finding: ReplayFinding }) {
  return (
    <li className="audit-finding">
      <p>
        <strong>{finding.kind}</strong> · {finding.projection} · <code>{finding.collection}</code> ·{' '}
        <code>{finding.documentId}</code>
      </p>
      <table className="table audit-table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Live</th>
            <th scope="col">Rebuilt</th>
            <th scope="col">Provenance</th>
          </tr>
        </thead>
        <tbody>
          {finding.fields.map((field) => (
            <tr key={field.path}>
              <td>
                <code>{field.path}</code>
              </td>
              <td>{show(field.live)}</td>
              <td>{show(field.rebuilt)}</td>
              <td>
                {finding.kind === 'differing' && !field.path.startsWith('(') ? (
                  <Link
                    to="/audit/console/provenance"
                    search={{
                      collection: finding.collection,
                      id: finding.documentId,
                      field: field.path,
                    }}
                  >
                    Trace
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Events that wrote this document ({finding.eventsTotal}
        {finding.events.length < finding.eventsTotal
          ? `, first ${String(finding.events.length)}`
          : ''}
        ):
      </p>
      <ul className="audit-event-list">
        {finding.events.map((event) => (
          <li key={event.position}>
            <Link to="/audit/console/events/$position" params={{ position: event.position }}>
              {event.position}
            </Link>{' '}
            {event.type} · {event.streamId}@{event.revision} · {event.occurredAt}
          </li>
        ))}
      </ul>
    </li>
  );
}

function ReplayReportView({ report }: { readonly report: ReplayReport }) {
  return (
    <>
      <p>
        Rebuilt from position 0 and compared as of position {report.asOfPosition}:{' '}
        {report.eventsReplayed.toLocaleString('en-US')} events handled in{' '}
        {(report.durationMs / 1000).toFixed(1)} s ({report.eventsPerSecond.toLocaleString('en-US')}{' '}
        events/s while rebuilding).
      </p>
      <table className="table audit-table">
        <caption>Projections</caption>
        <thead>
          <tr>
            <th scope="col">Projection</th>
            <th scope="col">Collection</th>
            <th scope="col">Live</th>
            <th scope="col">Rebuilt</th>
            <th scope="col">Equal</th>
            <th scope="col">Missing</th>
            <th scope="col">Extra</th>
            <th scope="col">Differing</th>
          </tr>
        </thead>
        <tbody>
          {report.projections.flatMap((projection) =>
            projection.collections.length === 0
              ? [
                  <tr key={projection.name}>
                    <td>
                      {projection.name} v{projection.version}: {projection.status}
                    </td>
                    <td colSpan={7}>{projection.error ?? ''}</td>
                  </tr>,
                ]
              : projection.collections.map((c, index) => (
                  <tr key={`${projection.name}:${c.collection}`}>
                    <td>
                      {index === 0
                        ? `${projection.name} v${String(projection.version)}: ${projection.status}`
                        : ''}
                      {index === 0 && projection.error ? (
                        <div className="muted">{projection.error}</div>
                      ) : null}
                    </td>
                    <td>
                      <code>{c.collection}</code>
                    </td>
                    <td>{c.live}</td>
                    <td>{c.rebuilt}</td>
                    <td>{c.equal}</td>
                    <td>{c.missing}</td>
                    <td>{c.extra}</td>
                    <td>{c.differing}</td>
                  </tr>
                )),
          )}
        </tbody>
      </table>
      <h3>Findings</h3>
      {report.findings.length === 0 ? (
        <p>None: the rebuilt models equal the live ones.</p>
      ) : (
        <ol className="audit-findings">
          {report.findings.map((finding) => (
            <Finding
              key={`${finding.projection}:${finding.collection}:${finding.documentId}`}
              finding={finding}
            />
          ))}
        </ol>
      )}
      {report.findingsOmitted > 0 ? (
        <p className="muted">{report.findingsOmitted} more findings are counted above.</p>
      ) : null}
    </>
  );
}

function ChainReportView({ report }: { readonly report: ChainReport }) {
  return (
    <>
      <p>
        {report.streams.toLocaleString('en-US')} streams and {report.events.toLocaleString('en-US')}{' '}
        events verified
        {report.prefix ? ` under "${report.prefix}"` : ''} in{' '}
        {(report.durationMs / 1000).toFixed(1)} s ({report.eventsPerSecond.toLocaleString('en-US')}{' '}
        events/s).
      </p>
      {report.failures.length === 0 ? (
        <p>Every chain verifies.</p>
      ) : (
        <table className="table audit-table">
          <caption>Streams whose chain breaks</caption>
          <thead>
            <tr>
              <th scope="col">Stream</th>
              <th scope="col">First bad revision</th>
              <th scope="col">Position</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {report.failures.map((failure) => (
              <tr key={failure.streamId}>
                <td>
                  <Link
                    to="/audit/console/streams/$streamId"
                    params={{ streamId: failure.streamId }}
                    search={{ revision: failure.revision }}
                  >
                    {failure.streamId}
                  </Link>
                </td>
                <td>{failure.revision}</td>
                <td>{failure.position}</td>
                <td>{failure.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function ExportReportView({ report }: { readonly report: ExportReport }) {
  const { manifest } = report;
  return (
    <>
      <p>
        {manifest.eventCount.toLocaleString('en-US')} events naming {manifest.subject.kind}{' '}
        <code>{manifest.subject.id}</code>, as of position {manifest.asOfPosition} (positions{' '}
        {manifest.firstPosition ?? '—'} to {manifest.lastPosition ?? '—'}).
      </p>
      <table className="table audit-table">
        <caption>Files (manifest sha256 {report.manifestSha256})</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Bytes</th>
            <th scope="col">sha256</th>
          </tr>
        </thead>
        <tbody>
          {report.downloads.map((download) => {
            const file = manifest.files.find((f) => f.name === download.name);
            return (
              <tr key={download.name}>
                <td>
                  <a href={download.url} download>
                    {download.name}
                  </a>
                </td>
                <td>{file?.bytes ?? '—'}</td>
                <td>
                  <code className="audit-hash">{file?.sha256 ?? report.manifestSha256}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        {manifest.streams.filter((s) => s.chain.ok).length} of {manifest.streams.length} streams
        involved verify.
      </p>
    </>
  );
}

/** One run: its live progress, then its report. */
export function RunPage({ runId }: { readonly runId: string }) {
  useLiveAuditRuns();
  const run = useRun(runId);
  if (run.isPending) return <Loading />;
  if (run.isError) return <ErrorState error={run.error} title="We could not load the run." />;
  const { report } = run.data;
  return (
    <article className="audit-panel" aria-labelledby="run-heading">
      <h2 id="run-heading">
        {KIND_LABEL[run.data.kind]} <span className="muted">{run.data.runId}</span>
      </h2>
      <p>
        Started {run.data.startedAt}
        {run.data.finishedAt ? `, finished ${run.data.finishedAt}` : ''}.
      </p>
      <RunProgress run={run.data} />
      {run.data.error ? <p className="form-error">{run.data.error}</p> : null}
      {report === null ? (
        run.data.status === 'running' ? null : (
          <EmptyState title="This run has no report." />
        )
      ) : report.kind === 'replay' ? (
        <ReplayReportView report={report} />
      ) : report.kind === 'verify-chains' ? (
        <ChainReportView report={report} />
      ) : (
        <ExportReportView report={report} />
      )}
    </article>
  );
}
