import type { KeyboardEvent, MouseEvent } from 'react';
import { useRef } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/** A header that is taking a click: pressed at once, until the new sort is on screen. */
const PRESSED = 'ag-header-cell--sorting';

/**
 * Sorting from a header, with the click's own paint first. AG Grid's handler of a header click
 * resets the infinite row model and renders every row again inside the click (about 200 ms on
 * a slow phone), so the page could not paint the click until all of it was done (interaction
 * to next paint). These capture handlers, on an element around the grid, take a click or Enter
 * on a sortable header before AG Grid sees it: the header shows it is pressed, and `sortBy`
 * (the column's id) runs once that has painted. A click on a resize handle, a click that ends
 * a column drag and keys with a modifier (AG Grid's menus) stay AG Grid's.
 *
 * @returns the capture handlers for the grid's frame, and `onColumnDrag` for the grid's
 *   `onColumnMoved` and `onDragStopped`
 */
export function useHeaderSort(sortBy: (colId: string) => void) {
  // AG Grid ignores the click that ends a column drag (50 ms); so does this.
  const movedAt = useRef(Number.NEGATIVE_INFINITY);
  const sortByRef = useRef(sortBy);
  sortByRef.current = sortBy;

  const take = (target: EventTarget): boolean => {
    if (!(target instanceof Element) || target.closest('.ag-header-cell-resize')) return false;
    const cell = target.closest<HTMLElement>('.ag-header-cell-sortable');
    const colId = cell?.getAttribute('col-id');
    if (!cell || !colId || performance.now() - movedAt.current < 50) return false;
    cell.classList.add(PRESSED);
    afterNextPaint(() => {
      cell.classList.remove(PRESSED);
      sortByRef.current(colId);
    });
    return true;
  };

  return {
    onColumnDrag: () => {
      movedAt.current = performance.now();
    },
    frame: {
      onClickCapture(event: MouseEvent) {
        if (event.button === 0 && take(event.target)) event.stopPropagation();
      },
      onKeyDownCapture(event: KeyboardEvent) {
        if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
        // Only on the header cell itself (focused by the keyboard), not on a control inside it.
        if (event.target instanceof Element && !event.target.matches('.ag-header-cell')) return;
        if (take(event.target)) {
          event.preventDefault();
          event.stopPropagation();
        }
      },
    },
  };
}
