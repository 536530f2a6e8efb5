import {
  boxTitle,
  decimalToCents,
  formatCents,
  FORM_1099K_BOXES,
  PAYEE_INSTRUCTIONS,
  type TaxFormDetail,
} from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { ErrorState, Loading } from '@/components/states';
import { taxFormPdfUrl, useTaxForm } from '../api/get-tax-form';

/** "1234.50" → "$1,234.50" (amounts come as decimal text, never floats). */
const currency = (decimal: string) => {
  const cents = decimalToCents(decimal);
  return cents === null ? decimal : formatCents(cents);
};

/** /account/tax_forms/{id} (spec 001 §2.8): the form, a Print link (Copy B PDF), instructions. */
export function TaxFormPage({ id }: { readonly id: string }) {
  const form = useTaxForm(id);
  return (
    <section className="page page--narrow tax-form">
      <Link to="/account/tax_forms">Back</Link>
      <h1>Form 1099-K</h1>
      {form.isPending ? (
        <Loading label="Loading tax information..." />
      ) : form.isError ? (
        <ErrorState title="This tax form could not be loaded." />
      ) : (
        <FormBody form={form.data} />
      )}
    </section>
  );
}

function FormBody({ form }: { readonly form: TaxFormDetail }) {
  const d = form.data;
  return (
    <>
      <p>
        <a href={taxFormPdfUrl(form.id)} target="_blank" rel="noreferrer">
          Print
        </a>
      </p>
      <h2>
        {form.order_year} {form.short_name}
      </h2>
      <div className="tax-form__parties">
        <div>
          <h3>Filer</h3>
          <p>
            {d.filer.name}
            <br />
            {d.filer.address}
            <br />
            {d.filer.city_state_zip}
            <br />
            {d.filer.phone}
          </p>
          <p>FILER&apos;S TIN: {d.filer.tin}</p>
        </div>
        <div>
          <h3>Payee</h3>
          <p>
            {d.payee_name}
            <br />
            {d.address_line1}
            {d.address_line2 ? (
              <>
                <br />
                {d.address_line2}
              </>
            ) : null}
            <br />
            {d.city}
            {d.state ? `, ${d.state}` : ''} {d.zip}
          </p>
          <p>PAYEE&apos;S TIN: {d.TIN}</p>
        </div>
      </div>
      <dl className="facts tax-form__boxes">
        {FORM_1099K_BOXES.map((box) => {
          const value = d[box.detailKey];
          return (
            <div key={box.key}>
              <dt>{boxTitle(box)}</dt>
              <dd>{typeof value === 'number' ? value : currency(value)}</dd>
            </div>
          );
        })}
      </dl>
      <section className="tax-form__instructions">
        {PAYEE_INSTRUCTIONS.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
    </>
  );
}
