/** Spec 000 §9: infinite scroll asks for more within 2 px of the bottom. */
const SCROLL_THRESHOLD_PX = 2;
/** Spec 000 §9: after asking, the trigger waits 500 ms before it may fire again. */
export const SCROLL_RESET_MS = 500;

interface CursorPage {
  readonly moreRecords: boolean;
  readonly cursor: string | null;
}

/** The cursor of the page after this one, or undefined on the last page (TanStack's "no more"). */
export function nextCursor(page: CursorPage): string | undefined {
  return page.moreRecords && page.cursor ? page.cursor : undefined;
}

/** Every record of the loaded pages, in order, each id once (a page may repeat an edge record). */
export function flattenPages<T extends { readonly id: string }>(
  pages: readonly { readonly records: readonly T[] }[] | undefined,
): T[] {
  const seen = new Set<string>();
  const records: T[] = [];
  for (const page of pages ?? []) {
    for (const record of page.records) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      records.push(record);
    }
  }
  return records;
}

/** Whether the scroll position is within the threshold of the bottom. */
export function nearBottom(
  metrics: {
    readonly scrollTop: number;
    readonly clientHeight: number;
    readonly scrollHeight: number;
  },
  threshold = SCROLL_THRESHOLD_PX,
): boolean {
  return metrics.scrollHeight - (metrics.scrollTop + metrics.clientHeight) <= threshold;
}
