import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ReconciliationPage } from '@/features/finance/components/reconciliation-page';
import { periodOf, ReconciliationSearch } from '@/features/finance/lib/reconciliation-search';
import { requireStaffRole } from '@/lib/guards';

/** The reconciliation of processor, ledger and read models (roles finance and auditor). */
export const Route = createFileRoute('/finance_console_/reconciliation')({
  validateSearch: ReconciliationSearch,
  beforeLoad: async ({ context, location }) => {
    await requireStaffRole(
      context,
      location,
      ['finance', 'auditor'],
      'The reconciliation is for finance staff and auditors only.',
    );
  },
  component: ReconciliationRoute,
});

function ReconciliationRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { from, to } = periodOf(search);
  return (
    <section className="page">
      <h1>Reconciliation</h1>
      <ReconciliationPage
        key={`${from}:${to}`}
        from={from}
        to={to}
        page={search.page ?? 1}
        onChange={(next) => {
          void navigate({ search: next });
        }}
      />
    </section>
  );
}
