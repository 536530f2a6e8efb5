import { lazy, Suspense, useEffect } from 'react';
import { useTopLevelCategories } from '../api/get-top-level-categories';
import './marketplace.css';

/**
 * The dropdown and its listing cards are not part of any first screen (`npm run bench -- web`):
 * their chunk loads beside the categories request and shows when both are in.
 */
const loadMenus = () => import('./categories-menu');
const CategoriesMenu = lazy(() =>
  loadMenus().then(({ CategoriesMenu: menu }) => ({ default: menu })),
);
const CategoriesDrawerList = lazy(() =>
  loadMenus().then(({ CategoriesDrawerList: list }) => ({ default: list })),
);

/**
 * The all-categories dropdown of the header (`menu`), or its list inside the phone's hamburger
 * menu (`drawer`); nothing until the tree has loaded.
 */
export function HeaderCategories({ variant }: { readonly variant: 'menu' | 'drawer' }) {
  const tree = useTopLevelCategories();
  useEffect(() => {
    void loadMenus();
  }, []);
  if (!tree.data || tree.data.categories.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {variant === 'menu' ? (
        <CategoriesMenu tree={tree.data.categories} />
      ) : (
        <CategoriesDrawerList tree={tree.data.categories} />
      )}
    </Suspense>
  );
}
