import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { earningsQuery, granularityFor } from '@/features/earnings/api/get-earnings';
import { earningsHistoryQuery } from '@/features/earnings/api/get-earnings-history';
import { earningsInsightsQuery } from '@/features/earnings/api/get-earnings-insights';
import { EarningsPage } from '@/features/earnings/components/earnings-page';
import { DEFAULT_EARNINGS_WINDOW, EarningsSearch } from '@/features/earnings/lib/earnings-search';
import { requireAdvisor } from '@/lib/guards';

export const Route = createFileRoute('/account/earnings')({
  validateSearch: EarningsSearch,
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  loaderDeps: ({ search }) => ({ window: search.window ?? DEFAULT_EARNINGS_WINDOW }),
  // The page's three reads (chart and totals, insights, the history's first page) start beside
  // its code, not once it has rendered; the page's own queries then find them under way.
  loader: ({ context: { queryClient }, deps: { window } }) => {
    const started = [
      queryClient.query(earningsQuery({ window, granularity: granularityFor(window) })),
      queryClient.query(earningsInsightsQuery(window)),
      queryClient.query(earningsHistoryQuery(1)),
    ];
    // A failed read shows on the page, in its own error state.
    for (const read of started) read.catch(() => undefined);
  },
  component: Earnings,
});

function Earnings() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/account/earnings' });
  return (
    <section>
      <div className="page-header">
        <h1>Earnings</h1>
      </div>
      <EarningsPage
        window={search.window ?? DEFAULT_EARNINGS_WINDOW}
        view={search.view ?? 'gross'}
        onChange={(update) => {
          void navigate({ search: (previous) => ({ ...previous, ...update }), replace: true });
        }}
      />
    </section>
  );
}
