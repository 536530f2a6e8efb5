import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { figuresQuery } from '@/features/audit/api/list-figures';
import { projectionsQuery } from '@/features/audit/api/list-projections';
import { ProvenancePage } from '@/features/audit/components/provenance-page';
import { searchSchema, text as textParam } from '@/lib/search-schema';

const text = textParam({ trim: true, min: 1, max: 300 });
const ProvenanceSearch = searchSchema({ collection: text, id: text, field: text });

export const Route = createFileRoute('/audit/console/provenance')({
  validateSearch: ProvenanceSearch,
  loader: async ({ context: { queryClient } }) => {
    // What can be traced; the figure itself loads on the page once chosen.
    await Promise.allSettled([
      queryClient.query({ ...figuresQuery, staleTime: 'static' }),
      queryClient.query({ ...projectionsQuery, staleTime: 'static' }),
    ]);
  },
  component: AuditProvenance,
});

function AuditProvenance() {
  const { collection, id, field } = Route.useSearch();
  const navigate = useNavigate({ from: '/audit/console/provenance' });
  const figure = collection && id && field ? { collection, id, field } : null;
  return (
    <ProvenancePage
      figure={figure}
      onFigure={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
