import type { PageState } from '@epp/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { FilterValues } from '../filter-bar/filter-values';
import type { DataTableColumn } from './features';

/** The one sorted column; tables sort by one column at a time. */
export interface SortState {
  id: string;
  desc: boolean;
}

/** What bulk-action buttons get: the chosen row ids (across pages and filters) and their count. */
export interface SelectionSummary {
  ids: readonly string[];
  count: number;
  clear: () => void;
}

/** A table is named by a caption, or by a heading elsewhere on the page: the type refuses a nameless table. */
export type DataTableLabelling =
  | {
      caption: ReactNode;
      /** Keep the caption for screen readers only, when a heading above already shows the name. */
      isCaptionHidden?: boolean;
      'aria-labelledby'?: undefined;
    }
  | { 'aria-labelledby': string; caption?: undefined; isCaptionHidden?: undefined };

/** Client mode: `data` is the whole list; the table filters, sorts and pages it. */
export interface ClientModeProps {
  mode?: 'client';
  rowCount?: undefined;
  selectAllMatching?: undefined;
}

/**
 * Server mode: `data` is the current page as the server sorted and filtered it; `rowCount` is the total.
 * The table only reports what the user asks for (page, sort); the screen fetches.
 */
export interface ServerModeProps {
  mode: 'server';
  /** Rows matching the filters on the server, all pages together. */
  rowCount: number;
  page: PageState;
  onPageChange: (page: PageState) => void;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  /** Ids of every matching row, for "select all N"; without it only the loaded page can be selected. */
  selectAllMatching?: () => Promise<readonly string[]> | readonly string[];
}

export interface DataTableCommonProps<TData extends RowData> {
  data: readonly TData[];
  /**
   * Stable column definitions (module scope or useMemo), from `createDataTableColumns<TData>()`. Columns may be
   * grouped (`col.group({ id, header, columns })`): the head gets a row per level, a group's name spanning its
   * columns (e.g. a year over its months).
   */
  columns: readonly DataTableColumn<TData>[];
  /** The row's identity: selection and expansion are kept by it, so they survive paging, sorting and filtering. */
  getRowId: (row: TData) => string;
  /** A short name of the row (its EAN, a name) for the checkbox and details-button labels. Default: the id. */
  getRowLabel?: (row: TData) => string;

  /** The sort a table opens with, e.g. `{ id: 'created', desc: true }`. */
  defaultSort?: SortState;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;

  page?: PageState;
  onPageChange?: (page: PageState) => void;
  /** The first page size; 25 by default. */
  defaultPageSize?: number;
  /** The sizes offered; `PAGE_SIZE_OPTIONS.lists` (10, 25, 50, Kõik) by default. */
  pageSizeOptions?: readonly number[];

  /** The applied filters, keyed by column id; the columns' `filterFn` names how each matches (client mode). */
  filters?: FilterValues;

  isLoading?: boolean;
  /** A message shows an error row instead of the rows; with `onRetry` it has a retry button. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Said and shown when no row matches, e.g. "Ükski pakend ei vasta otsingutingimustele.". */
  emptyText?: ReactNode;
  /** What the cells need from the screen (row actions, rules' inputs): cells read it with `useCellContext()`. */
  cellContext?: unknown;

  /** Row checkboxes, select-all on the page and "select all N". */
  isSelectable?: boolean;
  selectedIds?: ReadonlySet<string>;
  defaultSelectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (ids: ReadonlySet<string>) => void;
  /** Buttons that act on the selection, e.g. `({ count }) => <Button>Valitud näidised ({count})</Button>`. */
  bulkActions?: (selection: SelectionSummary) => ReactNode;
  /** The clear button's text for a count, where a screen names it its own way ("Tühista valik (3)"). */
  clearSelectionLabel?: (count: number) => string;

  /** A details panel under the row, opened by a button in the row's first cell. */
  renderDetail?: (row: TData) => ReactNode;
  /** Which rows have details; all rows when `renderDetail` is given. */
  canExpand?: (row: TData) => boolean;
  expandedIds?: ReadonlySet<string>;
  onExpandedIdsChange?: (ids: ReadonlySet<string>) => void;

  /** Rows drawn greyed, e.g. packages of one status. */
  isRowMuted?: (row: TData) => boolean;
  /** Opens a row: a click anywhere on it (not on its controls), or Enter while it has focus. */
  onRowAction?: (row: TData) => void;

  /**
   * Compact rows and cells (less padding, a lower row) for lists with many columns; `regular` by default.
   * Columns also fold into the row details on narrow containers: see `foldBelow` in the column meta.
   */
  density?: DataTableDensity;

  /** "Kõik" with more rows than this renders only the rows in view. Default 100. */
  virtualizeAbove?: number;
  /** Height of the scrolling area in virtualized mode, px. Default 560. */
  virtualHeight?: number;
  /** A row's height before it is measured, px. Default 41 (one line of text). */
  estimatedRowHeight?: number;
}

/** Row and cell spacing of a table: `compact` for lists with many columns. */
export type DataTableDensity = 'regular' | 'compact';

export type DataTableProps<TData extends RowData> = DataTableCommonProps<TData> &
  DataTableLabelling &
  (ClientModeProps | ServerModeProps);
