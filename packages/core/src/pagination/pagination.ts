/** Page size 0 means "all rows" (labelled "Kõik"). */
export const ALL_ROWS = 0;
export const DEFAULT_PAGE_SIZE = 25;

/** Page-size choices of the spec (section 9). */
export const PAGE_SIZE_OPTIONS = {
  /** Most lists: default 25. */
  lists: [10, 25, 50, ALL_ROWS],
  /** Some smaller lists. */
  compact: [5, 10, 25, 50, ALL_ROWS],
  /** Report lists. */
  reports: [10, 25, 50, 100],
} as const satisfies Record<string, readonly number[]>;

/** Where a list is: pages count from 1; `pageSize` 0 shows every row on one page. */
export interface PageState {
  page: number;
  pageSize: number;
}

/** Number of pages; at least 1, so an empty list still has a page to show its empty text on. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize === ALL_ROWS) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page moved into 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** The 1-based positions of the first and last row shown, for the label "first–last of total"; 0–0 when empty. */
export function pageRange(state: PageState, total: number): { first: number; last: number; total: number } {
  if (total <= 0) return { first: 0, last: 0, total: 0 };
  if (state.pageSize === ALL_ROWS) return { first: 1, last: total, total };
  const page = clampPage(state.page, total, state.pageSize);
  return { first: (page - 1) * state.pageSize + 1, last: Math.min(page * state.pageSize, total), total };
}

/** After the page size changes, the page that keeps the previously first visible row in view. */
export function pageAfterSizeChange(state: PageState, newPageSize: number): PageState {
  const firstIndex = state.pageSize === ALL_ROWS ? 0 : (state.page - 1) * state.pageSize;
  const page = newPageSize === ALL_ROWS ? 1 : Math.floor(firstIndex / newPageSize) + 1;
  return { page, pageSize: newPageSize };
}

/** The rows of one page of a client-side list. */
export function pageSlice<T>(rows: readonly T[], state: PageState): T[] {
  if (state.pageSize === ALL_ROWS) return [...rows];
  const page = clampPage(state.page, rows.length, state.pageSize);
  return rows.slice((page - 1) * state.pageSize, page * state.pageSize);
}

/**
 * The `ordering` query parameter of the server-side lists: the server's field name, prefixed with "-" for
 * descending. `fieldMap` renames table columns to server fields (e.g. client → client__name).
 */
export function orderingParam(
  sort: { id: string; desc: boolean },
  fieldMap: Readonly<Record<string, string>> = {},
): string {
  return `${sort.desc ? '-' : ''}${fieldMap[sort.id] ?? sort.id}`;
}
