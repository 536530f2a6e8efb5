import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useTaxForms } from '../api/get-tax-forms';

/** /account/tax_forms (spec 001 §2.8). */
export function TaxFormsList() {
  const forms = useTaxForms();
  return (
    <section className="page page--narrow">
      <a href="/transactions/payment_history">Back</a>
      <h1>Tax Forms</h1>
      <p>
        Form 1099-K is issued to Flirts eligible to work in the US whose gross earnings in a
        calendar year reach the reporting threshold ($5,000 or more from 2024; $20,000 before).
        Earnings are totalled across every account that shares your tax ID. Forms are listed from
        tax year 2021; for earlier years please contact support.
      </p>
      {forms.isPending ? (
        <Loading />
      ) : forms.isError ? (
        <ErrorState title="Tax forms could not be loaded." />
      ) : forms.data.length === 0 ? (
        <EmptyState title="You have no tax forms yet." />
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>Tax Year</th>
              <th>Form</th>
            </tr>
          </thead>
          <tbody>
            {forms.data.map((form) => (
              <tr key={form.id}>
                <td>{form.order_year}</td>
                <td>
                  <Link to="/account/tax_forms/$id" params={{ id: form.id }}>
                    {form.short_name}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
