import { createFileRoute } from '@tanstack/react-router';
import { CategoryScreen } from '@/app/marketplace/category-screen';
import { CategorySearch } from '@/features/marketplace/lib/category-search';

/** /categories/{category}: a category's listings (tab, sort, page and drawer in the URL). */
export const Route = createFileRoute('/categories/$category')({
  validateSearch: CategorySearch,
  component: function CategoryRoute() {
    const { category } = Route.useParams();
    return (
      <CategoryScreen
        key={category}
        category={category}
        path={`/categories/${encodeURIComponent(category)}`}
        search={Route.useSearch()}
      />
    );
  },
});
