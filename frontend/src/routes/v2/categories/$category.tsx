import { createFileRoute } from '@tanstack/react-router';
import { CategoryScreen } from '@/app/marketplace/category-screen';
import { CategorySearch } from '@/features/marketplace/lib/category-search';

/** /v2/categories/{category}: the category page under its other address. */
export const Route = createFileRoute('/v2/categories/$category')({
  validateSearch: CategorySearch,
  component: function CategoryV2Route() {
    const { category } = Route.useParams();
    return (
      <CategoryScreen
        key={category}
        category={category}
        path={`/v2/categories/${encodeURIComponent(category)}`}
        search={Route.useSearch()}
      />
    );
  },
});
