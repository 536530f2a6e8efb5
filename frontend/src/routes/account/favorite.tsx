import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import { requireUser } from '@/lib/guards';

const Search = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) });

/** My favorite listings, in my order, 20 a page. */
export const Route = createFileRoute('/account/favorite')({
  validateSearch: Search,
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: function FavoritesRoute() {
    const { page } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <section className="page">
        <p>
          <Link to="/account">Back to Account</Link>
        </p>
        <h1>Favorites</h1>
        <FavoritesPage
          page={page}
          onPage={(next) => {
            void navigate({ to: '/account/favorite', search: { page: next } });
          }}
        />
      </section>
    );
  },
});
