import { useTopLevelCategories } from '../api/get-top-level-categories';
import { CategoriesDrawerList, CategoriesMenu } from './categories-menu';
import './marketplace.css';

/**
 * The all-categories dropdown of the header (`menu`), or its list inside the phone's hamburger
 * menu (`drawer`); nothing until the tree has loaded.
 */
export function HeaderCategories({ variant }: { readonly variant: 'menu' | 'drawer' }) {
  const tree = useTopLevelCategories();
  if (!tree.data || tree.data.categories.length === 0) return null;
  return variant === 'menu' ? (
    <CategoriesMenu tree={tree.data.categories} />
  ) : (
    <CategoriesDrawerList tree={tree.data.categories} />
  );
}
