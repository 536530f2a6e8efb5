import { z } from 'zod';
export { HOME_PAGE_SIZE } from './categories.constants.js';

/**
 * The marketplace's listing types: live phone, recorded phone and chat. A Flirt creates phone
 * listings (1 and 2); each Flirt has exactly one chat listing (3), opened the first time it is
 * needed.
 */
export const LISTING_TYPES = { live: 1, recorded: 2, chat: 3 } as const;
export type ListingType = (typeof LISTING_TYPES)[keyof typeof LISTING_TYPES];
export const ListingType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** The types a Flirt creates through the listing form. */
export const PhoneListingType = z.union([z.literal(1), z.literal(2)]);
export type PhoneListingType = z.infer<typeof PhoneListingType>;

/** Tab labels of the listing types (the short label is for small screens). */
export const LISTING_TYPE_LABELS: Readonly<
  Record<ListingType, { readonly label: string; readonly short: string }>
> = {
  1: { label: 'Live Phone Sex', short: 'Phone Sex' },
  2: { label: 'Recorded Phone Sex', short: 'Recorded' },
  3: { label: 'Chat', short: 'Chat' },
};

/** The price unit a listing card shows after its price. */
export const priceUnitOf = (type: ListingType): 'per min' | 'per volley' =>
  type === LISTING_TYPES.chat ? 'per volley' : 'per min';

/** Category listings sorts, by the values the API takes. Sorting is hidden on the Chat tab. */
export const CATEGORY_SORTS = {
  featured: 0,
  topAvailable: 1,
  lessThan3: 2,
  lessThan2: 3,
  highestRated: 4,
} as const;
export type CategorySort = (typeof CATEGORY_SORTS)[keyof typeof CATEGORY_SORTS];
/** The sort menu in the order it is shown. */
export const CATEGORY_SORT_OPTIONS: readonly {
  readonly value: CategorySort;
  readonly label: string;
}[] = [
  { value: 0, label: 'Featured Listings' },
  { value: 1, label: 'Top Available' },
  { value: 4, label: 'Highest Rated' },
  { value: 2, label: 'Less than $3' },
  { value: 3, label: 'Less than $2' },
];

/** Category listings per page; the default tab is live phone. */
export const CATEGORY_PAGE_SIZE = 12;
export const CATEGORY_DEFAULT_LISTING_TYPE: ListingType = 1;

/** One category of the two-level tree. A top-level category has `parentId` null. */
export interface Category {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly parentId: number | null;
}

/**
 * The category tree, a fixed data set: six top-level categories, each with its subcategories.
 * Listings are filed under a subcategory or a top-level category; a top-level category's page
 * shows the listings of its subcategories too. Ids and slugs never change (links use them).
 */
export const CATEGORIES: readonly Category[] = [
  { id: 100, slug: 'fantasy-role-play', name: 'Fantasy & Role Play', parentId: null },
  { id: 101, slug: 'role-play', name: 'Role Play', parentId: 100 },
  { id: 102, slug: 'fantasy', name: 'Fantasy', parentId: 100 },
  { id: 103, slug: 'cosplay', name: 'Cosplay', parentId: 100 },
  { id: 200, slug: 'romance', name: 'Romance & Companionship', parentId: null },
  { id: 201, slug: 'girlfriend-experience', name: 'Girlfriend Experience', parentId: 200 },
  { id: 202, slug: 'boyfriend-experience', name: 'Boyfriend Experience', parentId: 200 },
  { id: 203, slug: 'flirty-chat', name: 'Flirty Chat', parentId: 200 },
  { id: 300, slug: 'domination-submission', name: 'Domination & Submission', parentId: null },
  { id: 301, slug: 'dominant', name: 'Dominant', parentId: 300 },
  { id: 302, slug: 'submissive', name: 'Submissive', parentId: 300 },
  { id: 303, slug: 'fetish', name: 'Fetish', parentId: 300 },
  { id: 400, slug: 'mature', name: 'Mature', parentId: null },
  { id: 401, slug: 'milf', name: 'MILF', parentId: 400 },
  { id: 402, slug: 'cougar', name: 'Cougar', parentId: 400 },
  { id: 500, slug: 'conversation', name: 'Conversation', parentId: null },
  { id: 501, slug: 'late-night-talk', name: 'Late Night Talk', parentId: 500 },
  { id: 502, slug: 'dating-advice', name: 'Dating Advice', parentId: 500 },
  { id: 503, slug: 'confessions', name: 'Confessions', parentId: 500 },
  { id: 600, slug: 'specialties', name: 'Specialties', parentId: null },
  { id: 601, slug: 'trans', name: 'Trans', parentId: 600 },
  { id: 602, slug: 'gay', name: 'Gay', parentId: 600 },
  { id: 603, slug: 'bi-curious', name: 'Bi-Curious', parentId: 600 },
];

/** A category by id, or undefined. */
export const categoryById = (id: number): Category | undefined =>
  CATEGORIES.find((category) => category.id === id);

/** A category by its slug or its id written as text (`categories/{category}` takes either). */
export const findCategory = (slugOrId: string): Category | undefined =>
  CATEGORIES.find(
    (category) => category.slug === slugOrId.toLowerCase() || String(category.id) === slugOrId,
  );

/** The category and its ancestors, top level first. */
export function categoryPath(id: number): readonly Category[] {
  const path: Category[] = [];
  let current = categoryById(id);
  while (current) {
    path.unshift(current);
    current = current.parentId === null ? undefined : categoryById(current.parentId);
  }
  return path;
}

/** The ids a category's page lists: the category itself and its subcategories. */
export const categoryIdsUnder = (id: number): readonly number[] => [
  id,
  ...CATEGORIES.filter((category) => category.parentId === id).map((category) => category.id),
];

export const CategoryView = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type CategoryView = z.infer<typeof CategoryView>;

export const CategoryNode = CategoryView.extend({
  children: z.array(CategoryView),
});
export type CategoryNode = z.infer<typeof CategoryNode>;

/** GET /client_api/top_level_categories: the tree for the all-categories dropdown. */
export const TopLevelCategoriesResponse = z.object({ categories: z.array(CategoryNode) });
export type TopLevelCategoriesResponse = z.infer<typeof TopLevelCategoriesResponse>;

/** The tree as the dropdown shows it, built from `CATEGORIES`. */
export function categoryTree(): CategoryNode[] {
  return CATEGORIES.filter((category) => category.parentId === null).map((top) => ({
    id: top.id,
    slug: top.slug,
    name: top.name,
    children: CATEGORIES.filter((category) => category.parentId === top.id).map((child) => ({
      id: child.id,
      slug: child.slug,
      name: child.name,
    })),
  }));
}
