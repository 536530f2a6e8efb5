import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { favoritesQuery } from '@/features/favorites/api/get-favorites';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import { requireUser } from '@/lib/guards';
import { integer, orElse, searchSchema } from '@/lib/search-schema';

const Search = searchSchema({ page: orElse(integer({ min: 1, max: 100_000 }), 1) });

/** My favorite listings, in my order, 20 a page. */
export const Route = createFileRoute('/account/favorite')({
  validateSearch: Search,
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient }, deps: { page } }) => {
    // Cached data as it is; what cannot be read shows its error on the page.
    await queryClient
      .query({ ...favoritesQuery(page), staleTime: 'static' })
      .catch(() => undefined);
  },
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
