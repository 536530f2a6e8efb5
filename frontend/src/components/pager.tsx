/**
 * Previous / "Page n of m" / Next under a paged list, shown only when there is another page.
 * Lists that know their page count pass `pages`; lists that only know whether another page
 * follows (search results) pass `hasNext` and show "Page n". `label` names the list for screen
 * readers ("History pages"); `className` replaces the default `pager` where a screen lays it out itself.
 */
export function Pager({
  label,
  page,
  onPage,
  className = 'pager',
  ...size
}: {
  readonly label: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly className?: string;
} & ({ readonly pages: number } | { readonly hasNext: boolean })) {
  const hasNext = 'pages' in size ? page < size.pages : size.hasNext;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className={className} aria-label={label}>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        Previous
      </button>
      <span>
        Page {page}
        {'pages' in size ? ` of ${String(size.pages)}` : null}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={!hasNext}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        Next
      </button>
    </nav>
  );
}
