import {
  centsToDecimal,
  type Comparison,
  JURISDICTION_NAMES,
  type ThresholdView,
} from '@flirtwire/contracts';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useSetThreshold } from '../api/set-threshold';

/** A labelled "at least / more than" choice. */
function ComparisonField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: Comparison;
  readonly onChange: (value: Comparison) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => {
          onChange(event.target.value === 'more_than' ? 'more_than' : 'at_least');
        }}
      >
        <option value="at_least">at least</option>
        <option value="more_than">more than</option>
      </select>
    </div>
  );
}

/**
 * Edits one year's threshold for one jurisdiction (PUT /finance/thresholds/{year}/{jurisdiction});
 * the API's messages show at their fields, and the payees are read again after the save.
 */
export function ThresholdDialog({
  year,
  threshold,
  onClose,
  onSaved,
}: {
  readonly year: number;
  readonly threshold: ThresholdView;
  readonly onClose: () => void;
  readonly onSaved: (name: string) => void;
}) {
  const name = JURISDICTION_NAMES[threshold.jurisdiction];
  const [minGross, setMinGross] = useState(centsToDecimal(threshold.minGrossCents));
  const [grossComparison, setGrossComparison] = useState(threshold.grossComparison);
  const [minTransactions, setMinTransactions] = useState(String(threshold.minTransactions));
  const [transactionsComparison, setTransactionsComparison] = useState(
    threshold.transactionsComparison,
  );
  const [note, setNote] = useState(threshold.note);
  const noteId = useId();
  const save = useSetThreshold();
  const errors = {
    minGross: fieldError(save.error, 'min_gross'),
    minTransactions: fieldError(save.error, 'min_transactions'),
    note: fieldError(save.error, 'note'),
  };
  const other =
    save.error instanceof ApiRequestError &&
    !errors.minGross &&
    !errors.minTransactions &&
    !errors.note
      ? save.error.message
      : null;
  return (
    <Dialog
      open
      title={`${name} threshold ${String(year)}`}
      onClose={onClose}
      description="A payee crosses the threshold when both the gross (box 1a) and the transaction count (box 3) pass it."
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="edit-threshold"
            className="button button--primary"
            disabled={save.isPending}
          >
            Save
          </button>
        </>
      }
    >
      <form
        id="edit-threshold"
        className="threshold-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const count = minTransactions.trim();
          save.mutate(
            {
              year,
              jurisdiction: threshold.jurisdiction,
              body: {
                min_gross: minGross.trim(),
                gross_comparison: grossComparison,
                min_transactions: /^\d{1,7}$/.test(count) ? Number(count) : count,
                transactions_comparison: transactionsComparison,
                note,
              },
            },
            {
              onSuccess: () => {
                onSaved(name);
              },
            },
          );
        }}
      >
        <div className="threshold-form__row">
          <ComparisonField label="Gross" value={grossComparison} onChange={setGrossComparison} />
          <TextField
            label="Minimum gross ($)"
            inputMode="decimal"
            data-autofocus
            value={minGross}
            error={errors.minGross}
            onChange={(event) => {
              setMinGross(event.target.value);
            }}
          />
        </div>
        <div className="threshold-form__row">
          <ComparisonField
            label="Transactions"
            value={transactionsComparison}
            onChange={setTransactionsComparison}
          />
          <TextField
            label="Minimum transactions"
            inputMode="numeric"
            value={minTransactions}
            error={errors.minTransactions}
            onChange={(event) => {
              setMinTransactions(event.target.value);
            }}
          />
        </div>
        <div className={`field ${errors.note ? 'field--invalid' : ''}`}>
          <label htmlFor={noteId} className="field__label">
            Note (why it changed)
          </label>
          <textarea
            id={noteId}
            className="textarea"
            rows={2}
            value={note}
            aria-invalid={errors.note ? true : undefined}
            {...(errors.note ? { 'aria-describedby': `${noteId}-error` } : {})}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
          {errors.note ? (
            <p id={`${noteId}-error`} className="field__error" role="alert">
              {errors.note}
            </p>
          ) : null}
        </div>
        <FormError message={other} />
      </form>
    </Dialog>
  );
}
