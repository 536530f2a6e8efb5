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
