// The table's TanStack features, registered once at module scope. No filtered or sorted row model: client mode
// filters and sorts in client-rows.ts; the features give the sort state, the header toggles and the typed
// `sortFn` / `filterFn` names of a column. (v9 builds its prototypes from this object;
// a new object per render would rebuild them). Pagination, selection and expansion are not TanStack features
// here: the table keeps them itself, keyed by row id, so they work the same in client and server mode.
import {
  type ColumnDef,
  columnFilteringFeature,
  createColumnHelper,
  metaHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import {
  dateRangeFilter,
  monthRangeFilter,
  multiSelectFilter,
  numberFilter,
  numberRangeFilter,
  selectFilter,
  textFilter,
} from './filter-fns';
import { basicSort, digitsSort, numberSort, textSort } from './sort-fns';

export interface DataTableColumnMeta {
  /** A CSS width for the column, e.g. '16ch' or '120px'. Virtualized tables lay columns out by these. */
  width?: string;
  /** Numbers align to the end of the cell. */
  align?: 'start' | 'end';
  /**
   * A column of short numbers among many like it (a month's quantities in a report): half the side padding, so a
   * dozen fit beside each other without the table scrolling sideways.
   */
  tight?: boolean;
  /** The column's name in the sort announcement; by default the text its header cell shows. */
  label?: string;
  /**
   * A narrow column: its text stays on one line, cut with an ellipsis at this CSS width (e.g. '9ch'); the whole
   * text shows as a tooltip when the pointer rests on a cut cell (screen readers read it whole anyway).
   */
  truncate?: string;
  /**
   * The column's priority, as the width (px) of the table's container below which it folds: narrower than this,
   * the column leaves the row and its value is shown in the row's details ("label: value", opened by the row's
   * expand button), so nothing is lost. The least important columns get the largest widths and fold first;
   * a column without it never folds.
   */
  foldBelow?: number;
}

/** The columns folded into the row details at a container width, by id. */
export function foldedColumnIds(
  columns: readonly { id: string; foldBelow: number | undefined }[],
  containerWidth: number,
): ReadonlySet<string> {
  return new Set(
    columns.filter(({ foldBelow }) => foldBelow !== undefined && containerWidth < foldBelow).map(({ id }) => id),
  );
}

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  /** `digits` for EANs and codes, `basic` for ISO dates and periods, `text` for names, `number` for numbers. */
  sortFns: { digits: digitsSort, basic: basicSort, text: textSort, number: numberSort },
  /** One per filter kind of the filter bar; a column names the kind its filter value has. */
  filterFns: {
    text: textFilter,
    select: selectFilter,
    multiSelect: multiSelectFilter,
    number: numberFilter,
    dateRange: dateRangeFilter,
    numberRange: numberRangeFilter,
    monthRange: monthRangeFilter,
  },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable. Build them with {@link createDataTableColumns}. */
// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds accessors of different value types
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/**
 * The typed column helper: `const col = createDataTableColumns<PackageRow>()`, then
 * `col.columns([col.accessor('ean', { header: t('…'), sortFn: 'digits', filterFn: 'text' }), …])`.
 * Define the columns once (module scope or useMemo): new column objects rebuild the row models.
 */
export function createDataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
