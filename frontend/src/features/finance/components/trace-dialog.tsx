import {
  boxTitle,
  type FinanceFormView,
  FORM_1099K_BOXES,
  formatCents,
} from '@flirtwire/contracts';
import { Dialog } from '@/components/dialog';
import { ErrorState, Loading } from '@/components/states';
import { formatShortDate } from '@/lib/format';
import { useFormTrace } from '../api/get-form-trace';

/** "America/Los_Angeles (Pacific Time)": the zone's id and its everyday name. */
function zoneName(timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${timeZone} (${name})` : timeZone;
}

/** "PT": the zone's short name for the column heading. */
function zoneAbbreviation(timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** The events behind every box of a form (GET /finance/tax_forms/{id}/trace). */
export function TraceDialog({
  form,
  onClose,
}: {
  readonly form: FinanceFormView;
  readonly onClose: () => void;
}) {
  const trace = useFormTrace(form.id);
  return (
    <Dialog
      open
      width={760}
      title={`Events behind ${form.corrected ? 'corrected ' : ''}1099-K ${form.id.slice(-6)}`}
      onClose={onClose}
    >
      {trace.isPending ? (
        <Loading />
      ) : trace.isError ? (
        <ErrorState error={trace.error} title="The trace could not be loaded." />
      ) : (
        <>
          <p role="status">
            {trace.data.matches_form
              ? 'The events add up to every box of the form.'
              : 'The events do NOT add up to the form.'}
          </p>
          <table className="table table--compact" aria-label="Boxes">
            <thead>
              <tr>
                <th>Box</th>
                <th>Amount</th>
                <th>Events</th>
              </tr>
            </thead>
            <tbody>
              {FORM_1099K_BOXES.map((box) => {
                const figures = trace.data.boxes[box.key];
                return (
                  <tr key={box.key}>
                    <td>{boxTitle(box)}</td>
                    <td>{box.key === '3' ? '' : formatCents(figures.amount_cents)}</td>
                    <td>{figures.count}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <h3>Events ({trace.data.entries.length})</h3>
          <p className="muted">
            {`Dates are in the reporting time zone, ${zoneName(trace.data.time_zone)}, as are the months of boxes 5a-5l.`}
          </p>
          <div className="trace__entries">
            <table className="table table--compact">
              <thead>
                <tr>
                  <th>Position</th>
                  <th>Event</th>
                  <th>Stream</th>
                  <th>{`Date (${zoneAbbreviation(trace.data.time_zone)})`}</th>
                  <th>Box</th>
                  <th>Amount</th>
                </tr>
              </thead>
              <tbody>
                {trace.data.entries.map((entry) => (
                  <tr key={entry.event_id}>
                    <td>{entry.position}</td>
                    <td>{entry.type}</td>
                    <td>{entry.stream_id}</td>
                    <td>{formatShortDate(entry.at, trace.data.time_zone)}</td>
                    <td>{entry.box}</td>
                    <td>{formatCents(entry.amount_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Dialog>
  );
}
