import type { Page } from 'playwright-core';

/**
 * The ids of the AG Grid rows rendered, top to bottom (the grid renders the rows in view, and
 * each row once per pinned section).
 */
export function gridRowIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rows = new Map<string, number>();
    for (const row of document.querySelectorAll('.ag-row[row-id]')) {
      rows.set(row.getAttribute('row-id') ?? '', Number(row.getAttribute('row-index')));
    }
    return [...rows].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  });
}

/** Waits until the address says the grid is sorted by `columns` (comma-separated, in order). */
export function sortedBy(page: Page, columns: string): Promise<void> {
  return page.waitForURL((url) => url.searchParams.get('sortColumn') === columns);
}

/** The texts of the grid's header cells that do not read in full (cut off by their width). */
export function cutHeaderTexts(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ag-header-cell-text')]
      .filter((text) => text.scrollWidth > text.clientWidth)
      .map((text) => text.textContent),
  );
}
