import { type SyntheticEvent, useState } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { type ComputedFigureRef, useComputedProvenance } from '../api/computed-provenance';
import { useFigures } from '../api/list-figures';
import { formText } from '../lib/form-text';
import { FigureEvents, FigureVerdict } from './figure-events';

const optional = (text: string) => (text === '' ? undefined : text);

/**
 * Totals the product adds up when asked (earnings gross, fees, reversals, net; 1099-K boxes once
 * finance registers them): the read model's figure beside the figure recomputed from the events.
 */
export function ComputedProvenancePage({
  figure,
  onFigure,
}: {
  readonly figure: ComputedFigureRef | null;
  readonly onFigure: (figure: ComputedFigureRef) => void;
}) {
  const figures = useFigures();
  const trace = useComputedProvenance(figure);
  const computed = figures.data?.computed ?? [];
  const [chosen, setChosen] = useState(figure?.figure ?? '');
  const parts = computed.find((f) => f.key === (chosen || computed[0]?.key))?.parts ?? [];
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = optional(formText(form, 'from'));
    const to = optional(formText(form, 'to'));
    const part = optional(formText(form, 'part'));
    onFigure({
      figure: formText(form, 'figure'),
      subjectId: formText(form, 'subjectId'),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(part ? { part } : {}),
    });
  };
  if (figures.isPending) return <Loading label="Loading the figures…" />;
  if (figures.isError) {
    return <ErrorState error={figures.error} title="We could not load the figures." />;
  }
  return (
    <div className="audit-panel">
      <form
        key={JSON.stringify(figure)}
        className="audit-filters"
        onSubmit={submit}
        aria-label="Total"
      >
        <label className="field">
          <span className="field__label">Figure</span>
          <select
            className="select"
            name="figure"
            defaultValue={figure?.figure ?? computed[0]?.key}
            onChange={(event) => {
              setChosen(event.currentTarget.value);
            }}
          >
            {computed.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Subject id</span>
          <input
            className="input"
            name="subjectId"
            defaultValue={figure?.subjectId ?? ''}
            required
            pattern="[0-9a-fA-F-]{36}"
            title="A Flirt's, payee's or customer's id (UUID)"
          />
        </label>
        <label className="field">
          <span className="field__label">From (UTC)</span>
          <input className="input" type="date" name="from" defaultValue={figure?.from ?? ''} />
        </label>
        <label className="field">
          <span className="field__label">To (UTC)</span>
          <input className="input" type="date" name="to" defaultValue={figure?.to ?? ''} />
        </label>
        <label className="field">
          <span className="field__label">Part</span>
          <select className="select" name="part" defaultValue={figure?.part ?? ''}>
            <option value="">Whole figure</option>
            {parts.map((part) => (
              <option key={part} value={part}>
                {part}
              </option>
            ))}
          </select>
        </label>
        <div className="audit-filters__actions">
          <button type="submit" className="button button--primary">
            Trace
          </button>
        </div>
      </form>
      {figure === null ? (
        <p className="muted">{computed.map((f) => `${f.label}: ${f.description}`).join(' ')}</p>
      ) : trace.isPending ? (
        <Loading label="Recomputing the figure…" />
      ) : trace.isError ? (
        <ErrorState error={trace.error} title="We could not trace this figure." />
      ) : (
        <section aria-labelledby="computed-heading">
          <h2 id="computed-heading">{trace.data.label}</h2>
          <dl className="facts audit-facts">
            <FigureVerdict
              displayed={trace.data.displayed}
              recomputed={trace.data.recomputed}
              matches={trace.data.matches}
            />
            <dt>Days</dt>
            <dd>
              {trace.data.from ?? 'the beginning'} to {trace.data.to ?? 'now'}
              {trace.data.part ? `, ${trace.data.part}` : ''}
            </dd>
            <dt>As of position</dt>
            <dd>{trace.data.asOfPosition}</dd>
          </dl>
          <p>{trace.data.explanation}</p>
          <FigureEvents events={trace.data.events} total={trace.data.eventsTotal} />
        </section>
      )}
    </div>
  );
}
