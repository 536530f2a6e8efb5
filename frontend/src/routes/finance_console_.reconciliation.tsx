import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { ReconciliationPage } from '@/features/finance/components/reconciliation-page';
import { periodOf, ReconciliationSearch } from '@/features/finance/lib/reconciliation-search';
import { requireUser } from '@/lib/guards';

/** The reconciliation of processor, ledger and read models (roles finance and auditor). */
export const Route = createFileRoute('/finance_console_/reconciliation')({
  validateSearch: ReconciliationSearch,
  beforeLoad: async ({ context, location }) => {
    const user = await requireUser(context, location);
    if (!user.roles.includes('finance') && !user.roles.includes('auditor')) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/account',
        search: {
          'snackbar[severity]': 'error',
          'snackbar[message]': 'The reconciliation is for finance staff and auditors only.',
        },
      });
    }
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
