import type { AuditRunView } from '@flirtwire/contracts';
import { EXPORT_SUBJECT_KINDS } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { type SyntheticEvent, useState } from 'react';
import { FormError } from '@/components/field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { useProjections } from '../api/list-projections';
import { useRuns } from '../api/list-runs';
import { useStartRun } from '../api/start-runs';
import { useLiveAuditRuns } from '../lib/use-audit-runs';
import { formText } from '../lib/form-text';

export const KIND_LABEL: Record<AuditRunView['kind'], string> = {
  replay: 'Replay verification',
  'verify-chains': 'Hash-chain verification',
  export: 'Export',
};

export function RunProgress({ run }: { readonly run: Omit<AuditRunView, 'report'> }) {
  const { progress } = run;
  return (
    <div className="audit-progress">
      <progress
        max={100}
        value={progress.percent}
        aria-label={`${KIND_LABEL[run.kind]} progress`}
      />
      <span>
        {run.status === 'running'
          ? `${progress.phase} · ${String(progress.percent)}% · ${progress.processed.toLocaleString('en-US')}${progress.total === null ? '' : ` of ${progress.total.toLocaleString('en-US')}`} ${progress.unit} · ${progress.eventsPerSecond.toLocaleString('en-US')} events/s`
          : run.status}
      </span>
    </div>
  );
}

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiRequestError) return Object.values(error.fields)[0] ?? error.message;
  return 'Sorry something went wrong. Please try again.';
}

function StartRuns() {
  const start = useStartRun();
  const projections = useProjections();
  const [chosen, setChosen] = useState<string[]>([]);
  const startExport = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start.mutate({
      kind: 'export',
      body: {
        subjectKind: formText(form, 'subjectKind') as (typeof EXPORT_SUBJECT_KINDS)[number],
        subjectId: formText(form, 'subjectId'),
      },
    });
  };
  return (
    <section className="audit-start" aria-labelledby="start-heading">
      <h2 id="start-heading">Start a run</h2>
      <div className="audit-start__row">
        <button
          type="button"
          className="button button--primary"
          disabled={start.isPending}
          onClick={() => {
            start.mutate({ kind: 'verify-chains', body: {} });
          }}
        >
          Verify all hash chains
        </button>
      </div>
      <fieldset className="audit-start__row">
        <legend>Replay verification</legend>
        {projections.data?.projections.length === 0 ? (
          <p className="muted">No projections are registered.</p>
        ) : null}
        {projections.data?.projections.map((projection) => (
          <label key={projection.name} className="field--checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(projection.name)}
              onChange={(event) => {
                setChosen((names) =>
                  event.target.checked
                    ? [...names, projection.name]
                    : names.filter((name) => name !== projection.name),
                );
              }}
            />{' '}
            {projection.name} <span className="muted">v{projection.version}</span>
          </label>
        ))}
        <button
          type="button"
          className="button"
          disabled={start.isPending}
          onClick={() => {
            start.mutate({ kind: 'replay', body: { projections: chosen } });
          }}
        >
          {chosen.length === 0
            ? 'Replay all projections'
            : `Replay ${String(chosen.length)} chosen`}
        </button>
      </fieldset>
      <form className="audit-start__row" onSubmit={startExport} aria-label="Export a subject">
        <label className="field">
          <span className="field__label">Subject</span>
          <select className="select" name="subjectKind" defaultValue="customer">
            {EXPORT_SUBJECT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Subject id</span>
          <input className="input" name="subjectId" required />
        </label>
        <button type="submit" className="button" disabled={start.isPending}>
          Export events
        </button>
      </form>
      <FormError message={errorText(start.error)} />
    </section>
  );
}

/** Replay, chain-verification and export runs: started here, followed live, reports kept. */
export function RunsPage() {
  useLiveAuditRuns();
  const runs = useRuns();
  return (
    <div className="audit-panel">
      <StartRuns />
      <section aria-labelledby="runs-heading">
        <h2 id="runs-heading">Runs</h2>
        {runs.isPending ? (
          <Loading />
        ) : runs.isError ? (
          <ErrorState error={runs.error} title="We could not load the runs." />
        ) : runs.data.runs.length === 0 ? (
          <EmptyState title="No runs yet." />
        ) : (
          <ul className="audit-runs">
            {runs.data.runs.map((run) => (
              <li key={run.runId} className={`audit-run audit-run--${run.status}`}>
                <Link to="/audit/console/runs/$runId" params={{ runId: run.runId }}>
                  {KIND_LABEL[run.kind]}
                </Link>{' '}
                <span className="muted">started {run.startedAt}</span>
                <RunProgress run={run} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
