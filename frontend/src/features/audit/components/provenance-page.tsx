import type { SyntheticEvent } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { useFigures } from '../api/list-figures';
import { useProjections } from '../api/list-projections';
import { useProvenance } from '../api/provenance';
import { formText } from '../lib/form-text';
import { FigureEvents, FigureVerdict } from './figure-events';

export interface FigureRef {
  readonly collection: string;
  readonly id: string;
  readonly field: string;
}

/**
 * Figure provenance: a read model's figure, the events that produce it and the figure
 * recomputed from them, side by side with what the product shows.
 */
export function ProvenancePage({
  figure,
  onFigure,
}: {
  readonly figure: FigureRef | null;
  readonly onFigure: (figure: FigureRef) => void;
}) {
  const projections = useProjections();
  const figures = useFigures();
  const trace = useProvenance(figure);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onFigure({
      collection: formText(form, 'collection'),
      id: formText(form, 'id'),
      field: formText(form, 'field'),
    });
  };
  const collections = projections.data?.projections.flatMap((p) => p.collections) ?? [];
  return (
    <div className="audit-panel">
      <form
        key={JSON.stringify(figure)}
        className="audit-filters"
        onSubmit={submit}
        aria-label="Figure"
      >
        <label className="field">
          <span className="field__label">Read model</span>
          <input
            className="input"
            name="collection"
            list="audit-collections"
            defaultValue={figure?.collection ?? ''}
            required
          />
          <datalist id="audit-collections">
            {collections.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <label className="field">
          <span className="field__label">Document id</span>
          <input className="input" name="id" defaultValue={figure?.id ?? ''} required />
        </label>
        <label className="field">
          <span className="field__label">Field</span>
          <input className="input" name="field" defaultValue={figure?.field ?? ''} required />
        </label>
        <div className="audit-filters__actions">
          <button type="submit" className="button button--primary">
            Trace
          </button>
        </div>
      </form>
      {figures.data && figures.data.figures.length > 0 ? (
        <p className="muted">
          Declared figures:{' '}
          {figures.data.figures.map((f) => `${f.collection}.${f.field} (${f.label})`).join(', ')}.
          Any other field is traced by re-running its projection.
        </p>
      ) : null}
      {figure === null ? null : trace.isPending ? (
        <Loading label="Tracing the figure…" />
      ) : trace.isError ? (
        <ErrorState error={trace.error} title="We could not trace this figure." />
      ) : (
        <section aria-labelledby="trace-heading">
          <h2 id="trace-heading">
            {trace.data.label} <span className="muted">({trace.data.projection})</span>
          </h2>
          <dl className="facts audit-facts">
            <FigureVerdict
              displayed={trace.data.displayed}
              recomputed={trace.data.recomputed}
              matches={trace.data.matches}
            />
            <dt>As of position</dt>
            <dd>{trace.data.asOfPosition}</dd>
            <dt>Method</dt>
            <dd>
              {trace.data.method === 'declared' ? 'declared recomputation' : 'recorded replay'}
            </dd>
          </dl>
          <p>{trace.data.explanation}</p>
          <FigureEvents events={trace.data.events} total={trace.data.eventsTotal} />
        </section>
      )}
    </div>
  );
}
