import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { requireUser } from '@/lib/guards';
import { searchSchema, text } from '@/lib/search-schema';

const AdminSearch = searchSchema({ q: text({ max: 254 }) });

/** The admin console (role admin): find an account and administer it. */
export const Route = createFileRoute('/admin')({
  validateSearch: AdminSearch,
  beforeLoad: async ({ context, location }) => {
    const user = await requireUser(context, location);
    if (!user.roles.includes('admin')) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/account',
        search: {
          'snackbar[severity]': 'error',
          'snackbar[message]': 'The admin console is for admins only.',
        },
      });
    }
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
