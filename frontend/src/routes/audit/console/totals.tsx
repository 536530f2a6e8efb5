import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { figuresQuery } from '@/features/audit/api/list-figures';
import { ComputedProvenancePage } from '@/features/audit/components/computed-provenance-page';
import { searchSchema, text as textParam } from '@/lib/search-schema';

const text = textParam({ trim: true, min: 1, max: 100 });
const TotalsSearch = searchSchema({
  figure: text,
  subjectId: text,
  from: text,
  to: text,
  part: text,
});

export const Route = createFileRoute('/audit/console/totals')({
  validateSearch: TotalsSearch,
  loader: async ({ context: { queryClient } }) => {
    // The figures to choose from; the chosen one loads on the page.
    await queryClient.query({ ...figuresQuery, staleTime: 'static' }).catch(() => undefined);
  },
  component: AuditTotals,
});

function AuditTotals() {
  const { figure, subjectId, ...rest } = Route.useSearch();
  const navigate = useNavigate({ from: '/audit/console/totals' });
  return (
    <ComputedProvenancePage
      figure={figure && subjectId ? { figure, subjectId, ...rest } : null}
      onFigure={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
