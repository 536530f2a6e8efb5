/**
 * Previous / "Page n of m" / Next under a paged list, shown only when there is more than one
 * page. `label` names the list for screen readers ("History pages").
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  readonly label: string;
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
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
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        Next
      </button>
    </nav>
  );
}
