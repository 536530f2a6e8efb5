import {
  type CustomerFiltersInput,
  DAYS_AGO_MAX,
  DEFAULT_MIN_AMOUNT,
  EARNINGS_CHANNEL_FILTERS,
  EARNINGS_CHANNELS,
  EARNINGS_WINDOWS,
  SAVED_SEARCH_NAME_MAX,
  LAPSE_RISK_LEVELS,
  PREDICTION_MIN_REPEAT_CUSTOMERS,
  STATUS_FILTERS,
  VALUE_FILTERS,
} from '@flirtwire/contracts';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { CheckboxField, FormError, TextField } from '@/components/field';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { TagInput } from './tag-input';

const WINDOW_LABELS: Record<(typeof EARNINGS_WINDOWS)[number], string> = {
  '7': 'Last 7 days',
  '14': 'Last 14 days',
  '30': 'Last 30 days',
  '60': 'Last 60 days',
  '90': 'Last 90 days',
  '180': 'Last 180 days',
  '365': 'Last 365 days',
  lifetime: 'Lifetime',
};

function CheckGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly options: readonly T[];
  readonly value: readonly T[];
  readonly onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="check-list">
        {options.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => {
                onChange(
                  event.target.checked
                    ? [...value, option]
                    : value.filter((item) => item !== option),
                );
              }}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface DaysRange {
  readonly min: string;
  readonly max: string;
}

function daysError(range: DaysRange): string | null {
  if (range.min === '' && range.max === '') return null;
  const min = range.min === '' ? 0 : Number(range.min);
  const max = range.max === '' ? DAYS_AGO_MAX : Number(range.max);
  if (![min, max].every((n) => Number.isInteger(n) && n >= 0 && n <= DAYS_AGO_MAX)) {
    return `Days ago must be between 0 and ${String(DAYS_AGO_MAX)}.`;
  }
  if (min > max) return 'The first number of days must not be more than the second.';
  return null;
}

function DaysField({
  legend,
  value,
  onChange,
  error,
}: {
  readonly legend: string;
  readonly value: DaysRange;
  readonly onChange: (next: DaysRange) => void;
  readonly error: string | null;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="range-row">
        <label htmlFor={`${id}-min`} className="visually-hidden">
          {legend}: from
        </label>
        <input
          id={`${id}-min`}
          className="input"
          inputMode="numeric"
          placeholder="0"
          value={value.min}
          onChange={(event) => {
            onChange({ ...value, min: event.target.value.replace(/\D/g, '').slice(0, 4) });
          }}
        />
        <span>to</span>
        <label htmlFor={`${id}-max`} className="visually-hidden">
          {legend}: to
        </label>
        <input
          id={`${id}-max`}
          className="input"
          inputMode="numeric"
          placeholder={String(DAYS_AGO_MAX)}
          value={value.max}
          onChange={(event) => {
            onChange({ ...value, max: event.target.value.replace(/\D/g, '').slice(0, 4) });
          }}
        />
        <span className="muted">days ago</span>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function toRange(range: { min: number; max: number } | null | undefined): DaysRange {
  return range ? { min: String(range.min), max: String(range.max) } : { min: '', max: '' };
}

function fromRange(range: DaysRange): { min: number; max: number } | null {
  if (range.min === '' && range.max === '') return null;
  return {
    min: range.min === '' ? 0 : Number(range.min),
    max: range.max === '' ? DAYS_AGO_MAX : Number(range.max),
  };
}

/**
 * The packages section of Advanced Search: the Flirt's packages to pick from, or why there are
 * none to pick (null: they could not be listed).
 */
export function PackagesFilter({
  packages,
  chosen,
  onChange,
}: {
  readonly packages: readonly { id: string; name: string }[] | null;
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
}) {
  if (packages === null) {
    return <p className="muted">Packages are not available right now.</p>;
  }
  if (packages.length === 0) {
    return <p className="muted">You have no packages yet.</p>;
  }
  return (
    <div className="check-list">
      {packages.map((pkg) => (
        <label key={pkg.id}>
          <input
            type="checkbox"
            checked={chosen.includes(pkg.id)}
            onChange={(event) => {
              onChange(
                event.target.checked ? [...chosen, pkg.id] : chosen.filter((id) => id !== pkg.id),
              );
            }}
          />
          {pkg.name}
        </label>
      ))}
    </div>
  );
}

export interface FiltersDialogProps {
  readonly open: boolean;
  readonly filters: CustomerFiltersInput;
  readonly tagNames: readonly string[];
  readonly packages: readonly { id: string; name: string }[] | null;
  readonly onClose: () => void;
  /** Apply; with `saveAs` the search is also saved under that name. */
  readonly onApply: (filters: CustomerFiltersInput, saveAs: string | null) => void;
  readonly saving: boolean;
  readonly saveError: unknown;
}

/**
 * Advanced Search: every filter of spec 002 §3 (value, status, main spend, contacted and
 * earned day ranges 0 to 1090, packages, tags to have and to exclude, earnings details with a
 * minimum amount, channel and window, zero-spend customers) and 'Save this search'.
 */
export function FiltersDialog({
  open,
  filters,
  tagNames,
  packages,
  onClose,
  onApply,
  saving,
  saveError,
}: FiltersDialogProps) {
  const [value, setValue] = useState(filters.value ?? []);
  const [status, setStatus] = useState(filters.status ?? []);
  const [mainSpend, setMainSpend] = useState(filters.mainSpend ?? []);
  const [contacted, setContacted] = useState(toRange(filters.contactedDaysAgo));
  const [earned, setEarned] = useState(toRange(filters.earnedDaysAgo));
  const [chosenPackages, setChosenPackages] = useState(filters.packages ?? []);
  const [hasTags, setHasTags] = useState<string[]>([...(filters.hasTags ?? [])]);
  const [excludeTags, setExcludeTags] = useState<string[]>([...(filters.excludeTags ?? [])]);
  const [earningsDetails, setEarningsDetails] = useState(filters.earningsDetails ?? false);
  const [minAmount, setMinAmount] = useState(filters.minAmount ?? DEFAULT_MIN_AMOUNT);
  const [channel, setChannel] = useState(filters.earningsChannel ?? 'All');
  const [dateWindow, setDateWindow] = useState(filters.earningsDateWindow ?? '30');
  const [includeZero, setIncludeZero] = useState(filters.includeZeroSpendCustomers ?? true);
  const [lapseRisk, setLapseRisk] = useState(filters.lapseRisk ?? []);
  const [minPredicted, setMinPredicted] = useState(filters.minPredicted90 ?? '');
  const [save, setSave] = useState(false);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const channelId = useId();
  const windowId = useId();

  const contactedError = daysError(contacted);
  const earnedError = daysError(earned);

  const apply = () => {
    const next: Record<string, string> = {};
    if (earningsDetails && !/^\d{1,7}(?:\.\d{1,2})?$/.test(minAmount.trim())) {
      next.minAmount = 'Please enter an amount in dollars, with up to 2 decimals.';
    }
    if (minPredicted.trim() && !/^\d{1,7}(?:\.\d{1,2})?$/.test(minPredicted.trim())) {
      next.minPredicted = 'Please enter an amount in dollars, with up to 2 decimals.';
    }
    if (save && !name.trim()) next.name = 'Please name this search.';
    setErrors(next);
    if (Object.keys(next).length > 0 || contactedError || earnedError) return;
    onApply(
      {
        ...(filters.text ? { text: filters.text } : {}),
        value,
        status,
        mainSpend,
        contactedDaysAgo: fromRange(contacted),
        earnedDaysAgo: fromRange(earned),
        packages: chosenPackages,
        hasTags,
        excludeTags,
        earningsDetails,
        minAmount: minAmount.trim() || DEFAULT_MIN_AMOUNT,
        earningsChannel: channel,
        earningsDateWindow: dateWindow,
        includeZeroSpendCustomers: includeZero,
        lapseRisk,
        minPredicted90: minPredicted.trim() || null,
      },
      save ? name.trim() : null,
    );
  };

  const reset = () => {
    setValue([]);
    setStatus([]);
    setMainSpend([]);
    setContacted({ min: '', max: '' });
    setEarned({ min: '', max: '' });
    setChosenPackages([]);
    setHasTags([]);
    setExcludeTags([]);
    setEarningsDetails(false);
    setMinAmount(DEFAULT_MIN_AMOUNT);
    setChannel('All');
    setDateWindow('30');
    setIncludeZero(true);
    setLapseRisk([]);
    setMinPredicted('');
  };

  const saveMessage =
    saveError instanceof ApiRequestError && Object.keys(saveError.fields).length === 0
      ? saveError.message
      : null;

  return (
    <Dialog
      open={open}
      title="Advanced Search"
      onClose={onClose}
      width={760}
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={reset}>
            Reset filters
          </button>
          <span className="toolbar__spacer" />
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={apply}
            disabled={saving}
          >
            {saving ? 'Saving…' : 'Search'}
          </button>
        </>
      }
    >
      <form
        className="filters-grid"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <CheckGroup legend="Value" options={VALUE_FILTERS} value={value} onChange={setValue} />
        <CheckGroup legend="Status" options={STATUS_FILTERS} value={status} onChange={setStatus} />
        <fieldset>
          <legend>Predictions</legend>
          <CheckGroup
            legend="Lapse Risk"
            options={LAPSE_RISK_LEVELS}
            value={lapseRisk}
            onChange={setLapseRisk}
          />
          <TextField
            label="Predicted 90D $ at least"
            inputMode="decimal"
            value={minPredicted}
            onChange={(event) => {
              setMinPredicted(event.target.value);
            }}
            error={errors.minPredicted}
            hint={`Fitted once a day on your customers’ purchases; needs at least ${String(PREDICTION_MIN_REPEAT_CUSTOMERS)} customers who bought on two or more days.`}
          />
        </fieldset>
        <CheckGroup
          legend="Main Spend"
          options={EARNINGS_CHANNELS}
          value={mainSpend}
          onChange={setMainSpend}
        />
        <fieldset>
          <legend>Packages</legend>
          <PackagesFilter
            packages={packages}
            chosen={chosenPackages}
            onChange={setChosenPackages}
          />
        </fieldset>
        <DaysField
          legend="Contacted"
          value={contacted}
          onChange={setContacted}
          error={contactedError}
        />
        <DaysField legend="Earned" value={earned} onChange={setEarned} error={earnedError} />
        <fieldset>
          <legend>Tags</legend>
          <TagInput
            label="Has any of these tags"
            value={hasTags}
            onChange={setHasTags}
            suggestions={tagNames}
          />
          <TagInput
            label="Has none of these tags"
            value={excludeTags}
            onChange={setExcludeTags}
            suggestions={tagNames}
          />
        </fieldset>
        <fieldset>
          <legend>Earnings details</legend>
          <CheckboxField
            label="Only customers who spent at least…"
            checked={earningsDetails}
            onChange={setEarningsDetails}
          />
          {earningsDetails ? (
            <div className="form">
              <TextField
                label="Minimum amount ($)"
                inputMode="decimal"
                value={minAmount}
                onChange={(event) => {
                  setMinAmount(event.target.value);
                }}
                error={errors.minAmount}
              />
              <div className="field">
                <label className="field__label" htmlFor={channelId}>
                  On
                </label>
                <select
                  id={channelId}
                  className="select"
                  value={channel}
                  onChange={(event) => {
                    setChannel(event.target.value as (typeof EARNINGS_CHANNEL_FILTERS)[number]);
                  }}
                >
                  {EARNINGS_CHANNEL_FILTERS.map((option) => (
                    <option key={option} value={option}>
                      {option === 'All' ? 'All channels' : option}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label className="field__label" htmlFor={windowId}>
                  Within
                </label>
                <select
                  id={windowId}
                  className="select"
                  value={dateWindow}
                  onChange={(event) => {
                    setDateWindow(event.target.value as (typeof EARNINGS_WINDOWS)[number]);
                  }}
                >
                  {EARNINGS_WINDOWS.map((option) => (
                    <option key={option} value={option}>
                      {WINDOW_LABELS[option]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ) : null}
          <CheckboxField
            label="Include customers who never spent"
            checked={includeZero}
            onChange={setIncludeZero}
          />
        </fieldset>
        <fieldset style={{ gridColumn: '1 / -1' }}>
          <legend>Save</legend>
          <CheckboxField label="Save this search" checked={save} onChange={setSave} />
          {save ? (
            <TextField
              label="Name of the search"
              maxLength={SAVED_SEARCH_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
              }}
              error={
                errors.name ??
                fieldError(saveError, 'nameForSavedSearch', 'filters.nameForSavedSearch', 'name')
              }
            />
          ) : null}
          <FormError message={saveMessage} />
        </fieldset>
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
