/** One top-level category and its subcategories, as the dropdown shows them. */
export interface CategoryTreeNode {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly children: readonly {
    readonly id: number;
    readonly slug: string;
    readonly name: string;
  }[];
}

/** A category's listings page. */
export function categoryHref(slug: string): string {
  return `/categories/${encodeURIComponent(slug)}`;
}
