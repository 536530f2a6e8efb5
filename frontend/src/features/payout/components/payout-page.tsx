import {
  addressNamesOf,
  PAYMENT_PERIOD_LABELS,
  PAYMENT_PERIODS,
  PAYOUT_MESSAGES,
  type PayoutInfoView,
  formatCents,
  PAYOUT_RULES,
} from '@flirtwire/contracts';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useCountries } from '../api/get-countries';
import { usePayoutInfo } from '../api/get-payout-info';
import { useStates } from '../api/get-states';
import { useSavePayoutInfo } from '../api/save-payout-info';
import { EIN_PARTS, SSN_PARTS, TaxIdParts } from './tax-id-parts';

type Form = Record<string, string>;

function initial(info: PayoutInfoView): Form {
  const p = info.payment_request;
  return {
    payee_name: p.payee_name,
    address_line1: p.address_line1,
    address_line2: p.address_line2,
    city: p.city,
    state: p.state,
    zip_code: p.zip_code,
    country: p.country,
    taxable_status: String(p.taxable_status),
    payment_period: String(p.payment_period),
    balance_to_keep: p.balance_to_keep,
    tax_id_type: p.tax_id_type ?? 'ssn',
    ssn_part1: '',
    ssn_part2: '',
    ssn_part3: '',
    ein_part1: '',
    ein_part2: '',
    bank_name: info.bank_account.bank_name,
    routing_number: info.bank_account.routing_number,
    account_number: '',
    account_number_confirmation: '',
    account_type: String(info.bank_account.account_type),
    paxum_email: info.user_paxum.email,
    masspay_email: info.masspay_email,
  };
}

/**
 * Payout info (spec 002 §2 /account/payout, §5 rules, §8 errors). The Flirt setup wizard shows
 * the same form and moves on with `onSaved` once a save went through.
 */
export function PayoutPage({ onSaved }: { readonly onSaved?: () => void } = {}) {
  const info = usePayoutInfo();
  if (info.isPending) return <Loading />;
  if (info.isError) return <ErrorState title="Payout info could not be loaded." />;
  return <PayoutForm info={info.data} onSaved={onSaved} />;
}

function PayoutForm({
  info,
  onSaved,
}: {
  readonly info: PayoutInfoView;
  readonly onSaved: (() => void) | undefined;
}) {
  const [form, setForm] = useState<Form>(() => initial(info));
  const [reveal, setReveal] = useState(false);
  const countries = useCountries();
  const states = useStates(form.country ?? 'US');
  const names = addressNamesOf(form.country ?? 'US');
  const save = useSavePayoutInfo();
  const set = (name: string) => (event: { target: { value: string } }) => {
    setForm((previous) => ({ ...previous, [name]: event.target.value }));
  };
  const value = (name: string) => form[name] ?? '';
  const usNonTaxable = value('country') === 'US' && value('taxable_status') === '0';
  const errors =
    save.error instanceof ApiRequestError
      ? Object.entries(save.error.fields).map(([field, message]) => ({ field, message }))
      : [];
  const bad = (field: string) => errors.some((e) => e.field === field);
  // Save sits at the bottom of a long form: bring the error list (or the notice) into view.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!save.error && !save.isSuccess) return;
    outcome.current?.scrollIntoView({ block: 'start' });
    outcome.current?.focus({ preventScroll: true });
  }, [save.error, save.isSuccess]);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate(
      {
        payment_request: {
          payee_name: value('payee_name'),
          address_line1: value('address_line1'),
          address_line2: value('address_line2'),
          city: value('city'),
          state: value('state'),
          zip_code: value('zip_code'),
          country: value('country'),
          taxable_status: Number(value('taxable_status')) as 0 | 10 | 20,
          payment_period: Number(value('payment_period')) as 0 | 1 | 2 | 4 | 5 | 6,
          balance_to_keep: value('balance_to_keep'),
          tax_id_type: value('tax_id_type') === 'ein' ? 'ein' : 'ssn',
          ssn_part1: value('ssn_part1'),
          ssn_part2: value('ssn_part2'),
          ssn_part3: value('ssn_part3'),
          ein_part1: value('ein_part1'),
          ein_part2: value('ein_part2'),
        },
        bank_account: {
          bank_name: value('bank_name'),
          routing_number: value('routing_number'),
          account_number: value('account_number'),
          account_number_confirmation: value('account_number_confirmation'),
          account_type: value('account_type') === '1' ? 1 : 0,
        },
        user_paxum: { email: value('paxum_email') },
        masspay_email: value('masspay_email'),
      },
      { onSuccess: () => onSaved?.() },
    );
  };
  const input = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <label className={`field${bad(name) ? ' field--error' : ''}`}>
      <span>{label}</span>
      <input
        name={name}
        value={value(name)}
        onChange={set(name)}
        aria-invalid={bad(name)}
        {...extra}
      />
    </label>
  );
  const tinProps = {
    value,
    onChange: (name: string, digits: string) => {
      setForm((previous) => ({ ...previous, [name]: digits }));
    },
    invalid: bad('tax_payer_id'),
    reveal,
  };
  const period = Number(value('payment_period'));
  return (
    <form className="payout-form" onSubmit={submit} noValidate>
      {info.show_payout_warning ? (
        <p role="alert" className="warning">
          {info.payout_warning}
        </p>
      ) : null}
      <div ref={outcome} tabIndex={-1} className="payout-form__outcome">
        {save.isSuccess ? (
          <p role="status" className="notice notice--info">
            {save.data.notice}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <div role="alert" className="error-list">
            <h2>{PAYOUT_MESSAGES.heading(errors.length)}</h2>
            <ul>
              {errors.map((e) => (
                <li key={e.field}>{e.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <h2>Balances</h2>
      <dl className="facts">
        <div>
          <dt>Payable balance</dt>
          <dd>{info.balances.payable}</dd>
        </div>
        <div>
          <dt>Total balance</dt>
          <dd>{info.balances.total}</dd>
        </div>
      </dl>
      <h2>Next payout</h2>
      <dl className="facts">
        <div>
          <dt>Next payout date</dt>
          <dd>
            {info.next_payout_date ? formatDay(info.next_payout_date) : 'Payments are paused'}
          </dd>
        </div>
        <div>
          <dt>Next payout amount</dt>
          <dd>{formatCents(info.next_payout_cents)}</dd>
        </div>
        {info.hold_reason ? (
          <div>
            <dt>On hold</dt>
            <dd>{info.hold_reason}</dd>
          </div>
        ) : null}
      </dl>
      <h2>Payout rules</h2>
      <ul className="hint">
        {PAYOUT_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        <a href="/transactions/payment_history">Payment history</a>
      </p>
      <h2>Payment request</h2>
      {input('payee_name', 'Payee name', { autoComplete: 'name' })}
      {input('address_line1', 'Address', { autoComplete: 'address-line1' })}
      {input('address_line2', 'Address line 2', { autoComplete: 'address-line2' })}
      {input('city', 'City', { autoComplete: 'address-level2' })}
      <label className="field">
        <span>Country</span>
        <select
          name="country"
          autoComplete="country"
          value={value('country')}
          onChange={(event) => {
            // Another country's states mean nothing here: choose again.
            setForm((previous) => ({ ...previous, country: event.target.value, state: '' }));
          }}
        >
          {(countries.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {(states.data ?? []).length > 0 ? (
        <label className={`field${bad('state') ? ' field--error' : ''}`}>
          <span>{names.stateName}</span>
          <select
            name="state"
            autoComplete="address-level1"
            value={value('state')}
            onChange={set('state')}
          >
            <option value="">{`Choose a ${names.stateName.toLowerCase()}`}</option>
            {(states.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {input('zip_code', names.postalCodeName, { autoComplete: 'postal-code' })}
      <label className={`field${bad('taxable_in_us') ? ' field--error' : ''}`}>
        <span>Taxable status</span>
        <select
          name="taxable_status"
          value={value('taxable_status')}
          onChange={set('taxable_status')}
        >
          <option value="10">US person (individual)</option>
          <option value="20">US company</option>
          <option value="0">Not a US taxpayer</option>
        </select>
      </label>
      {usNonTaxable ? <p role="alert">{PAYOUT_MESSAGES.usNeedsTaxable}</p> : null}
      <fieldset>
        <legend>
          Tax payer id{' '}
          {info.payment_request.tax_payer_id
            ? `(on file: ${info.payment_request.tax_payer_id})`
            : ''}
        </legend>
        <label className="field">
          <span>Type</span>
          <select name="tax_id_type" value={value('tax_id_type')} onChange={set('tax_id_type')}>
            <option value="ssn">Social Security Number</option>
            <option value="ein">Employer ID Number</option>
          </select>
        </label>
        {value('tax_id_type') === 'ein' ? (
          <TaxIdParts
            key="ein"
            title="Employer ID Number"
            prefix="EIN"
            parts={EIN_PARTS}
            {...tinProps}
          />
        ) : (
          <TaxIdParts
            key="ssn"
            title="Social Security Number"
            prefix="SSN"
            parts={SSN_PARTS}
            {...tinProps}
          />
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={reveal}
            onChange={(e) => {
              setReveal(e.target.checked);
            }}
          />{' '}
          Show
        </label>
      </fieldset>
      <label className="field">
        <span>Payment method</span>
        <select
          name="payment_period"
          value={value('payment_period')}
          onChange={set('payment_period')}
        >
          {PAYMENT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {PAYMENT_PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </label>
      {input('balance_to_keep', 'Balance to keep ($0 to $99999)', { inputMode: 'decimal' })}
      {period === 2 ? (
        <fieldset>
          <legend>Bank account</legend>
          {input('bank_name', 'Bank name')}
          {input('routing_number', 'Routing number', { inputMode: 'numeric', maxLength: 9 })}
          {input(
            'account_number',
            `Account number${info.bank_account.account_number ? ` (on file: ${info.bank_account.account_number})` : ''}`,
            { inputMode: 'numeric' },
          )}
          {input('account_number_confirmation', 'Confirm account number', { inputMode: 'numeric' })}
          <label className="field">
            <span>Account type</span>
            <select
              name="account_type"
              value={value('account_type')}
              onChange={set('account_type')}
            >
              <option value="0">Checking</option>
              <option value="1">Savings</option>
            </select>
          </label>
        </fieldset>
      ) : null}
      {period === 6 ? (
        <label className={`field${bad('email') ? ' field--error' : ''}`}>
          <span>Paxum email</span>
          <input
            name="paxum_email"
            type="email"
            value={value('paxum_email')}
            onChange={set('paxum_email')}
          />
        </label>
      ) : null}
      {period === 5 ? (
        <label className={`field${bad('masspay_email') ? ' field--error' : ''}`}>
          <span>MassPay email</span>
          <input
            name="masspay_email"
            type="email"
            value={value('masspay_email')}
            onChange={set('masspay_email')}
          />
        </label>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={save.isPending || usNonTaxable}
      >
        Save
      </button>
    </form>
  );
}
