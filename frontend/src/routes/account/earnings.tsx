import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EarningsPage } from '@/features/earnings/components/earnings-page';
import { EarningsSearch } from '@/features/earnings/lib/earnings-search';
import { requireAdvisor } from '@/lib/guards';

export const Route = createFileRoute('/account/earnings')({
  validateSearch: EarningsSearch,
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
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
        window={search.window ?? '30'}
        view={search.view ?? 'gross'}
        onChange={(update) => {
          void navigate({ search: (previous) => ({ ...previous, ...update }), replace: true });
        }}
      />
    </section>
  );
}
