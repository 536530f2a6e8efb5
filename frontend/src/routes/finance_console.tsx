import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { formsQuery } from '@/features/finance/api/get-forms';
import { payeesQuery } from '@/features/finance/api/get-payees';
import { thresholdsQuery } from '@/features/finance/api/get-thresholds';
import { FinanceConsole } from '@/features/finance/components/finance-console';
import { defaultTaxYear, FinanceConsoleSearch } from '@/features/finance/lib/console-search';
import { requireFinance } from '@/lib/guards';

/** The finance console (role finance); /finance is the API prefix, hence /finance_console. */
export const Route = createFileRoute('/finance_console')({
  validateSearch: FinanceConsoleSearch,
  beforeLoad: requireFinance,
  loaderDeps: ({ search }) => ({ year: search.year ?? defaultTaxYear() }),
  loader: async ({ context: { queryClient }, deps: { year } }) => {
    // Cached data as it is (like ensureQueryData); a section that cannot be read shows its own
    // error on the page (the query keeps it), so a failed read does not fail the route.
    await Promise.allSettled([
      queryClient.query({ ...payeesQuery(year), staleTime: 'static' }),
      queryClient.query({ ...formsQuery(year), staleTime: 'static' }),
      queryClient.query({ ...thresholdsQuery(year), staleTime: 'static' }),
    ]);
  },
  component: FinanceConsolePage,
});

function FinanceConsolePage() {
  const { year } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <FinanceConsole
      year={year ?? defaultTaxYear()}
      onYearChange={(next) => {
        void navigate({ search: (previous) => ({ ...previous, year: next }) });
      }}
    />
  );
}
