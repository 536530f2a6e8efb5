import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { requireStaffRole } from '@/lib/guards';
import { searchSchema, text } from '@/lib/search-schema';

const AdminSearch = searchSchema({ q: text({ max: 254 }) });

/** The admin console (role admin): find an account and administer it. */
export const Route = createFileRoute('/admin')({
  validateSearch: AdminSearch,
  beforeLoad: async ({ context, location }) => {
    await requireStaffRole(context, location, ['admin'], 'The admin console is for admins only.');
  },
  component: AdminPage,
});

function AdminPage() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AdminConsole
      key={q ?? ''}
      q={q ?? ''}
      onSearch={(next) => {
        void navigate({ search: { q: next || undefined } });
      }}
    />
  );
}
