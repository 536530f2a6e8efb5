import { EARNINGS_WINDOWS } from '@flirtwire/contracts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { EarningsPage } from '@/features/earnings/components/earnings-page';
import { requireAdvisor } from '@/lib/guards';

export const Route = createFileRoute('/account/earnings')({
  validateSearch: z.object({
    // The router parses `window=30` as a number: accept either.
    window: z.coerce.string().pipe(z.enum(EARNINGS_WINDOWS)).optional().catch(undefined),
    view: z.enum(['gross', 'net']).optional().catch(undefined),
  }),
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
