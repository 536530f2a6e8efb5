import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { requireStaffRole } from '@/lib/guards';

const AdminSearch = z.object({ q: z.string().max(254).optional().catch(undefined) });

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
